import {
  inTestLanguage,
  jsonResponse as json,
  renderWithStore,
  stubFetch,
  type FetchStub,
} from '@yoga/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { indiaProgram } from '../../../testing/fixtures';
import { liveToday, type LiveToday } from '../model/live-today';
import { MemberDayStatus } from './member-day-status';

/*
 * The home card's status at fixed instants of the demo India programme (six batches a day from
 * 06:30 to 19:00 India time, day 1 on 21 November), read on India's clock so the texts are exact.
 */
const program = indiaProgram('2026-11-21');
const ZONE = 'Asia/Kolkata';
const todayAt = (instant: string, locale = 'en-IN') =>
  liveToday(program, new Date(instant), ZONE, locale) as Extract<LiveToday, { kind: 'running' }>;
const firstOfDay = (day: number) =>
  program.sessions.find((session) => session.day === day && session.batch === 1) ?? null;
const clockOf = (instant: string) =>
  new Intl.DateTimeFormat('en-IN', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: ZONE,
  }).format(new Date(instant));

const attendance = (days: number[]) => ({
  challenge_id: 61,
  total_attendance: days.length,
  total_attended_days: days.length,
  sessions: days.map((day) => ({
    day,
    batch: 1,
    marked_at: '2026-11-21T01:00:00Z',
    source: 'join',
  })),
});

const DAY_4_MORNING_OVER = '2026-11-24T12:00:00+05:30';
const DAY_4_AT_18 = '2026-11-24T18:05:00+05:30';

describe('the home card’s day status', () => {
  let server: FetchStub;
  beforeEach(() => {
    server = stubFetch({ 'GET /api/lead/lead/getleadattendance': json(attendance([1, 2, 3])) });
  });
  afterEach(() => {
    server.restore();
    jest.restoreAllMocks();
  });

  const renderAt = (instant: string) =>
    renderWithStore(
      <MemberDayStatus today={todayAt(instant)} tomorrow={firstOfDay(5)} clockOf={clockOf} />,
      {
        route: '/',
      },
    );

  it('says the member attended today, and links to the live page', async () => {
    server.answer('GET /api/lead/lead/getleadattendance', json(attendance([1, 2, 3, 4])));
    renderAt(DAY_4_AT_18);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You attended today. Well done! Next: tomorrow at 06:30, Day 5 flow.',
    );
    expect(screen.getByRole('heading', { name: 'Your day 4 of 14' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the live sessions' })).toHaveAttribute(
      'href',
      '/live',
    );
    expect(screen.queryByRole('link', { name: 'Join now' })).toBeNull();
  });

  it('says which batch is live now, with Join now to the live page', async () => {
    renderAt(DAY_4_AT_18);
    await waitFor(() =>
      expect(server.callsTo('GET /api/lead/lead/getleadattendance')).toHaveLength(1),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('The 18:00 batch is live now.');
    expect(screen.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/live');
  });

  it('gives the next session’s time today between batches', async () => {
    renderAt(DAY_4_MORNING_OVER);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Next live session today at 17:00: Day 4 flow.',
    );
    expect(screen.getByRole('timer', { name: 'Starts in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the live sessions' })).toBeInTheDocument();
  });

  it('gives tomorrow’s first time after the last batch, and nothing more after day 14', async () => {
    const { unmount } = renderAt('2026-11-24T21:00:00+05:30');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Today’s sessions are over. The next one is tomorrow at 06:30: Day 5 flow.',
    );
    unmount();
    renderAt('2026-12-04T21:00:00+05:30');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No more live sessions in this challenge.',
    );
  });

  it('treats a failed attendance read as not attended yet, silently', async () => {
    server.answer(
      'GET /api/lead/lead/getleadattendance',
      json({ statusCode: 503, error: 'x', message: 'x' }, 503),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(DAY_4_AT_18);
    await waitFor(() =>
      expect(server.callsTo('GET /api/lead/lead/getleadattendance')).toHaveLength(1),
    );
    expect(screen.getByRole('status')).toHaveTextContent('The 18:00 batch is live now.');
    expect(screen.getByRole('link', { name: 'Join now' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  describe('in Hindi', () => {
    inTestLanguage('hi');

    it('says the batch is live and, once attended, that today is counted', async () => {
      const { unmount } = renderWithStore(
        <MemberDayStatus
          today={todayAt(DAY_4_AT_18, 'hi-IN')}
          tomorrow={firstOfDay(5)}
          clockOf={clockOf}
        />,
        { route: '/' },
      );
      expect(await screen.findByRole('status')).toHaveTextContent('18:00 वाला बैच अभी लाइव है।');
      expect(screen.getByRole('heading', { name: 'आपका दिन 4 (14 में से)' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'अभी जुड़ें' })).toHaveAttribute('href', '/live');
      unmount();

      server.answer('GET /api/lead/lead/getleadattendance', json(attendance([4])));
      renderWithStore(
        <MemberDayStatus
          today={todayAt(DAY_4_AT_18, 'hi-IN')}
          tomorrow={firstOfDay(5)}
          clockOf={clockOf}
        />,
        {
          route: '/',
        },
      );
      expect(await screen.findByRole('status')).toHaveTextContent(
        'आज की हाज़िरी लग गई। शाबाश! अगला सेशन कल 06:30 बजे: दिन 5 का अभ्यास।',
      );
    });
  });
});
