import { indiaProgram } from '../../../testing/fixtures';
import { liveToday, type LiveToday } from './live-today';

/** Day 1 is 20 October 2026 in India; London leaves summer time on the 25th (day 6). */
const program = indiaProgram('2026-10-20');

const running = (today: LiveToday | null) => {
  if (today?.kind !== 'running') throw new Error(`not running: ${JSON.stringify(today)}`);
  return today;
};

describe('the challenge day, judged on the challenge’s calendar', () => {
  it('turns at midnight in India, not in UTC', () => {
    // 23:59 in India on the 22nd (day 3) is 18:29 UTC.
    expect(running(liveToday(program, new Date('2026-10-22T18:29:00Z'), 'UTC')).day).toBe(3);
    expect(running(liveToday(program, new Date('2026-10-22T18:30:00Z'), 'UTC')).day).toBe(4);
  });

  it('gives a member in the UAE India’s day, an hour and a half ahead of their clock', () => {
    // 23:00 in Dubai on the 22nd is already 00:30 on the 23rd in India: day 4.
    const today = running(liveToday(program, new Date('2026-10-22T19:00:00Z'), 'Asia/Dubai'));
    expect(today.day).toBe(4);
    // India's 06:30 is 05:00 in Dubai.
    expect(today.batches.map((batch) => batch.time)).toEqual([
      '05:00',
      '06:00',
      '07:00',
      '15:30',
      '16:30',
      '17:30',
    ]);
  });

  it('gives a member in Los Angeles tomorrow’s Indian morning on their evening', () => {
    // 18:00 on 21 Oct in Los Angeles (PDT) is 06:30 on the 22nd in India: day 3 is live.
    const today = running(
      liveToday(program, new Date('2026-10-22T01:00:00Z'), 'America/Los_Angeles'),
    );
    expect(today.day).toBe(3);
    expect(today.batches[0]).toMatchObject({ time: '18:00', state: 'open' });
  });

  it('moves India’s 06:30 on a London clock when summer time ends, keeping the day', () => {
    // Day 5 (24 Oct): London is on BST (UTC+1), India's 06:30 is 02:00.
    const before = running(liveToday(program, new Date('2026-10-24T00:00:00Z'), 'Europe/London'));
    expect([before.day, before.batches[0]?.time]).toEqual([5, '02:00']);
    // Day 7 (26 Oct): London is back on GMT, the same batch is at 01:00.
    const after = running(liveToday(program, new Date('2026-10-26T00:00:00Z'), 'Europe/London'));
    expect([after.day, after.batches[0]?.time]).toEqual([7, '01:00']);
    // Day 6 (25 Oct): the clocks go back at 01:00 UTC, the very instant India's 06:30 starts.
    const during = running(liveToday(program, new Date('2026-10-25T01:30:00Z'), 'Europe/London'));
    expect(during.day).toBe(6);
    expect(during.batches.map((batch) => batch.time).slice(0, 2)).toEqual(['01:00', '02:00']);
  });

  it('keeps the 24-hour clock with the same digits in Hindi', () => {
    const today = running(
      liveToday(program, new Date('2026-10-20T00:00:00Z'), 'Asia/Kolkata', 'hi-IN'),
    );
    expect(today.batches.map((batch) => batch.time)).toEqual([
      '06:30',
      '07:30',
      '08:30',
      '17:00',
      '18:00',
      '19:00',
    ]);
  });
});

describe('today’s batches and their states', () => {
  // 07:18 in India on day 1 (01:48 UTC): 06:30 ran to 07:15, 07:30 opened at 07:20.
  const at = (utc: string) =>
    running(liveToday(program, new Date(utc), 'Asia/Kolkata')).batches.map((batch) => [
      batch.batch,
      batch.state,
      batch.startsInMinutes,
    ]);

  it('lists every batch of today with ended, live and the minutes to the ones ahead', () => {
    expect(at('2026-10-20T01:48:00Z')).toEqual([
      [1, 'over', 0],
      [2, 'ahead', 12],
      [3, 'ahead', 72],
      [4, 'ahead', 582],
      [5, 'ahead', 642],
      [6, 'ahead', 702],
    ]);
  });

  it('opens a batch 10 minutes before its start and closes it at its end', () => {
    expect(at('2026-10-20T01:50:00Z')[1]).toEqual([2, 'open', 10]);
    expect(at('2026-10-20T02:00:00Z')[1]).toEqual([2, 'open', 0]);
    expect(at('2026-10-20T02:44:59Z')[1]).toEqual([2, 'open', 0]);
    expect(at('2026-10-20T02:45:00Z')[1]).toEqual([2, 'over', 0]);
  });

  it('rounds a part of a minute up, so "starts in 1 min" never reads 0', () => {
    expect(at('2026-10-20T01:59:30Z')[1]).toEqual([2, 'open', 1]);
  });

  it('points at the next batch to open, tomorrow’s first once today’s last has begun', () => {
    const morning = running(liveToday(program, new Date('2026-10-20T01:48:00Z'), 'UTC'));
    expect(morning.next).toMatchObject({ day: 1, batch: 2 });
    // 19:10 in India on day 1: the last batch is live, the next is day 2's 06:30.
    const evening = running(liveToday(program, new Date('2026-10-20T13:40:00Z'), 'UTC'));
    expect(evening.next).toMatchObject({ day: 2, batch: 1 });
    const lastEvening = running(liveToday(program, new Date('2026-11-02T14:00:00Z'), 'UTC'));
    expect([lastEvening.day, lastEvening.next]).toEqual([14, null]);
  });

  it('offers today’s replay and guide, whichever batch carries them', () => {
    const first = running(liveToday(program, new Date('2026-10-20T12:00:00Z'), 'UTC'));
    expect(first.resources).toEqual({
      replayUrl: 'https://video.example/replay-1',
      guideUrl: 'https://files.example/guide-1.pdf',
    });
    const second = running(liveToday(program, new Date('2026-10-21T12:00:00Z'), 'UTC'));
    expect(second.resources).toEqual({ replayUrl: null, guideUrl: null });
  });

  it('shows a scheduled day without sessions as a day with no batches', () => {
    const sparse = { ...program, sessions: program.sessions.filter((s) => s.day !== 2) };
    const today = running(liveToday(sparse, new Date('2026-10-21T12:00:00Z'), 'UTC'));
    expect([today.day, today.batches]).toEqual([2, []]);
  });

  it('lists today’s batches in the order they start, a batch added later in its place', () => {
    // Ops add batch 7 of day 2 at 07:00 India time, between batches 1 and 2.
    const added = {
      ...program,
      sessions: [
        ...program.sessions,
        { ...program.sessions[0]!, day: 2, batch: 7, starts_at: '2026-10-21T07:00:00+05:30' },
      ],
    };
    const today = running(liveToday(added, new Date('2026-10-21T00:00:00Z'), 'Asia/Kolkata'));
    expect(today.batches.map((batch) => `${batch.time} #${batch.batch}`)).toEqual([
      '06:30 #1',
      '07:00 #7',
      '07:30 #2',
      '08:30 #3',
      '17:00 #4',
      '18:00 #5',
      '19:00 #6',
    ]);
  });
});

describe('before and after the challenge', () => {
  it('counts the days to day 1 and names its first session for the countdown', () => {
    expect(liveToday(program, new Date('2026-10-17T12:00:00Z'), 'UTC')).toMatchObject({
      kind: 'upcoming',
      daysToStart: 3,
      firstSession: { day: 1, batch: 1, starts_at: '2026-10-20T06:30:00+05:30' },
    });
    expect(
      liveToday({ ...program, sessions: [] }, new Date('2026-10-17T12:00:00Z'), 'UTC'),
    ).toEqual({ kind: 'upcoming', daysToStart: 3, firstSession: null });
  });

  it('ends after the last day in India and says how many days it had', () => {
    // 23:59 on day 14 in India (2 Nov) is still running; midnight ends it.
    expect(liveToday(program, new Date('2026-11-02T18:29:00Z'), 'UTC')?.kind).toBe('running');
    expect(liveToday(program, new Date('2026-11-02T18:30:00Z'), 'UTC')).toEqual({
      kind: 'ended',
      totalDays: 14,
    });
  });

  it('gives null for dates it cannot read', () => {
    expect(liveToday({ ...program, start_date: 'soon' }, new Date(), 'UTC')).toBeNull();
  });
});
