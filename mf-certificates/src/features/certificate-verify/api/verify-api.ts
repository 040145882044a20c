import { serviceApis } from '@yoga/shared';
import type { CertificateVerification } from '@yoga/shared/models';

export const verifyApi = serviceApis.lead.injectEndpoints({
  endpoints: (build) => ({
    /** The public record of one certificate, its signed credential and the issuer's checks. */
    certificatesVerification: build.query<CertificateVerification, string>({
      query: (id) => ({
        url: `lead/certificate/${encodeURIComponent(id)}`,
        // The API lets caches keep it a minute; this browser asks again, so a page opened just
        // after a correction or a revocation says so (a copy from its last visit would not).
        cache: 'no-cache',
      }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useCertificatesVerificationQuery } = verifyApi;
