import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { serviceApis } from '@yoga/shared';
import type {
  Certificate,
  CertificateIssueRequest,
  CertificateKind,
  CertificateStatus,
} from '@yoga/shared/models';

/** A mutation's answer, or the API's error code when it failed. */
async function outcomeOf(
  fulfilled: Promise<{ data: Certificate }>,
): Promise<{ data: Certificate | null; code: string | undefined }> {
  try {
    return { data: (await fulfilled).data, code: undefined };
  } catch (rejection) {
    const error = (rejection as { error?: FetchBaseQueryError }).error;
    return { data: null, code: (error?.data as { code?: string } | undefined)?.code };
  }
}

export interface StatusArgs {
  memberId: number;
  kind: CertificateKind;
  /** A past challenge the member took part in; their current one when left out. */
  challenge?: number;
}

export const statusApi = serviceApis.lead.injectEndpoints({
  endpoints: (build) => ({
    /** Where the member stands: not eligible (and why), eligible, issued or revoked. */
    certificatesStatus: build.query<CertificateStatus, StatusArgs>({
      query: ({ memberId, kind, challenge }) => ({
        url: 'lead/getleadcertificatestatus',
        params: { leadid: memberId, kind, ...(challenge ? { challenge } : {}) },
      }),
    }),
    /** Issues the certificate with the confirmed name (the same one again if already issued). */
    certificatesIssue: build.mutation<Certificate, CertificateIssueRequest>({
      query: (body) => ({ url: 'lead/certificate', method: 'POST', body }),
      async onQueryStarted({ leadid, kind, challenge }, { dispatch, queryFulfilled }) {
        const { data, code } = await outcomeOf(queryFulfilled);
        if (code === 'certificate_not_eligible' || code === 'certificate_revoked') {
          // The status on screen is out of date: read it again, so the page says why.
          void dispatch(
            statusApi.endpoints.certificatesStatus.initiate(
              { memberId: leadid, kind, challenge },
              { subscribe: false, forceRefetch: true },
            ),
          );
        }
        if (!data) return;
        // The answer is the status's new certificate: no second read needed.
        dispatch(
          statusApi.util.updateQueryData(
            'certificatesStatus',
            { memberId: leadid, kind, challenge },
            (s) => {
              s.status = data.status === 'revoked' ? 'revoked' : 'issued';
              s.reason = null;
              s.certificate = data;
            },
          ),
        );
      },
    }),
    /** The member's one correction of the printed name: a new certificate replaces the old. */
    certificatesCorrect: build.mutation<Certificate, CertificateIssueRequest>({
      query: (body) => ({ url: 'lead/certificate/correction', method: 'POST', body }),
      async onQueryStarted({ leadid, kind, challenge }, { dispatch, queryFulfilled }) {
        const { data, code } = await outcomeOf(queryFulfilled);
        const used = code === 'certificate_correction_used';
        if (!data && !used) return;
        dispatch(
          statusApi.util.updateQueryData(
            'certificatesStatus',
            { memberId: leadid, kind, challenge },
            (s) => {
              if (data) s.certificate = data;
              // Refused because it was used (on another phone, say): the page offers it no more.
              s.corrections_left = used ? 0 : Math.max(0, s.corrections_left - 1);
            },
          ),
        );
      },
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useCertificatesStatusQuery,
  useCertificatesIssueMutation,
  useCertificatesCorrectMutation,
} = statusApi;
