import { seedDemoData } from '../demo/seed-demo-data';
import { DevSmsSender } from '../sms/dev-sms-sender';
import { uniquePhone } from '../testing/test-app';
import { STORE_KINDS, openTestDatabase, type TestDatabase } from '../testing/test-database';
import { reminderText, sendDueReminders } from './reminder-job';

const CHALLENGE = 9301;
const MINUTE = 60_000;
const LIVE_URL = 'https://yoga.example/live';

describe.each(STORE_KINDS)('session reminders on %s', (kind) => {
  let database: TestDatabase;
  const now = new Date('2030-03-10T00:55:00Z');

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDemoData(database.db, { crowdSize: 0 });
    const { db } = database;
    await db.query(
      `INSERT INTO challenges (id, title, countrycode, timezone, start_date, end_date)
       VALUES ($1, 'Reminder challenge', 'IN', 'Asia/Kolkata', '2030-03-10', '2030-03-23')`,
      [CHALLENGE],
    );
    // Batch 1 starts in 5 minutes (06:30 in India), batch 2 in an hour, batch 3 started already.
    await db.query(
      `INSERT INTO live_sessions (challenge_id, day, batch, title, starts_at, duration_minutes)
       VALUES ($1, 1, 1, 'Flow', $2, 45), ($1, 1, 2, 'Flow', $3, 45), ($1, 1, 3, 'Flow', $4, 45)`,
      [
        CHALLENGE,
        new Date(now.getTime() + 5 * MINUTE).toISOString(),
        new Date(now.getTime() + 65 * MINUTE).toISOString(),
        new Date(now.getTime() - 5 * MINUTE).toISOString(),
      ],
    );
  });
  afterAll(() => database.close());

  async function member(batch: number | null, reminder: boolean): Promise<string> {
    const phone = uniquePhone();
    await database.db.query(
      `INSERT INTO leads (phone_number, name, slug, active_challenge_id, preferred_batch, reminder)
       VALUES ($1, 'Reminded Member', $2, $3, $4, $5)`,
      [phone, `reminded-${phone.slice(1)}`, CHALLENGE, batch, reminder],
    );
    return phone;
  }

  it('texts each opted-in member of a batch starting soon once, however many processes run', async () => {
    const due = await Promise.all(Array.from({ length: 30 }, () => member(1, true)));
    const optedOut = await member(1, false);
    const otherBatch = await member(2, true);
    const started = await member(3, true);
    // Two API processes, each with its own connections and SMS sender, running at once.
    const senders = [new DevSmsSender(null), new DevSmsSender(null)];
    const pools = [database.db, database.secondPool()];
    const counts = await Promise.all(
      [0, 1, 0, 1].map((i) => sendDueReminders(pools[i]!, senders[i]!, { now, liveUrl: LIVE_URL })),
    );
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(30);
    for (const phone of due) {
      const texts = senders.flatMap((sender) => sender.textsFor(phone));
      expect(texts).toHaveLength(1);
      expect(texts[0]!.text).toContain('06:30');
      expect(texts[0]!.text).toContain(LIVE_URL);
    }
    for (const phone of [optedOut, otherBatch, started]) {
      expect(senders.flatMap((sender) => sender.textsFor(phone))).toEqual([]);
    }
    // A later tick within the same ten minutes sends nothing again.
    expect(
      await sendDueReminders(database.db, senders[0]!, {
        now: new Date(now.getTime() + MINUTE),
        liveUrl: LIVE_URL,
      }),
    ).toBe(0);
    // Codes never mix with reminders: sign-in reads the last code from the code outbox.
    expect(senders[0]!.messagesFor(due[0]!)).toEqual([]);
  });

  it('reaches the next batch when its ten minutes begin, not before', async () => {
    const phone = await member(2, true);
    const sender = new DevSmsSender(null);
    const tick = (minutes: number) =>
      sendDueReminders(database.db, sender, {
        now: new Date(now.getTime() + minutes * MINUTE),
        liveUrl: LIVE_URL,
      });
    await tick(54);
    expect(sender.textsFor(phone)).toEqual([]);
    await tick(55);
    expect(sender.textsFor(phone)).toHaveLength(1);
  });

  it('says the day and local time in English and Hindi', () => {
    const text = reminderText(
      { phone_number: '+919876543210', name: 'Asha', day: 4, local_time: '06:30' },
      LIVE_URL,
    );
    expect(text).toBe(
      `Day 4 of your yoga challenge starts at 06:30, in 10 minutes. Join: ${LIVE_URL}\n` +
        'आपके योग चैलेंज का दिन 4 06:30 बजे, 10 मिनट में शुरू हो रहा है।',
    );
  });
});
