import type { CertificateStatus, EarnedGift, Voucher } from '@yoga/shared';

/** The one thing waiting for a member, most urgent first; what home shows under today. */
export type WaitingAction =
  | { kind: 'claim-gift'; gift: EarnedGift }
  | { kind: 'issue-certificate' }
  | { kind: 'use-voucher'; voucher: Voucher }
  | { kind: 'none' };

export interface WaitingFacts {
  gifts: readonly EarnedGift[] | undefined;
  certificate: Pick<CertificateStatus, 'status'> | undefined;
  vouchers: readonly Voucher[] | undefined;
}

/**
 * A gift to claim comes first (it waits on the member's address before it can ship), then a
 * certificate ready to issue, then a voucher still valid. A read that failed or has not answered
 * offers nothing rather than a wrong thing.
 */
export function waitingAction({ gifts, certificate, vouchers }: WaitingFacts): WaitingAction {
  const gift = gifts?.find((candidate) => candidate.status === 'earned');
  if (gift) return { kind: 'claim-gift', gift };
  if (certificate?.status === 'eligible') return { kind: 'issue-certificate' };
  const voucher = vouchers?.find((candidate) => !candidate.expired);
  if (voucher) return { kind: 'use-voucher', voucher };
  return { kind: 'none' };
}
