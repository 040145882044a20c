import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  inTestLanguage,
  jsonResponse as json,
  renderWithStore,
  stubFetch,
  type FetchStub,
} from '@yoga/shared/testing';
import {
  certificateStatus,
  challenge,
  CORRECTED_ID,
  dayFromToday,
  issuedCertificate,
  member,
  problem,
  worldRecordCertificate,
} from '../../testing/fixtures';
import { CertificatesApp } from '../certificates-app';

const STATUS = 'GET /api/lead/lead/getleadcertificatestatus';
const ISSUE = 'POST /api/lead/lead/certificate';
const CORRECT = 'POST /api/lead/lead/certificate/correction';
const PNG = `GET /api/lead/lead/certificate/${issuedCertificate().id}/png`;

const issuedStatus = (overrides = {}) =>
  certificateStatus({ status: 'issued', certificate: issuedCertificate(), ...overrides });

describe('/certificate', () => {
  let server: FetchStub;
  beforeEach(() => {
    server = stubFetch({
      [STATUS]: json(certificateStatus()),
      [ISSUE]: json(issuedCertificate()),
    });
  });
  afterEach(() => {
    server.restore();
    jest.restoreAllMocks();
  });

  it('asks a visitor to sign in, without reading anything', async () => {
    renderWithStore(<CertificatesApp />, { route: '/certificate' });
    expect(
      await screen.findByRole('heading', { name: 'Sign in to get your certificate' }),
    ).toBeInTheDocument();
    // Either way in comes back to the certificate.
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcertificate',
    );
    expect(screen.getByRole('link', { name: 'Join free' })).toHaveAttribute(
      'href',
      '/?next=%2Fcertificate',
    );
    expect(server.calls).toEqual([]);
  });

  it('tells a member in no challenge how to join one, from the lead or from the API', async () => {
    const { unmount } = renderWithStore(<CertificatesApp />, {
      route: '/certificate',
      lead: { ...member, active_challenge_id: null },
    });
    expect(await screen.findByText('You are not in a challenge yet')).toBeInTheDocument();
    unmount();

    server.answer(STATUS, json(problem(409, 'not_enrolled', 'Not in a challenge'), 409));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<CertificatesApp />, { route: '/certificate', lead: member });
    expect(await screen.findByText('You are not in a challenge yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the challenge' })).toHaveAttribute('href', '/');
  });

  it('reads the member’s status of the completion certificate', async () => {
    renderWithStore(<CertificatesApp />, { route: '/certificate', lead: member });
    await screen.findByRole('heading', { name: 'Your certificate is ready to issue' });
    expect(server.callsTo(STATUS)[0]?.search).toBe('?leadid=7&kind=completion');
  });

  it('reads and issues a past challenge’s certificate from ?challenge=, as past challenges link it', async () => {
    server.answer(ISSUE, json(issuedCertificate()));
    renderWithStore(<CertificatesApp />, { route: '/certificate?challenge=58', lead: member });
    await screen.findByRole('heading', { name: 'Your certificate is ready to issue' });
    expect(server.callsTo(STATUS)[0]?.search).toBe('?leadid=7&kind=completion&challenge=58');
    await userEvent.click(screen.getByRole('button', { name: 'Issue my certificate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, issue my certificate' }));
    expect(
      await screen.findByText('Your certificate is ready. Download it or share it below.'),
    ).toBeInTheDocument();
    expect(await server.callsTo(ISSUE)[0]?.request.json()).toMatchObject({ challenge: 58 });
  });

  it('ignores a ?challenge= that is not a plain id', async () => {
    renderWithStore(<CertificatesApp />, { route: '/certificate?challenge=1e3', lead: member });
    await screen.findByRole('heading', { name: 'Your certificate is ready to issue' });
    expect(server.callsTo(STATUS)[0]?.search).toBe('?leadid=7&kind=completion');
  });

  it('shows a spinner, then an error with a retry', async () => {
    let fail: () => void = () => undefined;
    server.answer(
      STATUS,
      () =>
        new Promise<Response>((resolve) => {
          fail = () => resolve(json(problem(500, 'server_error', 'x'), 500));
        }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<CertificatesApp />, { route: '/certificate', lead: member });
    expect(
      await screen.findByRole('status', { name: 'Loading your certificate…' }),
    ).toBeInTheDocument();
    fail();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your certificate.',
    );
    server.answer(STATUS, json(certificateStatus()));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Your certificate is ready to issue' }),
    ).toBeInTheDocument();
  });

  describe('not eligible', () => {
    it('while the challenge runs with too few days: how many more, by when', async () => {
      const end = dayFromToday(4);
      server.answer(
        STATUS,
        json(
          certificateStatus({
            status: 'not_eligible',
            reason: 'too_few_days',
            days_attended: 7,
            challenge: { ...challenge, end_date: end },
          }),
        ),
      );
      renderWithStore(<CertificatesApp />, { route: '/certificate', lead: member });
      const bar = await screen.findByRole('progressbar', { name: 'Days attended' });
      expect(bar).toHaveAttribute('aria-valuenow', '7');
      expect(bar).toHaveAttribute('aria-valuemax', '10');
      expect(bar).toHaveAttribute('aria-valuetext', '7 of 10 days');
      expect(
        screen.getByText(
          /^Attend 3 more days before the challenge ends on .+ to earn your certificate\.$/,
        ),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          'The certificate of 14-Day Yoga Challenge is for members who attend at least 10 of its 14 days.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).toBeNull();
    });

    it('after the challenge with too few days: what was needed, and whom to call', async () => {
      server.answer(
        STATUS,
        json(
          certificateStatus({
            status: 'not_eligible',
            reason: 'too_few_days',
            days_attended: 9,
            challenge: { ...challenge, end_date: dayFromToday(-3) },
          }),
        ),
      );
      renderWithStore(<CertificatesApp />, { route: '/certificate', lead: member });
      expect(
        await screen.findByText(
          /^The challenge ended on .+\. The certificate needs 10 days of attendance, and you attended 9\.$/,
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /^\+?[\d ]+$/ })).toHaveAttribute(
        'href',
        expect.stringMatching(/^tel:\+?\d+$/),
      );
    });

    it('with enough days while the challenge runs: it opens on the end date', async () => {
      server.answer(
        STATUS,
        json(
          certificateStatus({
            status: 'not_eligible',
            reason: 'challenge_running',
            days_attended: 11,
          }),
        ),
      );
      renderWithStore(<CertificatesApp />, { route: '/certificate', lead: member });
      expect(
        await screen.findByText(
          'You have attended enough days. Your certificate opens when the challenge ends on Tue, 1 Dec 2026.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Days attended' })).toHaveAttribute(
        'aria-valuetext',
        '11 of 10 days',
      );
    });
  });

  describe('eligible', () => {
    it('prefills the name, previews it live, and checks it by the name rule', async () => {
      renderWithStore(<CertificatesApp />, { route: '/certificate', lead: member });
      const field = await screen.findByRole('textbox', { name: 'Name on your certificate' });
      expect(field).toHaveValue('Asha Verma');
      expect(field).toHaveAccessibleDescription(/You may write it in Devanagari too/);
      const preview = screen.getByRole('figure', { name: 'Preview of your certificate' });
      expect(preview).toHaveTextContent('Certificate of completion');
      expect(preview).toHaveTextContent('Asha Verma');
      expect(preview).toHaveTextContent(
        'completed 14-Day Yoga Challenge, attending 12 of its 14 days',
      );
      expect(preview).toHaveTextContent('Wed, 18 Nov 2026 to Tue, 1 Dec 2026');

      await userEvent.clear(field);
      await userEvent.type(field, 'आशा  वर्मा');
      expect(preview).toHaveTextContent('आशा वर्मा');

      await userEvent.clear(field);
      await userEvent.type(field, 'Asha 2');
      await userEvent.click(screen.getByRole('button', { name: 'Issue my certificate' }));
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Your name can only have letters and spaces.'),
      );
      expect(field).toHaveAttribute('aria-invalid', 'true');

      await userEvent.clear(field);
      await userEvent.click(screen.getByRole('button', { name: 'Issue my certificate' }));
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Please enter your name.'));
      expect(preview).toHaveTextContent('Your name');
      expect(server.callsTo(ISSUE)).toEqual([]);
    });

    it('issues after a confirmation, in Devanagari, then shows the certificate', async () => {
      server.answer(ISSUE, json(issuedCertificate({ holder_name: 'आशा वर्मा' })));
      renderWithStore(<CertificatesApp />, { route: '/certificate', lead: member });
      const field = await screen.findByRole('textbox', { name: 'Name on your certificate' });
      await userEvent.clear(field);
      await userEvent.type(field, '  आशा   वर्मा ');
      await userEvent.click(screen.getByRole('button', { name: 'Issue my certificate' }));

      const confirm = screen.getByRole('region', { name: 'Print this name?' });
      expect(within(confirm).getByRole('heading', { name: 'Print this name?' })).toHaveFocus();
      expect(confirm).toHaveTextContent('आशा वर्मा');
      expect(confirm).toHaveTextContent('you can correct the name yourself only once');
      expect(server.callsTo(ISSUE)).toEqual([]);

      // Going back keeps what was typed.
      await userEvent.click(within(confirm).getByRole('button', { name: 'Change the name' }));
      expect(screen.getByRole('textbox', { name: 'Name on your certificate' })).toHaveValue(
        'आशा वर्मा',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Issue my certificate' }));
      await userEvent.click(screen.getByRole('button', { name: 'Yes, issue my certificate' }));

      expect(
        await screen.findByText('Your certificate is ready. Download it or share it below.'),
      ).toHaveAttribute('role', 'status');
      expect(screen.getByRole('figure', { name: 'Your certificate' })).toHaveTextContent(
        'आशा वर्मा',
      );
      expect(await server.callsTo(ISSUE)[0]?.request.json()).toEqual({
        leadid: 7,
        kind: 'completion',
        name: 'आशा वर्मा',
      });
      // The answer is the new status: no second read.
      expect(server.callsTo(STATUS)).toHaveLength(1);
    });

    it('starts empty when the member’s own name cannot be printed as it is', async () => {
      server.answer(STATUS, json(certificateStatus({ suggested_name: '' })));
      renderWithStore(<CertificatesApp />, { route: '/certificate', lead: member });
      expect(await screen.findByRole('textbox', { name: 'Name on your certificate' })).toHaveValue(
        '',
      );
    });

    it('says why the server refused, and reads the status again', async () => {
      server.answer(ISSUE, json(problem(409, 'certificate_not_eligible', 'Not eligible'), 409));
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      renderWithStore(<CertificatesApp />, { route: '/certificate', lead: member });
      await userEvent.click(await screen.findByRole('button', { name: 'Issue my certificate' }));
      server.answer(
        STATUS,
        json(certificateStatus({ status: 'not_eligible', reason: 'challenge_running' })),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Yes, issue my certificate' }));
      expect(
        await screen.findByText(/Your certificate opens when the challenge ends on/),
      ).toBeInTheDocument();
      expect(server.callsTo(STATUS)).toHaveLength(2);
    });
  });

  describe('issued', () => {
    beforeEach(() => {
      server.answer(STATUS, json(issuedStatus()));
      server.answer(
        CORRECT,
        json(issuedCertificate({ id: CORRECTED_ID, holder_name: 'Asha Varma' })),
      );
    });

    it('shows the certificate, its downloads, sharing and the public page', async () => {
      renderWithStore(<CertificatesApp />, { route: '/certificate', lead: member });
      const card = await screen.findByRole('figure', { name: 'Your certificate' });
      expect(card).toHaveTextContent('Asha Verma');
      expect(card).toHaveTextContent('Issued on Wed, 2 Dec 2026 by Yoga Challenge Foundation');
      expect(card).toHaveTextContent('Certificate ID 7K3M9Q2W8X4Z6P1R');

      expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
        'href',
        '/api/lead/lead/certificate/7K3M9Q2W8X4Z6P1R/pdf',
      );
      expect(screen.getByRole('link', { name: 'Download image (PNG)' })).toHaveAttribute(
        'href',
        '/api/lead/lead/certificate/7K3M9Q2W8X4Z6P1R/png',
      );
      const share = screen.getByRole('region', { name: 'Share your certificate' });
      const whatsapp = within(share).getByRole('link', { name: /Share on WhatsApp/ });
      expect(whatsapp).toHaveAttribute(
        'href',
        `https://wa.me/?text=${encodeURIComponent(
          'I completed 14-Day Yoga Challenge and earned my certificate! See it here: https://yoga.example/certificate/7K3M9Q2W8X4Z6P1R',
        )}`,
      );
      expect(within(share).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();

      const linkedIn = within(share).getByRole('link', { name: /Add to LinkedIn profile/ });
      const url = new URL(linkedIn.getAttribute('href')!);
      expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        startTask: 'CERTIFICATION_NAME',
        name: 'Certificate of completion: 14-Day Yoga Challenge',
        organizationName: 'Yoga Challenge Foundation',
        issueYear: '2026',
        issueMonth: '12',
        certUrl: 'https://yoga.example/certificate/7K3M9Q2W8X4Z6P1R',
        certId: '7K3M9Q2W8X4Z6P1R',
      });
      expect(linkedIn).toHaveAttribute('target', '_blank');

      expect(screen.getByRole('link', { name: 'View public page' })).toHaveAttribute(
        'href',
        '/certificate/7K3M9Q2W8X4Z6P1R',
      );
      expect(screen.getByRole('button', { name: 'Correct my name' })).toBeInTheDocument();
      // No image is fetched where the browser cannot share files.
      expect(server.callsTo(PNG)).toEqual([]);
    });

    it('copies the link', async () => {
      const writeText = jest.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      renderWithStore(<CertificatesApp />, { route: '/certificate', lead: member });
      await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
      expect(writeText).toHaveBeenCalledWith('https://yoga.example/certificate/7K3M9Q2W8X4Z6P1R');
      expect(await screen.findByText('Link copied')).toBeInTheDocument();
      Reflect.deleteProperty(navigator, 'clipboard');
    });

    it('shares the image itself where the browser can share files', async () => {
      const share = jest.fn().mockResolvedValue(undefined);
      const canShare = jest.fn((data: ShareData) => Boolean(data.files?.length));
      Object.assign(navigator, { share, canShare });
      server.answer(
        PNG,
        () => new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 }),
      );
      renderWithStore(<CertificatesApp />, { route: '/certificate', lead: member });
      await waitFor(() => expect(server.callsTo(PNG)).toHaveLength(1));
      const button = await screen.findByRole('button', { name: 'Share' });
      // Let the image arrive before the tap, as it has on a phone by the time one taps.
      await new Promise((resolve) => setTimeout(resolve, 0));
      await userEvent.click(button);
      expect(share).toHaveBeenCalledTimes(1);
      const data = share.mock.calls[0]![0] as ShareData;
      expect(data.url).toBe('https://yoga.example/certificate/7K3M9Q2W8X4Z6P1R');
      expect(data.files).toHaveLength(1);
      expect(data.files![0]!.name).toBe('certificate-7K3M9Q2W8X4Z6P1R.png');
      expect(data.files![0]!.type).toBe('image/png');
      Reflect.deleteProperty(navigator, 'share');
      Reflect.deleteProperty(navigator, 'canShare');
    });

    it('corrects the name once, with the same check and a confirmation', async () => {
      renderWithStore(<CertificatesApp />, { route: '/certificate', lead: member });
      await userEvent.click(await screen.findByRole('button', { name: 'Correct my name' }));
      const field = screen.getByRole('textbox', { name: 'Name on your certificate' });
      expect(field).toHaveValue('Asha Verma');
      await userEvent.clear(field);
      await userEvent.type(field, 'Asha_Varma');
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Your name can only have letters and spaces.'),
      );
      await userEvent.clear(field);
      await userEvent.type(field, 'Asha Varma');
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(screen.getByRole('region', { name: 'Correct the name to this?' })).toHaveTextContent(
        'This is your one correction',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Yes, correct my name' }));

      expect(
        await screen.findByText('Your name is corrected. This is your new certificate.'),
      ).toHaveAttribute('role', 'status');
      expect(screen.getByRole('figure', { name: 'Your certificate' })).toHaveTextContent(
        'Asha Varma',
      );
      expect(screen.getByRole('link', { name: 'View public page' })).toHaveAttribute(
        'href',
        `/certificate/${CORRECTED_ID}`,
      );
      expect(await server.callsTo(CORRECT)[0]?.request.json()).toEqual({
        leadid: 7,
        kind: 'completion',
        name: 'Asha Varma',
      });
      expect(screen.queryByRole('button', { name: 'Correct my name' })).toBeNull();
      expect(
        screen.getByText(
          'You have already used your one correction. Our support team can still correct the name for you.',
        ),
      ).toBeInTheDocument();
    });

    it('after the one correction, says support can still correct it', async () => {
      server.answer(STATUS, json(issuedStatus({ corrections_left: 0 })));
      renderWithStore(<CertificatesApp />, { route: '/certificate', lead: member });
      expect(
        await screen.findByText(
          'You have already used your one correction. Our support team can still correct the name for you.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Correct my name' })).toBeNull();
      expect(
        screen.getByText(/^To change it again, call them on/).querySelector('a'),
      ).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    });

    it('when the server says the correction was used already, says so and offers it no more', async () => {
      server.answer(
        CORRECT,
        json(
          problem(409, 'certificate_correction_used', 'You have already corrected your name once.'),
          409,
        ),
      );
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      renderWithStore(<CertificatesApp />, { route: '/certificate', lead: member });
      await userEvent.click(await screen.findByRole('button', { name: 'Correct my name' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Name on your certificate' }), 'x');
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await userEvent.click(screen.getByRole('button', { name: 'Yes, correct my name' }));
      expect(
        await screen.findByText(
          'You have already used your one correction. Our support team can still correct the name for you.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('figure', { name: 'Your certificate' })).toHaveTextContent(
        'Asha Verma',
      );
    });
  });

  it('says a withdrawn certificate was withdrawn, why, and whom to call', async () => {
    server.answer(
      STATUS,
      json(
        certificateStatus({
          status: 'revoked',
          certificate: issuedCertificate({
            status: 'revoked',
            revoked_reason: 'Attendance was recorded in error.',
          }),
        }),
      ),
    );
    renderWithStore(<CertificatesApp />, { route: '/certificate', lead: member });
    expect(
      await screen.findByRole('heading', { name: 'Your certificate was withdrawn' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason: Attendance was recorded in error.')).toBeInTheDocument();
    expect(screen.getByText(/call our support team on/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  });

  describe('in Hindi', () => {
    inTestLanguage('hi');

    it('asks for the name and explains the check in Hindi', async () => {
      renderWithStore(<CertificatesApp />, { route: '/certificate', lead: member });
      expect(await screen.findByRole('heading', { name: 'आपका प्रमाणपत्र', level: 1 })).toBeVisible();
      const field = await screen.findByRole('textbox', { name: 'प्रमाणपत्र पर आपका नाम' });
      expect(screen.getByRole('figure', { name: 'आपके प्रमाणपत्र की झलक' })).toHaveTextContent(
        'ने 14 दिवसीय योग चैलेंज के 14 में से 12 दिन शामिल होकर इसे पूरा किया',
      );
      await userEvent.clear(field);
      await userEvent.type(field, 'Asha 2');
      await userEvent.click(screen.getByRole('button', { name: 'मेरा प्रमाणपत्र जारी करें' }));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('नाम में सिर्फ़ अक्षर और खाली जगह हो सकती है, अंक या चिह्न नहीं।'),
      );
    });
  });
});

describe('/wr-certificate', () => {
  let server: FetchStub;
  const wrStatus = (overrides = {}) => certificateStatus(overrides, 'world_record');
  beforeEach(() => {
    server = stubFetch({
      [STATUS]: json(wrStatus()),
      [ISSUE]: json(worldRecordCertificate()),
    });
  });
  afterEach(() => {
    server.restore();
    jest.restoreAllMocks();
  });

  const never = () => expect(document.body).not.toHaveTextContent(/set a world record/i);

  it('reads the world-record status and says honestly what the certificate is', async () => {
    renderWithStore(<CertificatesApp />, { route: '/wr-certificate', lead: member });
    expect(
      await screen.findByRole('heading', {
        name: 'Your world-record attempt certificate',
        level: 1,
      }),
    ).toBeInTheDocument();
    expect(server.callsTo(STATUS)[0]?.search).toBe('?leadid=7&kind=world_record');
    const preview = await screen.findByRole('figure', { name: 'Preview of your certificate' });
    expect(preview).toHaveTextContent('Certificate of participation');
    expect(preview).toHaveTextContent(
      'took part in the world-record attempt of 14-Day Yoga Challenge',
    );
    expect(preview).toHaveTextContent('Attempt on');
    expect(preview).toHaveTextContent('2026');
    await userEvent.click(screen.getByRole('button', { name: 'Issue my certificate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, issue my certificate' }));
    const card = await screen.findByRole('figure', { name: 'Your certificate' });
    expect(card).toHaveTextContent('Attempt on Tue, 24 Nov 2026');
    expect(await server.callsTo(ISSUE)[0]?.request.json()).toEqual({
      leadid: 7,
      kind: 'world_record',
      name: 'Asha Verma',
    });
    const share = screen.getByRole('region', { name: 'Share your certificate' });
    expect(within(share).getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringContaining(
        encodeURIComponent('I took part in the world-record attempt of 14-Day Yoga Challenge!'),
      ),
    );
    const linkedIn = new URL(
      within(share)
        .getByRole('link', { name: /Add to LinkedIn profile/ })
        .getAttribute('href')!,
    );
    expect(linkedIn.searchParams.get('name')).toBe(
      'Participation in the world-record attempt: 14-Day Yoga Challenge',
    );
    never();
  });

  it('with the attempt still ahead: when it is, and the way to the live page', async () => {
    server.answer(
      STATUS,
      json(
        wrStatus({ status: 'not_eligible', reason: 'attempt_ahead', attempt_date: '2026-11-30' }),
      ),
    );
    renderWithStore(<CertificatesApp />, { route: '/wr-certificate', lead: member });
    expect(
      await screen.findByText(
        'The world-record attempt is on Mon, 30 Nov 2026, in the live session. Take part in it and your participation certificate opens here.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the live sessions' })).toHaveAttribute(
      'href',
      '/live',
    );
    never();
  });

  it('without an attempt yet, or without the member at it', async () => {
    server.answer(STATUS, json(wrStatus({ status: 'not_eligible', reason: 'no_attempt' })));
    const { unmount } = renderWithStore(<CertificatesApp />, {
      route: '/wr-certificate',
      lead: member,
    });
    expect(
      await screen.findByText(/^There is no world-record attempt to certify yet\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    never();
    unmount();

    server.answer(STATUS, json(wrStatus({ status: 'not_eligible', reason: 'not_at_attempt' })));
    renderWithStore(<CertificatesApp />, { route: '/wr-certificate', lead: member });
    expect(
      await screen.findByText(
        'Our records do not show you at the world-record attempt, so we cannot give you its participation certificate.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/call our support team on/)).toBeInTheDocument();
    never();
  });

  describe('in Hindi', () => {
    inTestLanguage('hi');

    it('calls it a participation certificate', async () => {
      renderWithStore(<CertificatesApp />, { route: '/wr-certificate', lead: member });
      const preview = await screen.findByRole('figure', { name: 'आपके प्रमाणपत्र की झलक' });
      expect(preview).toHaveTextContent('भागीदारी प्रमाणपत्र');
      expect(preview).toHaveTextContent('ने 14 दिवसीय योग चैलेंज के विश्व रिकॉर्ड प्रयास में हिस्सा लिया');
    });
  });
});
