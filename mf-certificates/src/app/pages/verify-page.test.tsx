import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  inTestLanguage,
  jsonResponse as json,
  renderWithStore,
  stubFetch,
  type FetchStub,
} from '@yoga/shared/testing';
import type { Certificate } from '@yoga/shared/models';
import { issuerKeys, signCredential, tamper } from '../../testing/credentials';
import {
  CERTIFICATE_ID,
  CORRECTED_ID,
  issuedCertificate,
  member,
  problem,
  verification,
  worldRecordCertificate,
} from '../../testing/fixtures';
import { CertificatesApp } from '../certificates-app';

const READ = `GET /api/lead/lead/certificate/${CERTIFICATE_ID}`;
const JWKS = 'GET /.well-known/jwks.json';

describe('/certificate/:id, the public page', () => {
  let server: FetchStub;
  let keys: Awaited<ReturnType<typeof issuerKeys>>;
  /** The page's answer for a certificate, with its credential signed by the issuer's key. */
  const serve = async (certificate: Certificate, sign = signCredential) => {
    const credential = await sign(certificate, keys);
    server.answer(
      `GET /api/lead/lead/certificate/${certificate.id}`,
      json(verification(certificate, credential)),
    );
  };

  beforeAll(async () => {
    keys = await issuerKeys();
  });
  beforeEach(() => {
    server = stubFetch({ [JWKS]: json(keys.jwks) });
  });
  afterEach(() => {
    server.restore();
    jest.restoreAllMocks();
  });

  it('shows a valid certificate to a visitor, checked on this device, with its QR code and files', async () => {
    await serve(issuedCertificate());
    renderWithStore(<CertificatesApp />, { route: `/certificate/${CERTIFICATE_ID}` });
    expect(
      await screen.findByRole('heading', { name: 'Certificate of completion', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Valid')).toBeInTheDocument();
    expect(
      screen.getByText('This certificate was issued by the organiser and is current.'),
    ).toBeInTheDocument();

    const details = screen.getByRole('region', { name: 'What it certifies' });
    const rows = within(details)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Awarded to: Asha Verma',
      'For: Completing the challenge',
      'Challenge: 14-Day Yoga Challenge',
      'Dates: Wed, 18 Nov 2026 to Tue, 1 Dec 2026',
      'Days attended: 12 of 14',
      'Issued on: Wed, 2 Dec 2026',
      'Issued by: Yoga Challenge Foundation',
      `Certificate ID: ${CERTIFICATE_ID}`,
    ]);
    expect(document.body).not.toHaveTextContent('9876543210');
    // Asked again, not taken from this browser's copy of an earlier visit.
    expect(server.callsTo(READ)[0]?.request.cache).toBe('no-cache');

    const checks = screen.getByRole('region', { name: 'Checks' });
    const signature = within(checks).getAllByRole('listitem')[0]!;
    expect(await within(signature).findByText('Checked on this device')).toBeInTheDocument();
    expect(within(signature).getByRole('status')).toHaveTextContent('PassedChecked on this device');
    expect(
      within(checks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '✓Signature of the issuerPassedChecked on this device',
      '✓Not withdrawnPassed',
      '✓Current (not replaced by a correction)Passed',
    ]);

    const files = screen.getByRole('region', { name: 'Files' });
    expect(
      within(files).getByRole('link', { name: 'Download the signed credential' }),
    ).toHaveAttribute('href', `/api/lead/lead/certificate/${CERTIFICATE_ID}/credential`);
    expect(within(files).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/lead/lead/certificate/${CERTIFICATE_ID}/pdf`,
    );
    expect(within(files).getByRole('link', { name: 'Download image (PNG)' })).toBeInTheDocument();
    const qr = await within(files).findByRole('img', {
      name: 'QR code of this certificate’s page',
    });
    // Drawn by the server: the page loads no QR library.
    expect(qr).toHaveAttribute('src', `/api/lead/lead/certificate/${CERTIFICATE_ID}/qr`);
    expect(qr).toHaveAttribute('width', '160');
    fireEvent.error(qr);
    expect(within(files).queryByRole('img')).toBeNull();
  });

  it('fails the signature of a credential changed after signing', async () => {
    await serve(issuedCertificate(), async (certificate, key) =>
      tamper(await signCredential(certificate, key)),
    );
    renderWithStore(<CertificatesApp />, { route: `/certificate/${CERTIFICATE_ID}` });
    const checks = await screen.findByRole('region', { name: 'Checks' });
    const signature = within(checks).getAllByRole('listitem')[0]!;
    expect(
      await within(signature).findByText(
        'Checked on this device: the signed credential does not match this page, or it was changed.',
      ),
    ).toBeInTheDocument();
    expect(signature).toHaveTextContent(/^✗Signature of the issuerFailed/);
  });

  it('falls back to the issuer’s check where the browser has no Ed25519', async () => {
    await serve(issuedCertificate());
    jest
      .spyOn(crypto.subtle, 'importKey')
      .mockRejectedValue(new DOMException('Ed25519 is not supported', 'NotSupportedError'));
    renderWithStore(<CertificatesApp />, { route: `/certificate/${CERTIFICATE_ID}` });
    const checks = await screen.findByRole('region', { name: 'Checks' });
    expect(
      await within(checks).findByText(
        'Checked by the issuer (this browser cannot check it itself)',
      ),
    ).toBeInTheDocument();
    expect(within(checks).getAllByRole('listitem')[0]).toHaveTextContent(
      '✓Signature of the issuerPassed',
    );
  });

  it('links a replaced certificate to the corrected one, and offers no PDF of it', async () => {
    await serve(issuedCertificate({ status: 'superseded', superseded_by: CORRECTED_ID }));
    await serve(issuedCertificate({ id: CORRECTED_ID, holder_name: 'Asha Varma' }));
    renderWithStore(<CertificatesApp />, { route: `/certificate/${CERTIFICATE_ID}` });
    expect(await screen.findByText('Replaced')).toBeInTheDocument();
    expect(
      screen.getByText('This certificate was replaced by a corrected one.'),
    ).toBeInTheDocument();
    const checks = screen.getByRole('region', { name: 'Checks' });
    expect(within(checks).getAllByRole('listitem')[2]).toHaveTextContent(
      '✗Current (not replaced by a correction)Failed',
    );
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Download the signed credential' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'See the corrected certificate' }));
    expect(await screen.findByText('Asha Varma')).toBeInTheDocument();
    expect(screen.getByText('Valid')).toBeInTheDocument();
  });

  it('says a withdrawn certificate was withdrawn, and why', async () => {
    await serve(
      issuedCertificate({ status: 'revoked', revoked_reason: 'Attendance was recorded in error.' }),
    );
    renderWithStore(<CertificatesApp />, { route: `/certificate/${CERTIFICATE_ID}` });
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
    expect(
      screen.getByText('The issuer has withdrawn this certificate. It is no longer valid.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason: Attendance was recorded in error.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Checks' })).getAllByRole('listitem')[1],
    ).toHaveTextContent('✗Not withdrawnFailed');
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  });

  it('says plainly when there is no such certificate', async () => {
    server.answer(
      'GET /api/lead/lead/certificate/0000000000000000',
      json(problem(404, 'not_found', 'No certificate has this id.'), 404),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<CertificatesApp />, { route: '/certificate/0000000000000000', lead: member });
    expect(
      await screen.findByRole('heading', { name: 'We could not find this certificate', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('says so at once for an id no certificate can have, and reads a lower-case one', async () => {
    const { unmount } = renderWithStore(<CertificatesApp />, { route: '/certificate/not-an-id' });
    expect(
      await screen.findByRole('heading', { name: 'We could not find this certificate', level: 1 }),
    ).toBeInTheDocument();
    expect(server.calls).toEqual([]);
    unmount();

    await serve(issuedCertificate());
    renderWithStore(<CertificatesApp />, {
      route: `/certificate/${CERTIFICATE_ID.toLowerCase()}`,
    });
    expect(
      await screen.findByRole('heading', { name: 'Certificate of completion', level: 1 }),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry when the read fails', async () => {
    server.answer(READ, json(problem(503, 'service_unavailable', 'Down'), 503));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<CertificatesApp />, { route: `/certificate/${CERTIFICATE_ID}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load this certificate.',
    );
    await serve(issuedCertificate());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Certificate of completion', level: 1 }),
    ).toBeInTheDocument();
  });

  it('words a world-record certificate as taking part in the attempt', async () => {
    const certificate = worldRecordCertificate();
    await serve(certificate);
    renderWithStore(<CertificatesApp />, { route: `/certificate/${certificate.id}` });
    expect(
      await screen.findByRole('heading', {
        name: 'Certificate of participation in the world-record attempt',
        level: 1,
      }),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'What it certifies' });
    expect(details).toHaveTextContent('ForTaking part in the world-record attempt');
    expect(details).toHaveTextContent('Attempt dateTue, 24 Nov 2026');
    expect(details).not.toHaveTextContent('Days attended');
    expect(document.body).not.toHaveTextContent(/set a world record/i);
    expect(await screen.findByText('Checked on this device')).toBeInTheDocument();
  });

  describe('in Hindi', () => {
    inTestLanguage('hi');

    it('shows the details and the checks in Hindi', async () => {
      await serve(issuedCertificate());
      renderWithStore(<CertificatesApp />, { route: `/certificate/${CERTIFICATE_ID}` });
      expect(
        await screen.findByRole('heading', { name: 'चैलेंज पूरा करने का प्रमाणपत्र', level: 1 }),
      ).toBeInTheDocument();
      expect(screen.getByText('मान्य')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'प्रमाणपत्र का विवरण' })).toHaveTextContent(
        'शामिल हुए दिन14 में से 12',
      );
      expect(await screen.findByText('इसी डिवाइस पर जाँचा गया')).toBeInTheDocument();
      expect(
        screen.getByRole('link', { name: 'साइन किया हुआ क्रेडेंशियल डाउनलोड करें' }),
      ).toBeInTheDocument();
    });
  });
});
