import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KidsCamp, KidsCampChild } from '@yoga/shared/models';
import {
  demoLead,
  inTestLanguage,
  jsonResponse as json,
  renderWithStore,
  stubFetch,
  type FetchStub,
  withModalDialogs,
} from '@yoga/shared/testing';
import { ChallengeApp } from '../challenge-app';

withModalDialogs();

const CAMP = 'GET /api/lead/kidscamp/camp';
const CHILDREN = 'GET /api/lead/kidscamp/children';
const CODE = 'POST /api/lead/kidscamp/consent-code';
const ENROL = 'POST /api/lead/kidscamp/children';

const camp: KidsCamp = {
  slug: 'summer-kids-camp',
  title: 'Kids Yoga Summer Camp',
  title_hi: 'बच्चों का योग समर कैंप',
  summary: 'Ten mornings of playful yoga.',
  summary_hi: 'दस सुबह का खेल-खेल में योग।',
  starts_on: '2026-11-24',
  ends_on: '2026-12-04',
  phase: 'running',
  batches: [
    { id: 'morning', starts_at: '07:30', ends_at: '08:00', label: 'Morning', label_hi: 'सुबह' },
    { id: 'evening', starts_at: '17:30', ends_at: '18:00', label: 'Evening', label_hi: 'शाम' },
  ],
  poses: [{ name: 'Tree pose', name_hi: 'वृक्षासन', line: 'Stand tall.', line_hi: 'सीधे खड़े हो।' }],
  consent: {
    version: 'kids-camp-consent/1',
    text: 'I am the parent and I agree.',
    text_hi: 'मैं माता-पिता हूँ और सहमत हूँ।',
  },
  ages: { min: 5, max: 14 },
};

const anaya: KidsCampChild = {
  id: 31,
  first_name: 'Anaya',
  age: 7,
  batch: 'morning',
  camp_slug: 'summer-kids-camp',
  enrolled_at: '2026-11-27T04:00:00Z',
  consent: { purpose_version: 'kids-camp-consent/1', given_at: '2026-11-27T04:00:00Z' },
};

const sent = {
  message: 'We sent a 6-digit code.',
  phone_number: '+91 98765 43210',
  resendAfterSeconds: 60,
  expiresInSeconds: 300,
};

describe('/kidscamp', () => {
  let server: FetchStub;
  beforeEach(() => {
    server = stubFetch({ [CAMP]: json({ camp }), [CHILDREN]: json({ children: [] }) });
  });
  afterEach(() => server.restore());

  const open = (route = '/kidscamp') =>
    renderWithStore(<ChallengeApp />, { route, lead: demoLead });

  it('shows a visitor the camp and the way to sign in, and reads no children', async () => {
    renderWithStore(<ChallengeApp />, { route: '/kidscamp' });
    expect(await screen.findByRole('heading', { name: 'Kids Yoga Summer Camp' })).toBeVisible();
    expect(screen.getByText('Morning: 07:30–08:00')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Enrol your child' })).toBeVisible();
    expect(server.callsTo(CHILDREN)).toEqual([]);
  });

  it('checks the child first, then enrols them with the code texted to the parent', async () => {
    open();
    const send = await screen.findByRole('button', { name: 'Send me a code' });
    fireEvent.click(send);
    expect(await screen.findByText("Please enter your child's first name.")).toBeVisible();
    expect(screen.getByText('Please choose an age from 5 to 14.')).toBeVisible();
    expect(server.callsTo(CODE)).toEqual([]);

    server.answer(CODE, json(sent, 202));
    fireEvent.change(screen.getByRole('textbox', { name: /first name/ }), {
      target: { value: ' Anaya ' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Age' }), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Morning: 07:30–08:00' }));
    fireEvent.click(send);
    expect(await screen.findByText(/We sent a code to \+91 98765 43210/)).toBeVisible();

    server.answer(ENROL, json(anaya, 201));
    fireEvent.change(screen.getByRole('textbox', { name: 'Code from the SMS' }), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and enrol' }));
    expect(await screen.findByText('Anaya is enrolled. See you at the camp!')).toBeVisible();
    expect(await server.callsTo(ENROL)[0]!.request.json()).toEqual({
      first_name: 'Anaya',
      age: 7,
      batch: 'morning',
      code: '123456',
    });
    expect(await screen.findByRole('button', { name: 'Withdraw consent for Anaya' })).toBeVisible();
  });

  it('words a wrong code by the code field', async () => {
    server.answer(CODE, json(sent, 202));
    server.answer(
      ENROL,
      json({ code: 'otp_wrong', message: 'Wrong.', field: 'code', triesLeft: 2 }, 400),
    );
    open();
    fireEvent.change(await screen.findByRole('textbox', { name: /first name/ }), {
      target: { value: 'Kabir' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Age' }), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Evening: 17:30–18:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Code from the SMS' }), {
      target: { value: '000000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and enrol' }));
    expect(await screen.findByText(/2 tries left/)).toBeVisible();
  });

  it('withdraws consent only after the dialog asks again', async () => {
    server.answer(CHILDREN, json({ children: [anaya] }));
    server.answer(`DELETE /api/lead/kidscamp/children/${anaya.id}`, (_request) =>
      json({
        consent_id: 4,
        given_at: anaya.consent.given_at,
        withdrawn_at: '2026-11-28T04:00:00Z',
        child_erased: true,
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw consent for Anaya' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw consent for Anaya?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep enrolled' }));
    expect(server.callsTo(`DELETE /api/lead/kidscamp/children/${anaya.id}`)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw consent for Anaya' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Withdraw and erase',
      }),
    );
    expect(await screen.findByText("Consent withdrawn: Anaya's data is erased.")).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Withdraw consent for Anaya' })).toBeNull(),
    );
  });

  it('saves the material and each child’s certificate from /kidscamp/download', async () => {
    const createObjectURL = jest.fn(() => 'blob:kids-camp');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const pdf = () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
    server.answer(CHILDREN, json({ children: [anaya] }));
    server.answer('GET /api/lead/kidscamp/material.pdf', () => pdf());
    server.answer(`GET /api/lead/kidscamp/children/${anaya.id}/certificate.pdf`, () => pdf());
    open('/kidscamp/download');
    fireEvent.click(await screen.findByRole('button', { name: 'Download the material (PDF)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Certificate for Anaya (PDF)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
    expect(
      server.callsTo(`GET /api/lead/kidscamp/children/${anaya.id}/certificate.pdf`),
    ).toHaveLength(1);
  });

  describe('in Hindi', () => {
    inTestLanguage('hi');

    it('offers the same flow in Hindi', async () => {
      open();
      expect(await screen.findByRole('heading', { name: 'बच्चों का योग समर कैंप' })).toBeVisible();
      expect(screen.getByRole('textbox', { name: /बच्चे का पहला नाम/ })).toBeVisible();
      expect(screen.getByRole('radio', { name: 'सुबह: 07:30–08:00' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'मुझे कोड भेजें' })).toBeVisible();
      expect(screen.getByText('मैं माता-पिता हूँ और सहमत हूँ।')).toBeVisible();
    });
  });
});
