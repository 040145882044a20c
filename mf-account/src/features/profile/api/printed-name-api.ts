import { serviceApis } from '@yoga/shared';
import type { CertificateStatus } from '@yoga/shared/models';

/**
 * The member's completion certificate as the lead service tells it (the certificates remote owns
 * the page; the account reads only the name it prints and the corrections left).
 */
export const printedNameApi = serviceApis.lead.injectEndpoints({
  endpoints: (build) => ({
    accountCertificateStatus: build.query<CertificateStatus, number>({
      query: (memberId) => ({
        url: 'lead/getleadcertificatestatus',
        params: { leadid: memberId, kind: 'completion' },
      }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useAccountCertificateStatusQuery } = printedNameApi;
