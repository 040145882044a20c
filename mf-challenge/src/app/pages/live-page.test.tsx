import {
  demoLead,
  inTestLanguage,
  jsonResponse as json,
  renderWithStore,
  stubFetch,
  type FetchStub,
} from '@yoga/shared/testing';
import type { AppStore } from '@yoga/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveAttendanceApi } from '../../features/live-attendance/api/live-attendance-api';
import { challenge, indiaProgram, programRunningAt } from '../../testing/fixtures';
import { ChallengeApp } from '../challenge-app';

const lead = { ...demoLead, active_challenge_id: 61 };
const running = programRunningAt(new Date());
const noAttendance = {
  challenge_id: 61,
  total_attendance: 1,
  total_attended_days: 1,
  sessions: [{ day: 1, batch: 1, marked_at: '2026-01-01T01:00:00Z', source: 'join' }],
};
const noWorldRecord = { session: null, attended: false, marked_at: null };
/** Today's open batch (day 4, batch 2) is the world-record attempt. */
const worldRecordSession = running.sessions.find((s) => s.day === 4 && s.batch === 2)!;
const worldRecordAhead = {
  session: {
    day: 4,
    batch: 2,
    title: worldRecordSession.title,
    starts_at: worldRecordSession.starts_at,
  },
  attended: false,
  marked_at: null,
};
/** "18:00" on the clock of the machine running the test, as the page shows a member's time. */
const clockOf = (instant: string, locale = 'en-IN') =>
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(instant),
  );
/** Waits until the world-record read has settled in the store (answered or failed). */
const worldRecordSettled = (store: AppStore) =>
  waitFor(() => {
    const read = liveAttendanceApi.endpoints.challengeWorldRecord.select()(store.getState());
    expect(read.isSuccess || read.isError).toBe(true);
  });
const joined = {
  day: 4,
  batch: 2,
  link: 'zoom',
  url: 'https://zoom.example/j/42',
  total_attendance: 2,
  total_attended_days: 2,
};

describe('/live', () => {
  let server: FetchStub;
  let tab: { opener: unknown; location: { href: string }; close: jest.Mock };

  beforeEach(() => {
    server = stubFetch({
      'GET /api/subscription/free-member/active-challenge': json(challenge),
      'GET /api/lead/program/get/61': json(running),
      'GET /api/lead/lead/getleadattendance': json(noAttendance),
      'GET /api/subscription/free-member/attendance/asha-x': json({
        total_attendance: 1,
        total_attended_days: 1,
      }),
      'GET /api/lead/lead/remind/7': json({ preferred_batch: 2, reminder: false }),
      'GET /api/lead/lead/getshortlink': json({
        code: 'abc123',
        path: '/s/abc123',
        channel: 'whatsapp_status',
      }),
      'GET /api/lead/lead/worldrecordattendance': json(noWorldRecord),
      'POST /api/lead/lead/joinsession': json(joined),
    });
    tab = { opener: window, location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  });
  afterEach(() => {
    server.restore();
    jest.restoreAllMocks();
  });

  it('tells a visitor what the challenge is, how to join, and shows its schedule', async () => {
    renderWithStore(<ChallengeApp />, { route: '/live' });
    expect(
      await screen.findByRole('heading', { name: 'Join the free 14-day yoga challenge' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join free' })).toHaveAttribute(
      'href',
      '/?next=%2Flive',
    );
    expect(screen.getByRole('link', { name: 'Already joined? Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Flive',
    );
    expect(await screen.findAllByText('Day 4 flow')).not.toHaveLength(0);
    expect(server.callsTo('GET /api/lead/lead/getleadattendance')).toEqual([]);
  });

  it('tells a signed-in member who is in no challenge how to join one', async () => {
    renderWithStore(<ChallengeApp />, {
      route: '/live',
      lead: { ...demoLead, active_challenge_id: null },
    });
    expect(await screen.findByText('You are not in a challenge yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the challenge' })).toHaveAttribute('href', '/');
  });

  it('shows a spinner while the programme loads, then an error with a retry', async () => {
    let fail: () => void = () => undefined;
    const failing = new Promise<Response>((resolve) => {
      fail = () => resolve(json({ statusCode: 500, error: 'x', message: 'x' }, 500));
    });
    server.answer('GET /api/lead/program/get/61', () => failing);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<ChallengeApp />, { route: '/live', lead });
    expect(
      await screen.findByRole('status', { name: 'Loading the live sessions…' }),
    ).toBeInTheDocument();
    fail();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the live sessions.',
    );
    server.answer('GET /api/lead/program/get/61', json(running));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Day 4 of 14')).toBeInTheDocument();
  });

  it('counts down to day 1 and asks for a batch before the challenge starts', async () => {
    const later = indiaProgram(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
        new Date(Date.now() + 3 * 86_400_000),
      ),
    );
    server.answer('GET /api/lead/program/get/61', json(later));
    server.answer('GET /api/lead/lead/remind/7', json({ preferred_batch: null, reminder: false }));
    server.answer('POST /api/lead/lead/remind/7', json({ preferred_batch: 4, reminder: false }));
    renderWithStore(<ChallengeApp />, { route: '/live', lead });
    expect(
      await screen.findByText('Day 1 is in 3 days. Pick your batch now so we can remind you.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'The first session starts in' })).toBeInTheDocument();

    expect(
      await screen.findByRole('heading', { name: 'Which batch suits you?' }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Your usual batch'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save my batch' }));
    expect(await screen.findByText(/Saved\. Your batch is at \d\d:\d\d\./)).toBeInTheDocument();
    expect(await server.callsTo('POST /api/lead/lead/remind/7')[0]?.request.json()).toEqual({
      preferred_batch: 4,
    });
    expect(screen.getByRole('heading', { name: 'Your batch' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Send me an SMS 10 minutes before my batch' }),
    ).not.toBeChecked();
  });

  it('joins the open batch: opens the session, says the day is counted, moves the strip', async () => {
    renderWithStore(<ChallengeApp />, { route: '/live', lead });
    expect(await screen.findByText('Day 4 of 14')).toBeInTheDocument();
    const strip = await screen.findByRole('list', { name: 'Your 14 days' });
    expect(within(strip).getByRole('listitem', { name: 'Day 4: today' })).toBeInTheDocument();
    expect(await screen.findByTestId('attendance-totals')).toHaveTextContent(
      '1 session attended on 1 day',
    );
    const batches = screen.getByRole('heading', { name: 'Today’s live sessions' }).parentElement!;
    expect(within(batches).getByText('Ended')).toBeInTheDocument();
    expect(within(batches).getByText('Live now')).toBeInTheDocument();
    expect(within(batches).getByText(/^Starts in [23] h \d+ min$/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Join the \d\d:\d\d batch$/ })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: /^Join the \d\d:\d\d batch$/ }));
    expect(await screen.findByText('Day 4 counted!')).toBeInTheDocument();
    expect(screen.getByText('Day 4 counted!').closest('[role="status"]')).not.toBeNull();
    expect(tab.location.href).toBe('https://zoom.example/j/42');
    expect(tab.opener).toBeNull();
    expect(await server.callsTo('POST /api/lead/lead/joinsession')[0]?.request.json()).toEqual({
      batch: 2,
    });
    expect(await within(strip).findByRole('listitem', { name: 'Day 4: done' })).toBeInTheDocument();
    expect(screen.getByTestId('attendance-totals')).toHaveTextContent(
      '2 sessions attended on 2 days',
    );
    expect(screen.getByRole('link', { name: /Open the Zoom session/ })).toHaveAttribute(
      'href',
      'https://zoom.example/j/42',
    );

    // A second tap answers the same and changes nothing.
    await userEvent.click(screen.getByRole('button', { name: /^Join the \d\d:\d\d batch$/ }));
    await waitFor(() => expect(server.callsTo('POST /api/lead/lead/joinsession')).toHaveLength(2));
    expect(screen.getByTestId('attendance-totals')).toHaveTextContent(
      '2 sessions attended on 2 days',
    );
    expect(within(strip).getAllByRole('listitem', { name: /: done$/ })).toHaveLength(2);
  });

  it('closes the opened tab and says when the batch opens if it is not open yet', async () => {
    const opensAt = running.sessions.find((s) => s.day === 4 && s.batch === 3)!.starts_at;
    server.answer(
      'POST /api/lead/lead/joinsession',
      json(
        {
          statusCode: 409,
          error: 'Conflict',
          code: 'session_not_open',
          message: 'No session is open.',
          opensAt,
        },
        409,
      ),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<ChallengeApp />, { route: '/live', lead });
    await userEvent.click(
      await screen.findByRole('button', { name: /^Join the \d\d:\d\d batch$/ }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^This batch opens at \d\d:\d\d\. Please tap Join again then\.$/,
    );
    expect(tab.close).toHaveBeenCalled();
  });

  it('shows 0 attended, silently, when the attendance reads fail', async () => {
    const failed = json({ statusCode: 503, error: 'x', message: 'x' }, 503);
    server.answer('GET /api/lead/lead/getleadattendance', failed);
    server.answer('GET /api/subscription/free-member/attendance/asha-x', failed);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<ChallengeApp />, { route: '/live', lead });
    await waitFor(() =>
      expect(server.callsTo('GET /api/subscription/free-member/attendance/asha-x')).not.toEqual([]),
    );
    expect(await screen.findByTestId('attendance-totals')).toHaveTextContent(
      '0 sessions attended on 0 days',
    );
    // The strip is a placeholder until its own read has failed, which can be after the totals'.
    const strip = await screen.findByRole('list', { name: 'Your 14 days' });
    expect(within(strip).queryAllByRole('listitem', { name: /: done$/ })).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts opening today’s replay', async () => {
    server.answer('POST /api/lead/lead/resourcetrack', new Response(null, { status: 204 }));
    renderWithStore(<ChallengeApp />, { route: '/live', lead });
    const replay = await screen.findByRole('link', { name: /Watch today’s replay/ });
    expect(replay).toHaveAttribute('href', 'https://video.example/replay-4');
    await userEvent.click(replay);
    await waitFor(() =>
      expect(server.callsTo('POST /api/lead/lead/resourcetrack')).toHaveLength(1),
    );
    expect(await server.callsTo('POST /api/lead/lead/resourcetrack')[0]?.request.json()).toEqual({
      day: 4,
      kind: 'replay',
    });
  });

  it('thanks the member after the last day and links to the certificate', async () => {
    server.answer('GET /api/lead/program/get/61', json(indiaProgram('2026-01-01')));
    renderWithStore(<ChallengeApp />, { route: '/live', lead });
    expect(
      await screen.findByRole('heading', { name: 'Thank you for doing the challenge!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get your certificate' })).toHaveAttribute(
      'href',
      '/certificate',
    );
    const strip = await screen.findByRole('list', { name: 'Your 14 days' });
    expect(within(strip).getByRole('listitem', { name: 'Day 1: done' })).toBeInTheDocument();
    expect(within(strip).getByRole('listitem', { name: 'Day 14: missed' })).toBeInTheDocument();
  });

  it('shares on WhatsApp status with the member’s short link and the support phone', async () => {
    renderWithStore(<ChallengeApp />, { route: '/live', lead });
    const share = await screen.findByRole('region', { name: 'Invite your friends' });
    expect(within(share).getByRole('tab', { name: 'WhatsApp status' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await within(share).findByText(/^6 Days Yoga Challenge/)).toHaveTextContent(
      'Questions? Call +91 00000 00000. Join me: http://localhost/s/abc123',
    );
    expect(server.callsTo('GET /api/lead/lead/getshortlink')[0]?.search).toBe(
      '?channel=whatsapp_status',
    );
  });

  describe('the feedback card', () => {
    const ended = indiaProgram('2026-01-01');
    const myFeedback = (open: object, feedback: object | null = null) =>
      json({ challenge_id: 61, window: open, feedback });
    const given = {
      challenge_id: 61,
      rating: 5,
      benefits: ['calm'],
      comment: '',
      created_at: '2026-01-15T04:00:00.000Z',
      updated_at: '2026-01-15T04:00:00.000Z',
    };
    const thanks = { name: 'Thank you for doing the challenge!' };
    const card = { name: 'How was your challenge?' };

    it('asks for feedback while it is open and not given, with the way to /feedback', async () => {
      server.answer('GET /api/lead/program/get/61', json(ended));
      server.answer(
        'GET /api/lead/lead/feedback',
        myFeedback({ state: 'open', closes_on: '2026-01-20' }),
      );
      renderWithStore(<ChallengeApp />, { route: '/live', lead });
      const prompt = await screen.findByRole('region', card);
      expect(prompt).toHaveTextContent(/Tell us in a minute, until .*20 Jan 2026\./);
      expect(screen.getByRole('heading', thanks)).toBeInTheDocument();
      const link = within(prompt).getByRole('link', { name: 'Give feedback' });
      expect(link).toHaveAttribute('href', '/feedback');
      await userEvent.click(link);
      expect(await screen.findByRole('heading', { level: 1, name: 'Your feedback' })).toBeVisible();
    });

    it.each([
      ['once the member has given it', { state: 'open', closes_on: '2026-01-20' }, given],
      ['before the feedback days', { state: 'not_yet', opens_on: '2026-01-16' }, null],
      ['after the feedback days', { state: 'closed' }, null],
    ])('is not shown %s', async (_case, open, feedback) => {
      server.answer('GET /api/lead/program/get/61', json(ended));
      server.answer('GET /api/lead/lead/feedback', myFeedback(open, feedback));
      renderWithStore(<ChallengeApp />, { route: '/live', lead });
      // The page waits for the feedback read before it shows the day: it has been answered.
      expect(await screen.findByRole('heading', thanks)).toBeInTheDocument();
      expect(server.callsTo('GET /api/lead/lead/feedback')).toHaveLength(1);
      expect(screen.queryByRole('region', card)).toBeNull();
      expect(screen.queryByRole('link', { name: 'Give feedback' })).toBeNull();
    });

    it('is not shown on a day of the challenge before feedback opens', async () => {
      server.answer(
        'GET /api/lead/lead/feedback',
        myFeedback({ state: 'not_yet', opens_on: '2026-01-14' }),
      );
      renderWithStore(<ChallengeApp />, { route: '/live', lead });
      expect(await screen.findByText('Day 4 of 14')).toBeInTheDocument();
      expect(server.callsTo('GET /api/lead/lead/feedback')).toHaveLength(1);
      expect(screen.queryByRole('region', card)).toBeNull();
    });
  });

  describe('world-record attempt', () => {
    it('says when the attempt is, on the member’s clock', async () => {
      server.answer('GET /api/lead/lead/worldrecordattendance', json(worldRecordAhead));
      renderWithStore(<ChallengeApp />, { route: '/live', lead });
      const note = await screen.findByRole('region', { name: 'World record attempt' });
      expect(note).toHaveTextContent(
        `World record attempt: Day 4, ${clockOf(worldRecordSession.starts_at)} (your time)`,
      );
      expect(
        within(note).getByRole('link', { name: 'About the participation certificate' }),
      ).toHaveAttribute('href', '/wr-certificate');
    });

    it('tells a member who attended it that they were part of it', async () => {
      server.answer(
        'GET /api/lead/lead/worldrecordattendance',
        json({ ...worldRecordAhead, attended: true, marked_at: '2026-01-04T01:00:00Z' }),
      );
      renderWithStore(<ChallengeApp />, { route: '/live', lead });
      const note = await screen.findByRole('region', { name: 'World record attempt' });
      expect(note).toHaveTextContent(/^You were part of the world record attempt/);
      expect(
        within(note).getByRole('link', { name: 'Get your participation certificate' }),
      ).toHaveAttribute('href', '/wr-certificate');
    });

    it('turns into "you were part of it" when the member joins that session', async () => {
      server.answer('GET /api/lead/lead/worldrecordattendance', json(worldRecordAhead));
      renderWithStore(<ChallengeApp />, { route: '/live', lead });
      const note = await screen.findByRole('region', { name: 'World record attempt' });
      expect(note).toHaveTextContent(/^World record attempt: Day 4/);
      await userEvent.click(screen.getByRole('button', { name: /^Join the \d\d:\d\d batch$/ }));
      expect(await screen.findByText('Day 4 counted!')).toBeInTheDocument();
      await waitFor(() =>
        expect(note).toHaveTextContent(/^You were part of the world record attempt/),
      );
    });

    it('keeps the page loading until the attempt is read, so its strip never pushes the day down', async () => {
      server.answer('GET /api/lead/lead/worldrecordattendance', () => new Promise(() => {}));
      renderWithStore(<ChallengeApp />, { route: '/live', lead });
      expect(
        await screen.findByRole('status', { name: 'Loading the live sessions…' }),
      ).toBeVisible();
      await waitFor(() => expect(server.callsTo('GET /api/lead/program/get/61')).toHaveLength(1));
      expect(screen.queryByText('Day 4 of 14')).toBeNull();
    });

    it('shows nothing when the challenge has no attempt, or when the read fails', async () => {
      const first = renderWithStore(<ChallengeApp />, { route: '/live', lead });
      expect(await screen.findByText('Day 4 of 14')).toBeInTheDocument();
      await worldRecordSettled(first.store);
      expect(screen.queryByRole('region', { name: 'World record attempt' })).toBeNull();
      first.unmount();

      server.answer(
        'GET /api/lead/lead/worldrecordattendance',
        json({ statusCode: 503, error: 'x', message: 'x' }, 503),
      );
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const second = renderWithStore(<ChallengeApp />, { route: '/live', lead });
      expect(await screen.findByText('Day 4 of 14')).toBeInTheDocument();
      await worldRecordSettled(second.store);
      expect(server.callsTo('GET /api/lead/lead/worldrecordattendance')).toHaveLength(2);
      expect(screen.queryByRole('region', { name: 'World record attempt' })).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('is not brought up again to a member who missed it once its day has passed', async () => {
      server.answer(
        'GET /api/lead/lead/worldrecordattendance',
        json({ ...worldRecordAhead, session: { ...worldRecordAhead.session, day: 2 } }),
      );
      const { store } = renderWithStore(<ChallengeApp />, { route: '/live', lead });
      expect(await screen.findByText('Day 4 of 14')).toBeInTheDocument();
      await worldRecordSettled(store);
      expect(screen.queryByRole('region', { name: 'World record attempt' })).toBeNull();
    });

    it('is shown after the last day to a member who was part of it', async () => {
      server.answer(
        'GET /api/lead/lead/worldrecordattendance',
        json({ ...worldRecordAhead, attended: true, marked_at: '2026-01-04T01:00:00Z' }),
      );
      server.answer('GET /api/lead/program/get/61', json(indiaProgram('2026-01-01')));
      renderWithStore(<ChallengeApp />, { route: '/live', lead });
      expect(
        await screen.findByRole('heading', { name: 'Thank you for doing the challenge!' }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: 'World record attempt' })).toHaveTextContent(
        'You were part of the world record attempt',
      );
    });
  });

  describe('in Hindi', () => {
    inTestLanguage('hi');

    it('shows the batches’ states, the world record and the counted day in Devanagari', async () => {
      server.answer('GET /api/lead/lead/worldrecordattendance', json(worldRecordAhead));
      renderWithStore(<ChallengeApp />, { route: '/live', lead });
      expect(await screen.findByText('14 में से दिन 4')).toBeInTheDocument();
      const batches = screen.getByRole('heading', { name: 'आज के लाइव सेशन' }).parentElement!;
      expect(within(batches).getByText('खत्म हो गया')).toBeInTheDocument();
      expect(within(batches).getByText('अभी लाइव')).toBeInTheDocument();
      expect(within(batches).getByText(/^[23] घंटे \d+ मिनट में शुरू$/)).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: 'विश्व रिकॉर्ड प्रयास' })).toHaveTextContent(
        `विश्व रिकॉर्ड प्रयास: दिन 4, ${clockOf(worldRecordSession.starts_at, 'hi-IN')} बजे (आपके समय से)`,
      );

      await userEvent.click(screen.getByRole('button', { name: /^जुड़ें \(\d\d:\d\d वाला बैच\)$/ }));
      const counted = await screen.findByText('दिन 4 की हाज़िरी लग गई!');
      expect(counted.closest('[role="status"]')).toHaveTextContent(
        'आप अब तक 2 दिन में 2 सेशन में शामिल हुए हैं।',
      );
      expect(screen.getByRole('link', { name: /Zoom सेशन खोलें/ })).toHaveAttribute(
        'href',
        'https://zoom.example/j/42',
      );
      // The cached read is updated once the join's answer is in, a tick after the counted box.
      await waitFor(() =>
        expect(screen.getByRole('region', { name: 'विश्व रिकॉर्ड प्रयास' })).toHaveTextContent(
          'आप विश्व रिकॉर्ड प्रयास का हिस्सा बने',
        ),
      );
      expect(document.documentElement.lang).toBe('hi');
    });
  });
});
