import { giftAction, giftSteps } from './gift-status';

describe('giftSteps', () => {
  it('marks the steps before the status done and the ones after it to come', () => {
    expect(giftSteps('shipped')).toEqual([
      { step: 'earned', state: 'done' },
      { step: 'claimed', state: 'done' },
      { step: 'shipped', state: 'current' },
      { step: 'delivered', state: 'todo' },
    ]);
    expect(giftSteps('earned')[0]).toEqual({ step: 'earned', state: 'current' });
    expect(giftSteps('delivered').map((s) => s.state)).toEqual(['done', 'done', 'done', 'current']);
  });
});

describe('giftAction', () => {
  it('claims an earned gift and changes the address of a claimed one until it ships', () => {
    expect(giftAction('earned')).toBe('claim');
    expect(giftAction('claimed')).toBe('change');
    expect(giftAction('shipped')).toBeNull();
    expect(giftAction('delivered')).toBeNull();
  });
});
