import {
  joinableChallenges,
  nextChallengeOffer,
  type EnrolmentChallenge,
} from './challenge-enrolment';

const IST = 'Asia/Kolkata';
const challenge = (
  id: number,
  start_date: string,
  end_date: string,
  countrycode = 'IN',
  timezone = IST,
): EnrolmentChallenge => ({ id, countrycode, start_date, end_date, timezone });

const past = challenge(7, '2026-11-01', '2026-11-14');
const running = challenge(8, '2026-11-24', '2026-12-07');
const upcoming = challenge(9, '2026-12-08', '2026-12-21');
const uae = challenge(10, '2026-11-24', '2026-12-07', 'AE', 'Asia/Dubai');
const ALL = [past, running, upcoming, uae];

const NOW = new Date('2026-11-27T04:30:00Z'); // 10:00 IST, day 4 of the running challenge
const member = (active_challenge_id: number | null, country_code = 'IN', paid = false) => ({
  active_challenge_id,
  country_code,
  paid,
});

describe('joinableChallenges', () => {
  it('gives the open challenges of the country, soonest first', () => {
    expect(joinableChallenges('IN', [upcoming, past, running], NOW).map((c) => c.id)).toEqual([
      8, 9,
    ]);
  });

  it("falls back to India's challenges for a country without its own", () => {
    expect(joinableChallenges('US', ALL, NOW).map((c) => c.id)).toEqual([8, 9]);
  });

  it("keeps a country's own challenges when it has any", () => {
    expect(joinableChallenges('AE', ALL, NOW).map((c) => c.id)).toEqual([10]);
  });

  it('orders two challenges starting the same day by id', () => {
    const twin = challenge(11, running.start_date, running.end_date);
    expect(joinableChallenges('IN', [twin, running], NOW).map((c) => c.id)).toEqual([8, 11]);
  });

  it("closes a challenge at midnight of its last day in the challenge's zone", () => {
    const lastDay = challenge(5, '2026-11-14', '2026-11-27');
    expect(joinableChallenges('IN', [lastDay], new Date('2026-11-27T18:29:59Z'))).toHaveLength(1);
    expect(joinableChallenges('IN', [lastDay], new Date('2026-11-27T18:30:00Z'))).toHaveLength(0);
  });

  it('judges each challenge in its own zone', () => {
    const dubai = challenge(6, '2026-11-14', '2026-11-27', 'AE', 'Asia/Dubai');
    // 23:59 in Dubai is already 01:29 the next day in India: Dubai's challenge is still open.
    const at = new Date('2026-11-27T19:59:00Z');
    expect(joinableChallenges('AE', [dubai], at)).toHaveLength(1);
    expect(joinableChallenges('AE', [dubai], new Date('2026-11-27T20:00:00Z'))).toHaveLength(0);
  });
});

describe('nextChallengeOffer', () => {
  it('offers the running challenge to a member whose challenge has ended', () => {
    expect(nextChallengeOffer(member(7), past, ALL, NOW)).toEqual({
      kind: 'take-part',
      challenge: running,
    });
  });

  it('offers the soonest challenge to a member without one', () => {
    expect(nextChallengeOffer(member(null), null, ALL, NOW)).toEqual({
      kind: 'take-part',
      challenge: running,
    });
  });

  it('offers the soonest newer challenge when the member’s no longer exists', () => {
    expect(nextChallengeOffer(member(3), null, ALL, NOW)).toEqual({
      kind: 'take-part',
      challenge: running,
    });
  });

  it('tells a member in a running challenge of a newer one, without moving them', () => {
    expect(nextChallengeOffer(member(8), running, ALL, NOW)).toEqual({
      kind: 'after-yours',
      challenge: upcoming,
      yoursEnds: '2026-12-07',
    });
  });

  it('offers nothing to a member in the newest challenge', () => {
    expect(nextChallengeOffer(member(9), upcoming, ALL, NOW)).toEqual({ kind: 'none' });
  });

  it('never offers an older challenge', () => {
    expect(nextChallengeOffer(member(12), null, ALL, NOW)).toEqual({ kind: 'none' });
  });

  it('offers nothing to a paid member', () => {
    expect(nextChallengeOffer(member(7, 'IN', true), past, ALL, NOW)).toEqual({ kind: 'none' });
  });

  it("offers a member abroad their own country's challenge", () => {
    expect(nextChallengeOffer(member(2, 'AE'), past, ALL, NOW)).toEqual({
      kind: 'take-part',
      challenge: uae,
    });
  });

  it('offers nothing once every challenge has ended', () => {
    expect(nextChallengeOffer(member(7), past, ALL, new Date('2027-01-01T00:00:00Z'))).toEqual({
      kind: 'none',
    });
  });

  it("turns 'after yours' into 'take part' at midnight IST after the member's last day", () => {
    const lastDay = new Date('2026-12-07T18:29:59Z');
    const nextMorning = new Date('2026-12-07T18:30:00Z');
    expect(nextChallengeOffer(member(8), running, ALL, lastDay).kind).toBe('after-yours');
    expect(nextChallengeOffer(member(8), running, ALL, nextMorning)).toEqual({
      kind: 'take-part',
      challenge: upcoming,
    });
  });
});
