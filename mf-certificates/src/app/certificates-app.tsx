import { DeclaredRoutes } from '@yoga/shared';
import { useCertificatesT } from '../locales/certificates-catalogue';
import { ROUTES } from './routes';

function PageLoading() {
  const t = useCertificatesT();
  return <p role="status">{t('certificates.loading')}</p>;
}

/** mf-certificates owns the certificate pages (src/app/routes.ts). */
export function CertificatesApp() {
  return <DeclaredRoutes routes={ROUTES} fallback={<PageLoading />} />;
}
