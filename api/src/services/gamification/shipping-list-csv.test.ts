import type { OpsGift } from '@yoga/shared/models';
import { shippingListCsv } from './shipping-list-csv';

const gift = (over: Partial<OpsGift> = {}): OpsGift => ({
  id: 7,
  level: 1,
  guess_day: null,
  gift_name: 'Yoga mat',
  gift_name_hi: 'योगा मैट',
  status: 'claimed',
  earned_at: '2026-10-01T05:00:00.000Z',
  claimed_at: '2026-10-02T06:30:00.000Z',
  shipped_at: null,
  delivered_at: null,
  tracking: null,
  address: {
    recipient: 'आशा शर्मा',
    phone_number: '+919876543210',
    line1: '12, Civil Lines',
    line2: '',
    city: 'Jaipur',
    state: 'Rajasthan',
    pincode: '302006',
    country_code: 'IN',
  },
  member: { id: 3, name: 'Asha', slug: 'asha-3' },
  ...over,
});

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('shippingListCsv', () => {
  it('starts with a byte-order mark and a header, then one CRLF row per gift', () => {
    const csv = shippingListCsv([gift(), gift({ id: 8 })]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv)).toEqual([
      'gift_id,member,gift,recipient,phone,line1,line2,city,state,pincode,country,claimed_at',
      '7,Asha,Yoga mat,आशा शर्मा,098765 43210,"12, Civil Lines",,Jaipur,Rajasthan,302006,IN,2026-10-02T06:30:00.000Z',
      '8,Asha,Yoga mat,आशा शर्मा,098765 43210,"12, Civil Lines",,Jaipur,Rajasthan,302006,IN,2026-10-02T06:30:00.000Z',
    ]);
  });

  it('writes a number in the national form of its own country', () => {
    const uae = gift({
      address: { ...gift().address!, phone_number: '+971501234567', country_code: 'AE' },
    });
    expect(lines(shippingListCsv([uae]))[1]).toContain(',050 123 4567,');
  });

  it('keeps a cell that looks like a formula as text', () => {
    const csv = shippingListCsv([
      gift({ member: { id: 3, name: '=HYPERLINK("http://x")', slug: 'x' } }),
      gift({ address: { ...gift().address!, line1: '@SUM(A1)' } }),
    ]);
    const [, first, second] = lines(csv);
    expect(first).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(second).toContain(",'@SUM(A1),");
  });

  it('is a header alone when nothing waits to ship', () => {
    expect(lines(shippingListCsv([]))).toHaveLength(1);
  });
});
