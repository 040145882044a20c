import { clockText, secondsLeft } from './step-timers';

describe('step timers', () => {
  it('count down from when they end, whatever the page was doing meanwhile', () => {
    const timer = { step: 2, endsAt: 100_000 };
    expect(secondsLeft(timer, 10_000)).toBe(90);
    expect(secondsLeft(timer, 99_001)).toBe(1);
    expect(secondsLeft(timer, 100_000)).toBe(0);
    expect(secondsLeft(timer, 500_000)).toBe(0);
  });

  it('read like a kitchen timer', () => {
    expect(clockText(0)).toBe('00:00');
    expect(clockText(65)).toBe('01:05');
    expect(clockText(600)).toBe('10:00');
    expect(clockText(3725)).toBe('1:02:05');
  });
});
