import {
  demoLead,
  jsonResponse as json,
  problemBody,
  renderWithStore,
  stubFetch,
  type FetchStub,
} from '@yoga/shared/testing';
import { makeStore, sessionStarted } from '@yoga/shared/host';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { JoinForm } from './join-form';
import { SignInPage } from './sign-in-page';
import { VerifyCodePage } from './verify-code-page';

const LOGIN = 'POST /api/auth/public/auth/v1/login';
const VERIFY = 'POST /api/auth/public/auth/v1/verify-otp';
const LEAD = `GET /api/lead/lead/getleadinfo/${demoLead.id}`;

/** Where the member ended up: the path, query and what the page was handed. */
function Landed() {
  const location = useLocation();
  return (
    <p>
      Landed on {location.pathname}
      {location.search} with {JSON.stringify(location.state)}
    </p>
  );
}

function renderAt(route: string, store = makeStore()) {
  return renderWithStore(
    <Routes>
      <Route path="/" element={<JoinForm />} />
      <Route path="/login" element={<SignInPage />} />
      <Route path="/verify" element={<VerifyCodePage />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { route, store },
  ).store;
}

const codeSent = {
  message: 'sent',
  phone_number: '+91 98765 43210',
  resendAfterSeconds: 60,
  expiresInSeconds: 300,
};

describe('signing in comes back to the page it started from', () => {
  let server: FetchStub;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server = stubFetch({
      [LOGIN]: json(codeSent, 202),
      [VERIFY]: json({
        accessToken: 'access',
        refreshToken: 'refresh-token-0123456789',
        expiresIn: 600,
        account: demoLead,
      }),
      [LEAD]: json(demoLead),
    });
  });
  afterEach(() => {
    server.restore();
    jest.restoreAllMocks();
  });

  async function askForCode() {
    await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Send my code' }));
  }

  it('carries the page from /login to /verify, and goes back to it once the code is right', async () => {
    renderAt('/login?next=%2Fgifts');
    await askForCode();
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Digit 1'), '123456');
    expect(await screen.findByText(/^Landed on \/gifts with/)).toBeInTheDocument();
  });

  it('goes home after the code when the return path is not one of the site’s pages', async () => {
    renderAt('/login?next=%2F%2Fevil.example');
    await askForCode();
    await screen.findByRole('heading', { name: 'Enter your code' });
    await userEvent.type(screen.getByLabelText('Digit 1'), '123456');
    // Home is the join form's route here: the code page is gone and nothing else was reached.
    expect(
      await screen.findByRole('heading', { name: 'Join the free challenge' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Landed on/)).not.toBeInTheDocument();
  });

  it('sends a member who is already signed in straight to the page asked for', async () => {
    const store = makeStore();
    store.dispatch(
      sessionStarted({
        accessToken: 'access',
        refreshToken: 'refresh-token-0123456789',
        account: demoLead,
      }),
    );
    renderAt('/login?next=%2Fleaderboard%3Ftab%3Dpaid', store);
    expect(await screen.findByText(/^Landed on \/leaderboard\?tab=paid/)).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it('keeps the page for "new here? join", and the join form carries it to the code page', async () => {
    server.answer('POST /api/lead/lead/register', json(codeSent, 202));
    renderAt('/login?next=%2Fgifts');
    expect(screen.getByRole('link', { name: 'Join the free challenge' })).toHaveAttribute(
      'href',
      '/?next=%2Fgifts',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Join the free challenge' }));
    await userEvent.type(screen.getByLabelText('Your name'), 'Meera Iyer');
    await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Join free' }));
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Use a different number' })).toHaveAttribute(
      'href',
      '/?next=%2Fgifts',
    );
  });

  it('goes on to the code already sent from the cooldown message, with the wait the server gave', async () => {
    server.answer(
      LOGIN,
      json(
        {
          ...problemBody(
            429,
            'otp_resend_too_soon',
            'We sent a code a moment ago. Please wait 42 s before asking for another code.',
          ),
          retryAfterSeconds: 42,
        },
        429,
      ),
    );
    const store = renderAt('/login?next=%2Fgifts');
    await askForCode();
    expect(await screen.findByRole('alert')).toHaveTextContent('We sent a code a moment ago');
    expect(screen.queryByRole('button', { name: 'Send my code' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enter the code we sent' }));
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    expect(store.getState().auth.enteredPhone).toBe('+919876543210');
    expect(screen.getByText(/ask for a new code in (4[0-2]) s/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Digit 1'), '123456');
    expect(await screen.findByText(/^Landed on \/gifts with/)).toBeInTheDocument();
    expect(server.callsTo(LOGIN)).toHaveLength(1);
  });
});
