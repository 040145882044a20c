import { googleCalendarLink } from './google-calendar-link';

describe('the Google Calendar link', () => {
  it('carries the session as UTC instants, its title, notes and the challenge’s zone', () => {
    const link = new URL(
      googleCalendarLink(
        { starts_at: '2026-10-20T06:30:00+05:30', duration_minutes: 45 },
        {
          title: 'Day 1: Sun salutations',
          details: 'Join at https://yoga.example/live',
          timeZone: 'Asia/Kolkata',
        },
      ),
    );
    expect(`${link.origin}${link.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Day 1: Sun salutations',
      dates: '20261020T010000Z/20261020T014500Z',
      details: 'Join at https://yoga.example/live',
      ctz: 'Asia/Kolkata',
    });
  });

  it('crosses midnight in UTC when a session does', () => {
    const link = new URL(
      googleCalendarLink(
        { starts_at: '2026-10-20T05:00:00+05:30', duration_minutes: 60 },
        { title: 'Early', details: '', timeZone: 'Asia/Kolkata' },
      ),
    );
    expect(link.searchParams.get('dates')).toBe('20261019T233000Z/20261020T003000Z');
  });
});
