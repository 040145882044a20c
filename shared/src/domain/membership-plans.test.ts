import {
  DAYS_PER_MONTH,
  isPlanId,
  PLAN_DURATIONS,
  PLAN_IDS,
  PLAN_UNIT,
  planDays,
  priceAfterVoucher,
  pricePerDay,
} from './membership-plans';

describe("the paid membership's plans (spec section 9)", () => {
  it('has the ids 1, 2 and 5 with durations 1, 2 and 5 months', () => {
    expect(PLAN_IDS).toEqual([1, 2, 5]);
    expect(PLAN_DURATIONS).toEqual({ 1: 1, 2: 2, 5: 5 });
    expect(PLAN_UNIT).toBe('month');
  });

  it.each([1, 2, 5])('knows %s as a plan id', (id) => {
    expect(isPlanId(id)).toBe(true);
  });

  it.each([0, 3, 4, 6, -1, 1.5, '1', null, undefined, NaN])('refuses %p as a plan id', (value) => {
    expect(isPlanId(value)).toBe(false);
  });

  it('counts a month as 30 days', () => {
    expect(DAYS_PER_MONTH).toBe(30);
    expect(PLAN_IDS.map((id) => planDays(PLAN_DURATIONS[id]))).toEqual([30, 60, 150]);
  });
});

describe('priceAfterVoucher', () => {
  it.each([
    // [price in paise, discount %, what the member pays in paise]
    [99_900, 20, 79_900], // ₹999 → ₹799.20 → ₹799
    [179_900, 20, 143_900], // ₹1,799 → ₹1,439.20 → ₹1,439
    [399_900, 20, 319_900], // ₹3,999 → ₹3,199.20 → ₹3,199
    [99_900, 0, 99_900],
    [99_950, 0, 100_000], // paise in the price round to whole rupees: ₹999.50 → ₹1,000
    [99_949, 0, 99_900],
    [100_000, 25, 75_000],
    [100_000, 90, 10_000],
    [12_345, 10, 11_100], // ₹123.45 → ₹111.105 → ₹111
    [250, 80, 100], // ₹2.50 → ₹0.50: never below ₹1
    [100, 90, 100],
    [150, 0, 200], // ₹1.50 rounds half up
  ])('charges %i paise at %i%% off as %i paise', (price, percent, expected) => {
    expect(priceAfterVoucher(price, percent)).toBe(expected);
  });

  it('always answers whole rupees of at least one', () => {
    for (let price = 100; price <= 500_000; price += 997) {
      for (const percent of [0, 5, 10, 15, 20, 33, 50, 75, 90]) {
        const amount = priceAfterVoucher(price, percent);
        expect(amount % 100).toBe(0);
        expect(amount).toBeGreaterThanOrEqual(100);
        // Within half a rupee of the exact discount (or lifted to ₹1).
        const exact = (price * (100 - percent)) / 100;
        expect(Math.abs(amount - Math.max(exact, 100))).toBeLessThanOrEqual(50);
      }
    }
  });
});

describe('pricePerDay', () => {
  it.each([
    [99_900, 1, 3_330], // ₹999 for 30 days: ₹33.30 a day
    [179_900, 2, 2_999], // ₹1,799 for 60 days: ₹29.983… rounded up to ₹29.99
    [399_900, 5, 2_666], // ₹3,999 for 150 days: ₹26.66 a day
    [79_900, 1, 2_664], // ₹799 for 30 days: ₹26.633… up to ₹26.64
    [3_000, 1, 100],
    [3_001, 1, 101],
    [100, 5, 1],
  ])('prices %i paise over %i months at %i paise a day', (price, duration, expected) => {
    expect(pricePerDay(price, duration)).toBe(expected);
  });

  it('never shows a day cheaper than the plan is', () => {
    for (const id of PLAN_IDS) {
      for (let price = 100; price <= 1_000_000; price += 1_237) {
        const days = planDays(PLAN_DURATIONS[id]);
        const perDay = pricePerDay(price, PLAN_DURATIONS[id]);
        expect(perDay * days).toBeGreaterThanOrEqual(price);
        expect((perDay - 1) * days).toBeLessThan(price);
      }
    }
  });
});
