import { apiProblem } from '@yoga/shared';
import type { CertificateKind } from '@yoga/shared/models';
import { useSearchParams } from 'react-router-dom';
import { useCertificatesStatusQuery } from '../../features/certificate-status/api/status-api';

/**
 * `?challenge=<id>`: a past challenge's certificate, linked from the member's past challenges;
 * anything but a plain id means their current one.
 */
export function useChallengeParam(): number | undefined {
  const [params] = useSearchParams();
  const value = params.get('challenge');
  return value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : undefined;
}

/** The member's certificate status, and whether a failed read means they are in no challenge. */
export function useMemberStatus(memberId: number, kind: CertificateKind) {
  const challenge = useChallengeParam();
  const read = useCertificatesStatusQuery({ memberId, kind, challenge });
  const notEnrolled = !read.data && apiProblem(read.error)?.code === 'not_enrolled';
  return { ...read, notEnrolled };
}
