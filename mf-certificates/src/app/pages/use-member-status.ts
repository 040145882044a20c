import { apiProblem } from '@yoga/shared';
import type { CertificateKind } from '@yoga/shared/models';
import { useCertificatesStatusQuery } from '../../features/certificate-status/api/status-api';

/** The member's certificate status, and whether a failed read means they are in no challenge. */
export function useMemberStatus(memberId: number, kind: CertificateKind) {
  const read = useCertificatesStatusQuery({ memberId, kind });
  const notEnrolled = !read.data && apiProblem(read.error)?.code === 'not_enrolled';
  return { ...read, notEnrolled };
}
