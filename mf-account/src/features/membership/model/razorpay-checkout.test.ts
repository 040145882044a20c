import { isAndroid, paymentBlocks } from './razorpay-checkout';

describe('paymentBlocks', () => {
  it('puts UPI apps first on an Android phone, opened by intent', () => {
    const { display } = paymentBlocks(true);
    expect(display.sequence[0]).toBe('block.upi');
    expect(display.blocks.upi.instruments[0]!.flows[0]).toBe('intent');
  });

  it('shows a UPI QR code first on a computer, then cards and netbanking', () => {
    const { display } = paymentBlocks(false);
    expect(display.blocks.upi.instruments[0]!.flows[0]).toBe('qr');
    expect(display.sequence).toEqual(['block.upi', 'block.other']);
    expect(display.blocks.other.instruments.map((one) => one.method)).toEqual([
      'card',
      'netbanking',
    ]);
  });
});

describe('isAndroid', () => {
  it('tells an Android phone from a desktop browser and an iPhone', () => {
    expect(isAndroid('Mozilla/5.0 (Linux; Android 12; SM-A127F) Chrome/119.0 Mobile')).toBe(true);
    expect(isAndroid('Mozilla/5.0 (X11; Linux x86_64) Chrome/119.0')).toBe(false);
    expect(isAndroid('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(false);
  });
});
