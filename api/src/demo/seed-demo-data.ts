import type { Database } from '../db/database';
import { seedDemoCampaigns } from './seed-demo-campaigns';
import { seedDemoCertificates, type DemoCertificateIssuer } from './seed-demo-certificates';
import { seedDemoFestivalContent } from './seed-demo-festival-content';
import { seedDemoGame } from './seed-demo-game';
import { seedDemoKidsCamp } from './seed-demo-kids-camp';

/** Demo challenge ids: the paid demo member sits on 58, below the paid-redirect threshold of 60. */
export const DEMO_CHALLENGES = {
  past: 58,
  current: 61,
  future: 62,
  currentAbroad: 63,
} as const;

/** Fictional numbers: +91 9000 xxxxxx is kept for the demo crowd and never texted. */
const CROWD_PHONE_PREFIX = '+919000';
export const DEMO_CROWD_SIZE = 123_456;

export const DEMO_MEMBERS = [
  {
    phone: '+919876543210',
    name: 'Asha Verma',
    slug: 'asha-verma',
    challenge: 61,
    paid: false,
    batch: 1,
    reminder: true,
  },
  {
    phone: '+919812345678',
    name: 'Rohan Mehta',
    slug: 'rohan-mehta',
    challenge: 58,
    paid: true,
    batch: 4,
    reminder: false,
  },
  {
    phone: '+919988776655',
    name: 'Meera Iyer',
    slug: 'meera-iyer',
    challenge: 61,
    paid: false,
    batch: 6,
    reminder: false,
  },
  {
    phone: '+919845012345',
    name: 'Kavya Reddy',
    slug: 'kavya-reddy',
    challenge: 58,
    paid: false,
    batch: 1,
    reminder: false,
  },
  {
    phone: '+971501234567',
    name: 'Imran Khan',
    slug: 'imran-khan',
    challenge: 63,
    paid: false,
    batch: 2,
    reminder: true,
  },
] as const;

/**
 * The crowd's names (first name `n % 24`, surname `(n * 7 + n / 24) % 16`, so neighbours in the
 * crowd rarely share one), so boards read like a real one ("Priya S."); a few are written in
 * Devanagari, as many members type theirs.
 */
export const CROWD_FIRST_NAMES = [
  'Aarav',
  'Priya',
  'Rahul',
  'Sneha',
  'Vikram',
  'Anjali',
  'Karan',
  'Pooja',
  'Arjun',
  'Neha',
  'Rohit',
  'Divya',
  'Suresh',
  'Kavita',
  'Amit',
  'Lakshmi',
  'Farhan',
  'Gurpreet',
  'Joseph',
  'Fatima',
  'सुनीता',
  'राजेश',
  'गीता',
  'मनोज',
];
export const CROWD_SURNAMES = [
  'Sharma',
  'Patel',
  'Reddy',
  'Nair',
  'Singh',
  'Das',
  'Iyer',
  'Khan',
  'Joshi',
  'Gupta',
  'Menon',
  'Kulkarni',
  'क्षीरसागर',
  'त्रिपाठी',
  'Bose',
  'Chopra',
];

/** The demo challenges' batches, in local time of the challenge's zone (issue 11). */
const INDIA_BATCHES = ['06:30', '07:30', '08:30', '17:00', '18:00', '19:00'];
const GULF_BATCHES = ['06:00', '19:00'];

const SESSION_TITLES = [
  'Foundations: breath and posture',
  'Sun salutations',
  'Hip openers',
  'Core and balance',
  'Pranayama for calm',
  'Standing strength',
  'Twists and detox flow',
  'Heart openers',
  'Yoga for the back',
  'Balance and focus',
  'Gentle inversions',
  'Flexibility flow',
  'Meditation and yoga nidra',
  'Celebration practice',
];

/** The same days' titles in Hindi, as a teacher would announce them. */
const SESSION_TITLES_HI = [
  'शुरुआत: साँस और सही आसन',
  'सूर्य नमस्कार',
  'कूल्हों को खोलने वाले आसन',
  'पेट की मज़बूती और संतुलन',
  'मन की शांति के लिए प्राणायाम',
  'खड़े आसनों से ताक़त',
  'मोड़ वाले आसन और शरीर की शुद्धि',
  'छाती खोलने वाले आसन',
  'पीठ के लिए योग',
  'संतुलन और एकाग्रता',
  'हल्के उल्टे आसन',
  'लचीलेपन का अभ्यास',
  'ध्यान और योग निद्रा',
  'समापन का उत्सव',
];

/**
 * Demo data for a fresh machine. Challenge dates are set relative to today on every start, so the
 * "running today" challenge stays running however old the data folder is; members are added once.
 */
export async function seedDemoData(
  db: Database,
  {
    crowdSize = DEMO_CROWD_SIZE,
    certificates = { signingKey: null, issuerUrl: 'http://127.0.0.1:3000' },
  }: { crowdSize?: number; certificates?: DemoCertificateIssuer } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `WITH today AS (SELECT (now() AT TIME ZONE 'Asia/Kolkata')::date AS d),
       demo (id, title, title_hi, countrycode, timezone, starts) AS (
         VALUES
           ($1::int, 'Monsoon 14-Day Yoga Challenge', 'मानसून 14 दिवसीय योग चैलेंज', 'IN', 'Asia/Kolkata', -45),
           ($2::int, 'Winter 14-Day Yoga Challenge', 'शीतकालीन 14 दिवसीय योग चैलेंज', 'IN', 'Asia/Kolkata', -3),
           ($3::int, 'New Year 14-Day Yoga Challenge', 'नए साल का 14 दिवसीय योग चैलेंज', 'IN', 'Asia/Kolkata', 25),
           ($4::int, 'Winter 14-Day Yoga Challenge (Gulf)', 'शीतकालीन 14 दिवसीय योग चैलेंज (खाड़ी देश)', 'AE', 'Asia/Dubai', -2)
       )
       INSERT INTO challenges (id, title, title_hi, countrycode, timezone, start_date, end_date,
         referral_start_date, referral_end_date, feedback_start_date, payment_start_date,
         voucher_generation_date, voucher_expiry_date)
       SELECT id, title, title_hi, countrycode, timezone, d + starts, d + starts + 13,
         d + starts - 10, d + starts + 6, d + starts + 13, d + starts + 14,
         d + starts + 14, d + starts + 44
       FROM demo, today
       ON CONFLICT (id) DO UPDATE SET
         title = EXCLUDED.title, title_hi = EXCLUDED.title_hi, countrycode = EXCLUDED.countrycode,
         timezone = EXCLUDED.timezone,
         start_date = EXCLUDED.start_date, end_date = EXCLUDED.end_date,
         referral_start_date = EXCLUDED.referral_start_date,
         referral_end_date = EXCLUDED.referral_end_date,
         feedback_start_date = EXCLUDED.feedback_start_date,
         payment_start_date = EXCLUDED.payment_start_date,
         voucher_generation_date = EXCLUDED.voucher_generation_date,
         voucher_expiry_date = EXCLUDED.voucher_expiry_date`,
      [
        DEMO_CHALLENGES.past,
        DEMO_CHALLENGES.current,
        DEMO_CHALLENGES.future,
        DEMO_CHALLENGES.currentAbroad,
      ],
    );
    await tx.query(
      `SELECT setval(pg_get_serial_sequence('challenges', 'id'), (SELECT max(id) FROM challenges))`,
    );
    // Each challenge's batches (local times in its zone) on each of its 14 days.
    await tx.query(
      `WITH batches (challenge_id, batch, at) AS (
         SELECT c.id, b.batch, b.at
         FROM challenges c
         CROSS JOIN LATERAL unnest(
           CASE WHEN c.countrycode = 'IN' THEN $3::time[] ELSE $4::time[] END)
           WITH ORDINALITY AS b (at, batch)
         WHERE c.id = ANY($2::int[]))
       INSERT INTO live_sessions (challenge_id, day, batch, title, title_hi, starts_at,
         duration_minutes, zoom_url, youtube_url, replay_url)
       SELECT c.id, day, b.batch, ($1::text[])[day], ($5::text[])[day],
              ((c.start_date + day - 1) + b.at) AT TIME ZONE c.timezone, 45,
              'https://zoom.us/j/9' || lpad((c.id * 1000 + day * 24 + b.batch)::text, 9, '0'),
              'https://www.youtube.com/live/demo-' || c.id || '-' || day || '-' || b.batch,
              -- A recording exists once a session is over (as of this start).
              CASE WHEN ((c.start_date + day - 1) + b.at) AT TIME ZONE c.timezone
                        + interval '45 minutes' < now()
                   THEN 'https://www.youtube.com/watch?v=demo-replay-' || c.id || '-' || day || '-' || b.batch
              END
       FROM challenges c JOIN batches b ON b.challenge_id = c.id, generate_series(1, 14) AS day
       ON CONFLICT (challenge_id, day, batch) DO UPDATE SET
         title = EXCLUDED.title, title_hi = EXCLUDED.title_hi, starts_at = EXCLUDED.starts_at,
         zoom_url = EXCLUDED.zoom_url,
         youtube_url = EXCLUDED.youtube_url, replay_url = EXCLUDED.replay_url`,
      [
        SESSION_TITLES,
        Object.values(DEMO_CHALLENGES),
        INDIA_BATCHES,
        GULF_BATCHES,
        SESSION_TITLES_HI,
      ],
    );
    // Day 7's first batch is the world-record attempt of each demo challenge.
    await tx.query(
      `UPDATE live_sessions SET world_record = (day = 7 AND batch = 1)
       WHERE challenge_id = ANY($1::int[])`,
      [Object.values(DEMO_CHALLENGES)],
    );
    for (const member of DEMO_MEMBERS) {
      await tx.query(
        `INSERT INTO leads (phone_number, name, slug, country_code, active_challenge_id, is_paid,
                            ispaymentdone, verified_at, enrolled_at, preferred_batch, reminder)
         VALUES ($1, $2, $3, $4, $5, $6, $6, now(), now(), $7, $8)
         ON CONFLICT (phone_number) DO NOTHING`,
        [
          member.phone,
          member.name,
          member.slug,
          member.phone.startsWith('+91') ? 'IN' : 'AE',
          member.challenge,
          member.paid,
          member.batch,
          member.reminder,
        ],
      );
    }
    const [crowd] = await tx.query<{ present: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM leads WHERE phone_number LIKE $1 || '%') AS present`,
      [CROWD_PHONE_PREFIX],
    );
    if (!crowd?.present) {
      // A real crowd of rows rather than a made-up counter, so counts and later rankings are honest.
      await tx.query(
        `INSERT INTO leads (phone_number, name, slug, active_challenge_id, created_at,
                            verified_at, enrolled_at, preferred_batch)
         SELECT phone, name, slug, challenge, joined, joined, joined, batch FROM (
           SELECT $1 || lpad(n::text, 6, '0') AS phone,
                  ($4::text[])[1 + n % cardinality($4::text[])] || ' ' ||
                  ($5::text[])[1 + (n * 7 + n / cardinality($4::text[])) % cardinality($5::text[])] AS name,
                  'demo-member-' || n AS slug, $2::int AS challenge,
                  -- Over the 13 days since invitations opened, most before the first day.
                  now() - ((n::bigint * 7919) % (13 * 24 * 60)) * interval '1 minute' AS joined,
                  1 + n % 6 AS batch
           FROM generate_series(1, $3::int) AS n) AS crowd`,
        [CROWD_PHONE_PREFIX, DEMO_CHALLENGES.current, crowdSize, CROWD_FIRST_NAMES, CROWD_SURNAMES],
      );
    }
    // The past challenge's member came to most mornings of their preferred batch.
    await tx.query(
      `INSERT INTO attendance (lead_id, session_id, marked_at, source)
       SELECT l.id, s.id, s.starts_at + interval '2 minutes', 'join'
       FROM leads l JOIN live_sessions s
         ON s.challenge_id = l.active_challenge_id AND s.batch = l.preferred_batch
       WHERE l.active_challenge_id = $1 AND l.phone_number = ANY($2::text[]) AND s.day % 5 <> 0
       ON CONFLICT (lead_id, session_id) DO NOTHING`,
      [DEMO_CHALLENGES.past, DEMO_MEMBERS.map((member) => member.phone)],
    );
    await tx.query(
      `UPDATE challenges c SET totalregisteration =
         (SELECT count(*) FROM leads l WHERE l.active_challenge_id = c.id)
       WHERE c.id = ANY($1::int[])`,
      [Object.values(DEMO_CHALLENGES)],
    );
  });
  await seedDemoGame(db, {
    current: DEMO_CHALLENGES.current,
    past: DEMO_CHALLENGES.past,
    crowdPhonePrefix: CROWD_PHONE_PREFIX,
    asha: DEMO_MEMBERS[0].phone,
    meera: DEMO_MEMBERS[2].phone,
  });
  await seedDemoCertificates(db, { rohan: DEMO_MEMBERS[1].phone, issuer: certificates });
  await seedDemoCampaigns(db, { asha: DEMO_MEMBERS[0].phone, kavya: DEMO_MEMBERS[3].phone });
  await seedDemoFestivalContent(db);
  await seedDemoKidsCamp(db);
}
