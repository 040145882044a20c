import { serviceApis } from '@yoga/shared';
import type { CertificateVerification } from '@yoga/shared/models';

export const verifyApi = serviceApis.lead.injectEndpoints({
  endpoints: (build) => ({
    /** The public record of one certificate, its signed credential and the issuer's checks. */
    certificatesVerification: build.query<CertificateVerification, string>({
      query: (id) => `lead/certificate/${encodeURIComponent(id)}`,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useCertificatesVerificationQuery } = verifyApi;
