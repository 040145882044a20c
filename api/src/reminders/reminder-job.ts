import { REMINDER_BEFORE_MS } from '@yoga/shared/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import type { SmsSender } from '../sms/sms-sender';

/** How often each API process looks for reminders due; a reminder goes out at most this late. */
export const REMINDER_TICK_MS = 30_000;

/** Claimed and sent in slices, so a batch of tens of thousands never holds one long statement. */
const CLAIM_SLICE = 500;
const SENDS_AT_ONCE = 20;

interface DueReminder {
  phone_number: string;
  name: string;
  day: number;
  local_time: string;
}

/**
 * The reminder text, in English and Hindi: the server does not know which language a member
 * reads, and a short SMS carries both. The time is the batch's, in the challenge's zone.
 */
export function reminderText(reminder: DueReminder, liveUrl: string): string {
  return (
    `Day ${reminder.day} of your yoga challenge starts at ${reminder.local_time}, in 10 minutes. Join: ${liveUrl}\n` +
    `आपके योग चैलेंज का दिन ${reminder.day} ${reminder.local_time} बजे, 10 मिनट में शुरू हो रहा है।`
  );
}

/**
 * Texts every opted-in member whose preferred batch starts within the next 10 minutes. Each
 * (member, session) is claimed by inserting its row into `reminder_sends` before the text goes:
 * whichever process inserts it sends it, every other finds the row and skips, so several API
 * processes send one reminder however their ticks overlap. A text the gateway refuses is logged
 * and not retried: at most once matters more to a member than a second try at 6 a.m.
 */
export async function sendDueReminders(
  db: Queryable,
  sms: SmsSender,
  { now = new Date(), liveUrl, log }: { now?: Date; liveUrl: string; log?: FastifyBaseLogger },
): Promise<number> {
  let sent = 0;
  for (;;) {
    const due = await db.query<DueReminder>(
      `WITH claimed AS (
         INSERT INTO reminder_sends (lead_id, session_id)
         SELECT l.id, s.id
         FROM live_sessions s
         JOIN challenges c ON c.id = s.challenge_id
         JOIN leads l ON l.active_challenge_id = s.challenge_id AND l.preferred_batch = s.batch
         WHERE l.reminder
           AND s.starts_at > $1::timestamptz
           AND s.starts_at <= $1::timestamptz + $2 * interval '1 millisecond'
           AND NOT EXISTS (
             SELECT 1 FROM reminder_sends r WHERE r.lead_id = l.id AND r.session_id = s.id)
         LIMIT $3
         ON CONFLICT (lead_id, session_id) DO NOTHING
         RETURNING lead_id, session_id)
       SELECT l.phone_number, l.name, s.day,
              to_char(s.starts_at AT TIME ZONE c.timezone, 'HH24:MI') AS local_time
       FROM claimed k
       JOIN leads l ON l.id = k.lead_id
       JOIN live_sessions s ON s.id = k.session_id
       JOIN challenges c ON c.id = s.challenge_id`,
      [now.toISOString(), REMINDER_BEFORE_MS, CLAIM_SLICE],
    );
    if (due.length === 0) return sent;
    for (let start = 0; start < due.length; start += SENDS_AT_ONCE) {
      const results = await Promise.allSettled(
        due
          .slice(start, start + SENDS_AT_ONCE)
          .map((reminder) => sms.sendText(reminder.phone_number, reminderText(reminder, liveUrl))),
      );
      for (const result of results) {
        if (result.status === 'fulfilled') sent++;
        else log?.warn({ err: result.reason }, 'reminder text not sent');
      }
    }
  }
}

/** Runs `sendDueReminders` every tick in this process until the app closes. */
export function startReminderJob(
  db: Queryable,
  sms: SmsSender,
  { clock, ...options }: { clock: () => Date; liveUrl: string; log: FastifyBaseLogger },
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = sendDueReminders(db, sms, { ...options, now: clock() }).catch((error: unknown) =>
      options.log.warn({ err: error }, 'reminder run failed; the next tick tries again'),
    );
  }, REMINDER_TICK_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
