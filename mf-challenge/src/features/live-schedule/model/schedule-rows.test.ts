import type { LiveSession } from '@yoga/shared';
import { scheduleRows } from './schedule-rows';

/** Three days at 06:30 India time (01:00 UTC), 45 minutes each. */
const sessions: LiveSession[] = [3, 1, 2].map((day) => ({
  day,
  title: `Day ${day} flow`,
  starts_at: `2026-11-${String(20 + day).padStart(2, '0')}T06:30:00+05:30`,
  duration_minutes: 45,
  batch: 1,
  world_record: false,
  replay_url: null,
  guide_url: null,
}));

const states = (now: string, zone = 'Asia/Kolkata') =>
  scheduleRows(sessions, new Date(now), zone).map((row) => [row.day, row.state]);

describe('the rows of the live schedule', () => {
  it('lists the days in order, done, open now, then the next and later ones', () => {
    expect(states('2026-11-22T01:05:00Z')).toEqual([
      [1, 'over'],
      [2, 'open'],
      [3, 'next'],
    ]);
  });

  it('marks the first session ahead as next when none is open', () => {
    expect(states('2026-11-20T12:00:00Z')).toEqual([
      [1, 'next'],
      [2, 'later'],
      [3, 'later'],
    ]);
    expect(states('2026-11-23T02:00:00Z')).toEqual([
      [1, 'over'],
      [2, 'over'],
      [3, 'over'],
    ]);
  });

  it('opens a session 10 minutes before it starts', () => {
    expect(states('2026-11-22T00:49:00Z')[1]).toEqual([2, 'next']);
    expect(states('2026-11-22T00:50:00Z')[1]).toEqual([2, 'open']);
  });

  it('dates and times each session in the member’s own time zone', () => {
    const row = (zone: string) => scheduleRows(sessions, new Date('2026-11-20T00:00:00Z'), zone)[0];
    expect(row('Asia/Kolkata')).toMatchObject({ date: 'Sat, 21 Nov', time: '06:30' });
    expect(row('Asia/Dubai')).toMatchObject({ date: 'Sat, 21 Nov', time: '05:00' });
    expect(row('Europe/London')).toMatchObject({ date: 'Sat, 21 Nov', time: '01:00' });
    // India's morning is the evening before in Los Angeles.
    expect(row('America/Los_Angeles')).toMatchObject({ date: 'Fri, 20 Nov', time: '17:00' });
  });
});

describe('session times for a member in London across the end of summer time', () => {
  /** India's 06:30 on 24 and 26 October 2026; London leaves summer time on the 25th. */
  const october: LiveSession[] = [24, 26].map((date, index) => ({
    day: index + 1,
    title: 'Flow',
    starts_at: `2026-10-${date}T06:30:00+05:30`,
    duration_minutes: 45,
    batch: 1,
    world_record: false,
    replay_url: null,
    guide_url: null,
  }));

  it('moves India’s 06:30 from 02:00 to 01:00 on the London clock', () => {
    const rows = scheduleRows(october, new Date('2026-10-20T00:00:00Z'), 'Europe/London');
    expect(rows.map((row) => [row.date, row.time])).toEqual([
      ['Sat, 24 Oct', '02:00'],
      ['Mon, 26 Oct', '01:00'],
    ]);
  });

  it('shows the same times in Hindi, with Hindi day and month names', () => {
    const rows = scheduleRows(october, new Date('2026-10-20T00:00:00Z'), 'Europe/London', 'hi-IN');
    expect(rows.map((row) => [row.date, row.time])).toEqual([
      ['शनि, 24 अक्टू॰', '02:00'],
      ['सोम, 26 अक्टू॰', '01:00'],
    ]);
  });
});
