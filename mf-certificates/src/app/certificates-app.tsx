import { ensureCatalogue, type Catalogue } from '@yoga/shared';
import type { CertificateKind } from '@yoga/shared/models';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useCertificatesT } from '../locales/certificates-catalogue';

type PageModule<Props> = { default: ComponentType<Props>; PAGE_CATALOGUES: Catalogue[] };

/** A page loaded when first opened, with every catalogue it shows, so it never renders ids. */
const page = <Props extends object>(load: () => Promise<PageModule<Props>>) =>
  lazy(() =>
    load().then(async (module) => {
      await Promise.all(module.PAGE_CATALOGUES.map(ensureCatalogue));
      return module;
    }),
  );

const CertificatePage = page<{ kind: CertificateKind }>(() => import('./pages/certificate-page'));
const DownloadPage = page<{ kind: CertificateKind }>(() => import('./pages/download-page'));
const VerifyPage = page<object>(() => import('./pages/verify-page'));

function PageLoading() {
  const t = useCertificatesT();
  return <p role="status">{t('certificates.loading')}</p>;
}

const later = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

/**
 * mf-certificates owns the certificate pages: the member's own (completion and world-record
 * attempt), their downloads, and every certificate's public page.
 */
export function CertificatesApp() {
  return (
    <Routes>
      <Route path="/certificate" element={later(<CertificatePage kind="completion" />)} />
      <Route path="/certificate/download" element={later(<DownloadPage kind="completion" />)} />
      <Route path="/certificate/:id" element={later(<VerifyPage />)} />
      <Route path="/wr-certificate" element={later(<CertificatePage kind="world_record" />)} />
      <Route
        path="/wr-certificate/download"
        element={later(<DownloadPage kind="world_record" />)}
      />
      <Route path="*" element={null} />
    </Routes>
  );
}
