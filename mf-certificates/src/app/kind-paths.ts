import type { CertificateKind } from '@yoga/shared/models';

/** Each kind's own page: the completion certificate and the world-record attempt's. */
export const KIND_PATHS: Record<CertificateKind, string> = {
  completion: '/certificate',
  world_record: '/wr-certificate',
};
