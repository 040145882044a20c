import { createRemoteLifecycles } from '@yoga/shared';
import { certificatesCatalogue } from '../locales/certificates-catalogue';
import { CertificatesApp } from './certificates-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(
  CertificatesApp,
  certificatesCatalogue,
);
