import type { EarnedGift, Voucher } from '@yoga/shared';
import { waitingAction } from './waiting-action';

const gift = (id: number, status: EarnedGift['status']): EarnedGift => ({
  id,
  level: 1,
  guess_day: null,
  gift_name: 'Yoga mat',
  gift_name_hi: 'योगा मैट',
  status,
  earned_at: '2026-11-24T01:00:00Z',
  claimed_at: null,
  shipped_at: null,
  delivered_at: null,
  address: null,
  tracking: null,
});
const voucher = (expired: boolean): Voucher => ({
  code: 'YOGA-AAAA-BBBB-CCCC-DDDD',
  challenge_id: 58,
  issued_at: '2026-11-15T00:00:00Z',
  expires_at: '2026-12-15T18:30:00Z',
  last_day: '2026-12-15',
  expired,
});

describe('waitingAction', () => {
  it('puts an unclaimed gift first', () => {
    expect(
      waitingAction({
        gifts: [gift(1, 'shipped'), gift(2, 'earned')],
        certificate: { status: 'eligible' },
        vouchers: [voucher(false)],
      }),
    ).toEqual({ kind: 'claim-gift', gift: gift(2, 'earned') });
  });

  it('then a certificate ready to issue', () => {
    expect(
      waitingAction({
        gifts: [gift(1, 'claimed')],
        certificate: { status: 'eligible' },
        vouchers: [voucher(false)],
      }),
    ).toEqual({ kind: 'issue-certificate' });
  });

  it('then a voucher still valid, never an expired one', () => {
    expect(
      waitingAction({ gifts: [], certificate: { status: 'issued' }, vouchers: [voucher(false)] }),
    ).toEqual({ kind: 'use-voucher', voucher: voucher(false) });
    expect(
      waitingAction({ gifts: [], certificate: { status: 'issued' }, vouchers: [voucher(true)] }),
    ).toEqual({ kind: 'none' });
  });

  it('offers nothing for reads that have not answered', () => {
    expect(
      waitingAction({ gifts: undefined, certificate: undefined, vouchers: undefined }),
    ).toEqual({ kind: 'none' });
  });
});
