import type {
  EarnedGift,
  GameProfile,
  GuessAndWin,
  Leaderboard,
  LevelsInfo,
  MyReferral,
  ReferralStatusPage,
} from '@yoga/shared';

/** The signed-in member of the tests, and API problems, as every remote's tests use them. */
export { testMember as member, problemBody as problem } from '@yoga/shared/testing';

export const freeBoard: Leaderboard = {
  challenge_id: 61,
  paid: false,
  end_date: '2026-12-04',
  locked: false,
  entries: [
    { rank: 1, name: 'Ravi K.', points: 1250, me: false },
    { rank: 2, name: '******9911', points: 1100, me: false },
    { rank: 3, name: 'Meera I.', points: 980, me: false },
  ],
  me: { rank: 240, points: 35 },
};

export const profile: GameProfile = {
  member_id: 7,
  challenge_id: 61,
  points: 35,
  rank: 240,
  attended_days: 3,
  counted_referrals: 3,
  level: 1,
  paid: false,
  board_visibility: 'name',
  end_date: '2026-12-04',
  locked: false,
  points_per_day: 10,
  points_per_referral: 5,
};

export const myReferral: MyReferral = {
  slug: 'asha-x',
  link: 'http://localhost/join/asha-x',
  counts: { counted: 3, pending: 2, not_counted: 1 },
};

export const referralPage: ReferralStatusPage = {
  data: [
    { name: 'Ravi K.', status: 'counted', reason: null, referred_at: '2026-11-20T04:00:00Z' },
    {
      name: 'Neha S.',
      status: 'pending',
      reason: 'not_attended',
      referred_at: '2026-11-19T04:00:00Z',
    },
    {
      name: 'Asha V.',
      status: 'not_counted',
      reason: 'self_referral',
      referred_at: '2026-11-18T04:00:00Z',
    },
  ],
  total: 3,
  limit: 100,
  offSet: 0,
  counts: { counted: 1, pending: 1, not_counted: 1 },
};

export const levelGift = (status: EarnedGift['status']): EarnedGift => ({
  id: 31,
  level: 1,
  guess_day: null,
  gift_name: 'Yoga mat',
  gift_name_hi: 'योगा मैट',
  status,
  earned_at: '2026-11-20T04:00:00Z',
  claimed_at: status === 'earned' ? null : '2026-11-21T04:00:00Z',
  shipped_at: status === 'shipped' || status === 'delivered' ? '2026-11-22T04:00:00Z' : null,
  delivered_at: status === 'delivered' ? '2026-11-24T04:00:00Z' : null,
  address:
    status === 'earned'
      ? null
      : {
          recipient: 'Asha Verma',
          phone_number: '+919876543210',
          line1: '12 MG Road',
          line2: '',
          city: 'Pune',
          state: 'Maharashtra',
          pincode: '411001',
          country_code: 'IN',
        },
  tracking: status === 'shipped' || status === 'delivered' ? 'DTDC123456' : null,
});

export const levels: LevelsInfo = {
  member_id: 7,
  counted_referrals: 3,
  levels: [
    {
      level: 1,
      referrals_needed: 3,
      gift_name: 'Yoga mat',
      gift_name_hi: 'योगा मैट',
      reached: true,
      gift: levelGift('earned'),
    },
    {
      level: 2,
      referrals_needed: 5,
      gift_name: 'Water bottle',
      gift_name_hi: 'पानी की बोतल',
      reached: false,
      gift: null,
    },
  ],
};

export const savedAddresses = {
  result: [
    {
      id: 5,
      phone_number: '+919876543210',
      line1: '4 Park Street',
      line2: 'Near the post office',
      city: 'Kolkata',
      state: 'West Bengal',
      pincode: '700016',
      country_code: 'IN',
      created_at: '2026-11-01T04:00:00Z',
    },
  ],
};

const HOUR = 3_600_000;

/**
 * Today open for guesses for three more hours, with 1,234 members at its sessions so far; one past
 * day the member won; tomorrow's question opens in 16 hours.
 */
export function guessGame(now = Date.now()): GuessAndWin {
  return {
    challenge_id: 61,
    today: {
      day: 4,
      closes_at: new Date(now + 3 * HOUR).toISOString(),
      reveals_at: new Date(now + 14 * HOUR).toISOString(),
      open: true,
      guess: null,
      result: null,
    },
    past: [
      {
        day: 3,
        closes_at: new Date(now - 21 * HOUR).toISOString(),
        reveals_at: new Date(now - 10 * HOUR).toISOString(),
        open: false,
        guess: 24000,
        result: {
          actual: 24310,
          won: true,
          winners: [
            { place: 1, name: 'Ravi K.', guess: 24300 },
            { place: 2, name: 'Asha V.', guess: 24000 },
            { place: 3, name: '******9911', guess: 25000 },
          ],
        },
      },
    ],
    prize: { gift_name: 'Yoga strap', gift_name_hi: 'योगा स्ट्रैप' },
    attended_today: 1234,
    next: {
      day: 5,
      opens_at: new Date(now + 16 * HOUR).toISOString(),
      closes_at: new Date(now + 27 * HOUR).toISOString(),
    },
  };
}
