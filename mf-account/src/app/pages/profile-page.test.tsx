import { fireEvent, screen, waitFor } from '@testing-library/react';
import { currentLanguage } from '@yoga/shared';
import {
  jsonResponse as json,
  renderWithStore,
  stubFetch,
  switchTestLanguage,
  type FetchStub,
} from '@yoga/shared/testing';
import {
  ADDRESSES,
  CHANGE_PROFILE,
  PROFILE,
  member,
  problem,
  profile,
  savedAddress,
} from '../../testing/fixtures';
import { AccountApp } from '../account-app';

const CERTIFICATE_STATUS = 'GET /api/lead/lead/getleadcertificatestatus';

/** The parts of the lead service's certificate status the account reads. */
const certificateStatus = (holderName: string | null, correctionsLeft = 1) => ({
  kind: 'completion',
  status: holderName ? 'issued' : 'not_eligible',
  certificate: holderName ? { id: 'ABCDEFGHJKMNPQRS', holder_name: holderName } : null,
  corrections_left: correctionsLeft,
});

describe('/account', () => {
  let server: FetchStub;
  beforeEach(() => {
    server = stubFetch({
      [PROFILE]: json(profile({ preferred_batch: 2, reminder: true })),
      [ADDRESSES]: json({ result: [] }),
      [CERTIFICATE_STATUS]: json(certificateStatus(null)),
    });
  });
  afterEach(async () => {
    server.restore();
    await switchTestLanguage('en');
  });

  it('shows the member’s details, what is missing, and their live preferences', async () => {
    renderWithStore(<AccountApp />, { route: '/account', lead: member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    expect(await screen.findByRole('textbox', { name: /Your name/ })).toHaveValue('Asha Verma');
    expect(
      screen.getByText('Still missing: your city, your state and an address for your gifts.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add an address' })).toHaveAttribute(
      'href',
      '/account/addresses',
    );
    expect(screen.getByText('Your usual batch: batch 2')).toBeVisible();
    expect(screen.getByText('Reminder 10 minutes before: on')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change on the Live page' })).toHaveAttribute(
      'href',
      '/live',
    );
  });

  it('says the name the certificate prints, and where to correct it', async () => {
    server.answer(CERTIFICATE_STATUS, json(certificateStatus('आशा वर्मा')));
    renderWithStore(<AccountApp />, { route: '/account', lead: member });
    expect(await screen.findByText('Your certificate prints your name as: आशा वर्मा')).toBeVisible();
    expect(screen.getByText('If it is wrong, you can correct it once yourself.')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'See or correct the name on your certificate' }),
    ).toHaveAttribute('href', '/certificate');
    const [call] = server.callsTo(CERTIFICATE_STATUS);
    expect(new URLSearchParams(call!.search).get('leadid')).toBe(String(member.id));
  });

  it('says the name is confirmed at the certificate when none is issued yet', async () => {
    renderWithStore(<AccountApp />, { route: '/account', lead: member });
    expect(
      await screen.findByText(/^You confirm the name your certificate prints when you receive it/),
    ).toBeVisible();
  });

  it('sends only what changed, and says it is saved', async () => {
    server.answer(CHANGE_PROFILE, json(profile({ city: 'Nagpur', state: 'Maharashtra' })));
    renderWithStore(<AccountApp />, { route: '/account', lead: member });
    fireEvent.change(await screen.findByRole('textbox', { name: 'City' }), {
      target: { value: ' Nagpur ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'State' }), {
      target: { value: 'Maharashtra' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. Your details are up to date.')).toBeVisible();
    const [call] = server.callsTo(CHANGE_PROFILE);
    // English was already shown (the site's language): choosing it again is no change.
    expect(await call?.request.json()).toEqual({ city: 'Nagpur', state: 'Maharashtra' });
  });

  it('checks the name as the server does, and shows the server’s refusal on its field', async () => {
    renderWithStore(<AccountApp />, { route: '/account', lead: member });
    const name = await screen.findByRole('textbox', { name: /Your name/ });
    fireEvent.change(name, { target: { value: 'Asha 123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your name can only have letters and spaces.')).toBeVisible();
    expect(server.callsTo(CHANGE_PROFILE)).toEqual([]);

    server.answer(
      CHANGE_PROFILE,
      json(problem(400, 'invalid_input', 'city must be plain text', 'city'), 400),
    );
    fireEvent.change(name, { target: { value: 'Asha Verma' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Pune' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'City' })).toBeInvalid());
  });

  it('says so when nothing changed', async () => {
    renderWithStore(<AccountApp />, { route: '/account', lead: member });
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Nothing to save: you have not changed anything.'),
    ).toBeVisible();
    expect(server.callsTo(CHANGE_PROFILE)).toEqual([]);
  });

  it('switches the site to the language the member chooses', async () => {
    server.answer(CHANGE_PROFILE, json(profile({ preferred_language: 'hi' })));
    renderWithStore(<AccountApp />, { route: '/account', lead: member });
    fireEvent.click(await screen.findByRole('radio', { name: 'हिन्दी (Hindi)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(currentLanguage()).toBe('hi'));
    expect(await screen.findByRole('heading', { level: 1, name: 'आपका खाता' })).toBeVisible();
  });

  it('says where gifts go once the member has an address', async () => {
    server.answer(PROFILE, json(profile({ city: 'Pune', state: 'Maharashtra' })));
    server.answer(ADDRESSES, json({ result: [savedAddress()] }));
    renderWithStore(<AccountApp />, { route: '/account', lead: member });
    expect(
      await screen.findByText('Gifts go to: 12 MG Road, Flat 4B, Pune, Maharashtra, 411001'),
    ).toBeVisible();
    expect(screen.queryByText(/Still missing/)).toBeNull();
  });

  it('asks a visitor to sign in, calling nothing', async () => {
    renderWithStore(<AccountApp />, { route: '/account' });
    expect(
      await screen.findByRole('heading', { name: 'Sign in to see your account' }),
    ).toBeVisible();
    expect(server.calls).toEqual([]);
  });

  it('offers a retry when the profile cannot be read', async () => {
    server.answer(PROFILE, json(problem(503, 'database_unavailable', 'down'), 503));
    renderWithStore(<AccountApp />, { route: '/account', lead: member });
    expect(await screen.findByText('We could not load your details.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('moves the account to a new number with the code sent to it, then signs out', async () => {
    server.answer(
      'POST /api/user/member/phone-change',
      json(
        {
          message: 'We sent a 6-digit code to +91 98123 45678.',
          phone_number: '+91 98123 45678',
          resendAfterSeconds: 60,
          expiresInSeconds: 600,
        },
        202,
      ),
    );
    const { store } = renderWithStore(<AccountApp />, { route: '/account', lead: member });
    fireEvent.click(await screen.findByRole('button', { name: 'Change your number' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your new mobile number' }), {
      target: { value: '98123 45678' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send a code to it' }));
    const code = await screen.findByRole('textbox', { name: 'The 6-digit code' });
    expect(code).toHaveAccessibleDescription(/We sent it to \+91 98123 45678\./);

    server.answer(
      'POST /api/user/member/phone-change/verify',
      json(problem(409, 'phone_taken', 'Taken.', 'phone_number'), 409),
    );
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move my account to this number' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(/Another member already uses this number/),
    );

    server.answer(
      'POST /api/user/member/phone-change/verify',
      json({ phone_number: '+91 98123 45678', signed_out: true }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move my account to this number' }));
    await waitFor(() => expect(store.getState().auth.freeMember).toBeNull());
    expect(
      await server.callsTo('POST /api/user/member/phone-change/verify')[1]!.request.json(),
    ).toEqual({ phone_number: '+919812345678', code: '123456' });
  });
});
