import {
  jsonResponse as json,
  renderWithStore,
  stubFetch,
  type FetchStub,
} from '@yoga/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { JoinForm } from './join-form';

function renderForm(referral?: string) {
  return renderWithStore(
    <Routes>
      <Route path="/" element={<JoinForm referral={referral} />} />
      <Route path="/verify" element={<p>Code page</p>} />
    </Routes>,
    { route: '/' },
  ).store;
}

describe('JoinForm', () => {
  let server: FetchStub;
  beforeEach(() => {
    server = stubFetch();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    server.restore();
    jest.restoreAllMocks();
  });

  it('explains the name rule and a bad number without calling the server', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Your name'), 'Asha 2');
    await userEvent.type(screen.getByLabelText('Mobile number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Join free' }));
    expect(screen.getByText('Your name can only have letters and spaces.')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a valid mobile number for the country you picked.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(server.calls).toEqual([]);
  });

  it('moves focus to the number when only the number needs fixing', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Your name'), 'Asha Verma');
    await userEvent.type(screen.getByLabelText('Mobile number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Join free' }));
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      'Please enter a valid mobile number for the country you picked.',
    );
  });

  it('offers India first among about 240 countries', () => {
    renderForm();
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('IN');
    expect(country.querySelectorAll('option').length).toBeGreaterThan(230);
  });

  it('registers through the referral with the number in E.164 and moves to the code page', async () => {
    server.answer(
      'POST /api/lead/lead/register/asha-verma',
      json(
        {
          message: 'sent',
          phone_number: '+91 98765 43210',
          resendAfterSeconds: 60,
          expiresInSeconds: 300,
        },
        202,
      ),
    );
    const store = renderForm('asha-verma');
    await userEvent.type(screen.getByLabelText('Your name'), '  Meera   Iyer ');
    await userEvent.type(screen.getByLabelText('Mobile number'), '98765 43210');
    await userEvent.click(screen.getByRole('button', { name: 'Join free' }));
    expect(await screen.findByText('Code page')).toBeInTheDocument();
    const [call] = server.callsTo('POST /api/lead/lead/register/asha-verma');
    expect(await call!.request.json()).toEqual({
      name: 'Meera Iyer',
      phone_number: '+919876543210',
    });
    expect(store.getState().auth).toMatchObject({
      enteredName: 'Meera Iyer',
      enteredPhone: '+919876543210',
    });
  });

  it("shows the server's message when joining fails", async () => {
    server.answer(
      'POST /api/lead/lead/register',
      json({ statusCode: 429, message: 'Too many codes were sent to this number.' }, 429),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('Your name'), 'Meera');
    await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Join free' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many codes were sent to this number.',
    );
  });
});
