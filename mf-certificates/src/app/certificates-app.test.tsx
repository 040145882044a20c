import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { jsonResponse as json, renderWithStore, stubFetch } from '@yoga/shared/testing';
import { certificateStatus, issuedCertificate, member } from '../testing/fixtures';
import { CertificatesApp } from './certificates-app';

describe('CertificatesApp, a remote with the certificate routes', () => {
  it('renders nothing on a path it does not own', () => {
    const { container } = renderWithStore(<CertificatesApp />, { route: '/live', lead: member });
    expect(container).toBeEmptyDOMElement();
  });

  it('moves from the member’s certificate to its public page without loading the page again', async () => {
    const server = stubFetch({
      'GET /api/lead/lead/getleadcertificatestatus': json(
        certificateStatus({ status: 'issued', certificate: issuedCertificate() }),
      ),
      'GET /api/lead/lead/certificate/7K3M9Q2W8X4Z6P1R': json({
        certificate: issuedCertificate(),
        credential: 'x.y.z',
        jwks_url: '/.well-known/jwks.json',
        checks: { signature: true, not_revoked: true, current: true },
      }),
      'GET /.well-known/jwks.json': json({ keys: [] }),
    });
    renderWithStore(
      <>
        <Link to="/certificate/download">to downloads</Link>
        <CertificatesApp />
      </>,
      { route: '/certificate', lead: member },
    );
    await userEvent.click(await screen.findByRole('link', { name: 'View public page' }));
    expect(
      await screen.findByRole('heading', { name: 'Certificate of completion', level: 1 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'to downloads' }));
    expect(
      await screen.findByRole('heading', { name: 'Download your certificate', level: 1 }),
    ).toBeInTheDocument();
    // The status read once serves both member pages.
    expect(server.callsTo('GET /api/lead/lead/getleadcertificatestatus')).toHaveLength(1);
    server.restore();
  });
});
