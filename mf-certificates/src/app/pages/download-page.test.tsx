import { screen, within } from '@testing-library/react';
import {
  inTestLanguage,
  jsonResponse as json,
  renderWithStore,
  stubFetch,
  type FetchStub,
} from '@yoga/shared/testing';
import {
  certificateStatus,
  issuedCertificate,
  member,
  worldRecordCertificate,
} from '../../testing/fixtures';
import { CertificatesApp } from '../certificates-app';

const STATUS = 'GET /api/lead/lead/getleadcertificatestatus';

describe('/certificate/download', () => {
  let server: FetchStub;
  beforeEach(() => {
    server = stubFetch({
      [STATUS]: json(certificateStatus({ status: 'issued', certificate: issuedCertificate() })),
    });
  });
  afterEach(() => {
    server.restore();
    jest.restoreAllMocks();
  });

  it('gives an issued certificate’s files as big buttons, and the share row', async () => {
    renderWithStore(<CertificatesApp />, { route: '/certificate/download', lead: member });
    expect(
      await screen.findByRole('heading', { name: 'Download your certificate', level: 1 }),
    ).toBeInTheDocument();
    const pdf = await screen.findByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('href', '/api/lead/lead/certificate/7K3M9Q2W8X4Z6P1R/pdf');
    expect(pdf).toHaveAttribute('download', 'certificate-7K3M9Q2W8X4Z6P1R.pdf');
    expect(pdf).toHaveClass('kit-button--block');
    expect(screen.getByRole('link', { name: 'Download image (PNG)' })).toHaveAttribute(
      'href',
      '/api/lead/lead/certificate/7K3M9Q2W8X4Z6P1R/png',
    );
    const share = screen.getByRole('region', { name: 'Share your certificate' });
    expect(within(share).getByRole('link', { name: /Share on WhatsApp/ })).toBeInTheDocument();
    expect(
      within(share).getByRole('link', { name: /Add to LinkedIn profile/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your certificate page' })).toHaveAttribute(
      'href',
      '/certificate',
    );
    expect(server.callsTo(STATUS)[0]?.search).toBe('?leadid=7&kind=completion');
  });

  it('sends a member without an issued certificate to /certificate, saying why', async () => {
    server.answer(
      STATUS,
      json(certificateStatus({ status: 'not_eligible', reason: 'challenge_running' })),
    );
    renderWithStore(<CertificatesApp />, { route: '/certificate/download', lead: member });
    expect(
      await screen.findByText(
        'There is no certificate to download yet. Here is where yours stands.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { name: 'Your certificate', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText(/Your certificate opens when the challenge ends on Tue, 1 Dec 2026\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  });

  it('asks a visitor to sign in', async () => {
    renderWithStore(<CertificatesApp />, { route: '/certificate/download' });
    expect(
      await screen.findByRole('heading', { name: 'Sign in to get your certificate' }),
    ).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });
});

describe('/wr-certificate/download', () => {
  let server: FetchStub;
  beforeEach(() => {
    server = stubFetch({
      [STATUS]: json(
        certificateStatus(
          { status: 'issued', certificate: worldRecordCertificate() },
          'world_record',
        ),
      ),
    });
  });
  afterEach(() => {
    server.restore();
    jest.restoreAllMocks();
  });

  it('gives the participation certificate’s files', async () => {
    renderWithStore(<CertificatesApp />, { route: '/wr-certificate/download', lead: member });
    expect(await screen.findByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/lead/lead/certificate/W9R8C7D6E5F4G3H2/pdf',
    );
    expect(screen.getByRole('figure', { name: 'Your certificate' })).toHaveTextContent(
      'took part in the world-record attempt of 14-Day Yoga Challenge',
    );
    expect(server.callsTo(STATUS)[0]?.search).toBe('?leadid=7&kind=world_record');
    expect(document.body).not.toHaveTextContent(/set a world record/i);
  });

  it('sends a member without one to /wr-certificate', async () => {
    server.answer(
      STATUS,
      json(certificateStatus({ status: 'not_eligible', reason: 'no_attempt' }, 'world_record')),
    );
    renderWithStore(<CertificatesApp />, { route: '/wr-certificate/download', lead: member });
    expect(
      await screen.findByRole('heading', {
        name: 'Your world-record attempt certificate',
        level: 1,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('There is no certificate to download yet. Here is where yours stands.'),
    ).toBeInTheDocument();
  });

  describe('in Hindi', () => {
    inTestLanguage('hi');

    it('labels the downloads in Hindi', async () => {
      renderWithStore(<CertificatesApp />, { route: '/wr-certificate/download', lead: member });
      expect(await screen.findByRole('link', { name: 'PDF डाउनलोड करें' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'इमेज (PNG) डाउनलोड करें' })).toBeInTheDocument();
      expect(
        screen.getByRole('heading', {
          name: 'विश्व रिकॉर्ड प्रयास का अपना प्रमाणपत्र डाउनलोड करें',
          level: 1,
        }),
      ).toBeInTheDocument();
    });
  });
});
