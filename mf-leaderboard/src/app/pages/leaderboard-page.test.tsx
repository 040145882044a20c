import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  inTestLanguage,
  jsonResponse as json,
  renderWithStore,
  stubFetch,
  type FetchStub,
} from '@yoga/shared/testing';
import { freeBoard, member, problem, profile } from '../../testing/fixtures';
import { LeaderboardApp } from '../leaderboard-app';

const PHONE = '%2B919876543210';
const failed = json(problem(503, 'service_unavailable', 'Down'), 503);

describe('/leaderboard', () => {
  let server: FetchStub;
  beforeEach(() => {
    server = stubFetch({
      'GET /api/gamification/leaderboard': (request) =>
        json(
          new URL(request.url).searchParams.get('paid') === 'true'
            ? { ...freeBoard, paid: true, entries: [], me: null }
            : freeBoard,
        ),
      'GET /api/gamification/free-member/7': json(profile),
      'PUT /api/gamification/free-member/7': json({ ...profile, board_visibility: 'hidden' }),
      [`GET /api/gamification/leaderboard/live-leaderboard-points/${PHONE}`]: json({ points: 42 }),
      [`GET /api/gamification/leaderboard/live-leaderboard-rank/${PHONE}`]: json({ rank: 17 }),
    });
  });
  afterEach(() => {
    server.restore();
    jest.restoreAllMocks();
  });

  it('asks a visitor to sign in', async () => {
    renderWithStore(<LeaderboardApp />, { route: '/leaderboard' });
    expect(
      await screen.findByRole('heading', {
        name: 'Sign in to see your points, friends and gifts',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fleaderboard',
    );
    expect(server.calls).toEqual([]);
  });

  it('tells a member in no challenge how to join one', async () => {
    renderWithStore(<LeaderboardApp />, {
      route: '/leaderboard',
      lead: { ...member, active_challenge_id: null },
    });
    expect(await screen.findByText('You are not in a challenge yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the challenge' })).toHaveAttribute('href', '/');
  });

  it('shows the member’s live place with how points are earned, their place above the free top 100, and the lock date', async () => {
    renderWithStore(<LeaderboardApp />, { route: '/leaderboard', lead: member });
    expect(await screen.findByRole('heading', { name: 'Leaderboard' })).toBeInTheDocument();
    expect(await screen.findByTestId('my-rank')).toHaveTextContent('#17');
    await waitFor(() => expect(screen.getByTestId('my-points')).toHaveTextContent('42'));
    expect(screen.getByText('On the free board')).toBeInTheDocument();
    const rules = (await screen.findByRole('heading', { name: 'How you earn points' }))
      .parentElement!;
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '10 points for each day you attend a live session (once a day, however many sessions)',
      '5 points for each friend who joins with your link and attends a session',
      'Equal points: whoever reached them first is ahead.',
    ]);

    expect(screen.getByRole('tab', { name: 'Free' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Top 100' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1Ravi K.1,250');
    expect(rows).toHaveLength(4);
    expect(screen.getByTestId('board-own-place')).toHaveTextContent(
      'Your place on this board: #240 · Points: 35 The list shows the top 100.',
    );
    expect(screen.getByText(/^Final at the end of /)).toHaveTextContent('4 Dec 2026');
    expect(server.callsTo('GET /api/gamification/leaderboard')[0]?.search).toBe('?paid=false');
  });

  it('holds the rules’ room while they are read: their sentences, busy, waiting for the numbers', async () => {
    server.answer('GET /api/gamification/free-member/7', () => new Promise(() => {}));
    renderWithStore(<LeaderboardApp />, { route: '/leaderboard', lead: member });
    const rules = (await screen.findByRole('heading', { name: 'How you earn points' }))
      .parentElement!;
    const list = within(rules).getByRole('list');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      ' points for each day you attend a live session (once a day, however many sessions)',
      ' points for each friend who joins with your link and attends a session',
      'Equal points: whoever reached them first is ahead.',
    ]);
    expect(screen.getByRole('status', { name: 'Loading your board settings…' })).toBeVisible();
  });

  it('says when the member is hidden from the public list, and shows the paid board on its tab', async () => {
    server.answer(
      'GET /api/gamification/free-member/7',
      json({ ...profile, board_visibility: 'hidden' }),
    );
    renderWithStore(<LeaderboardApp />, { route: '/leaderboard', lead: member });
    await screen.findByRole('table', { name: 'Top 100' });
    await waitFor(() =>
      expect(screen.getByTestId('board-own-place')).toHaveTextContent(
        'Your place on this board: #240 · Points: 35 You chose to be hidden from the public list',
      ),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Paid' }));
    expect(await screen.findByText('No points on this board yet')).toBeInTheDocument();
    expect(server.callsTo('GET /api/gamification/leaderboard')[1]?.search).toBe('?paid=true');
  });

  it('tells a member on the other board they are not on this one, never a place of 0', async () => {
    // The paid board answers a free member as the API does: no rank, 0 points.
    server.answer('GET /api/gamification/leaderboard', (request) =>
      json(
        new URL(request.url).searchParams.get('paid') === 'true'
          ? {
              ...freeBoard,
              paid: true,
              entries: [{ rank: 1, name: 'Rohan M.', points: 45, me: false }],
              me: { rank: null, points: 0 },
            }
          : freeBoard,
      ),
    );
    renderWithStore(<LeaderboardApp />, { route: '/leaderboard', lead: member });
    await userEvent.click(await screen.findByRole('tab', { name: 'Paid' }));
    const own = await screen.findByTestId('board-own-place');
    expect(own).toHaveTextContent(
      'You are not on this board: it ranks members who paid for the membership. Your place is on the free board.',
    );
    expect(own).not.toHaveTextContent(/#|Points/);
    expect(within(screen.getByRole('table', { name: 'Top 100' })).getAllByRole('row')).toHaveLength(
      2,
    );
    await userEvent.click(within(own).getByRole('button', { name: 'See the free board' }));
    expect(screen.getByRole('tab', { name: 'Free' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('board-own-place')).toHaveTextContent('#240');
  });

  it('opens a paid member on the paid board, where their card and place agree', async () => {
    server.answer('GET /api/gamification/leaderboard', (request) =>
      json(
        new URL(request.url).searchParams.get('paid') === 'true'
          ? { ...freeBoard, paid: true, entries: [], me: { rank: 1, points: 45 } }
          : { ...freeBoard, me: { rank: null, points: 0 } },
      ),
    );
    server.answer(
      `GET /api/gamification/leaderboard/live-leaderboard-points/${PHONE}`,
      json({ points: 45 }),
    );
    server.answer(
      `GET /api/gamification/leaderboard/live-leaderboard-rank/${PHONE}`,
      json({ rank: 1 }),
    );
    server.answer('GET /api/gamification/free-member/7', json({ ...profile, paid: true }));
    renderWithStore(<LeaderboardApp />, {
      route: '/leaderboard',
      lead: { ...member, is_paid: true },
    });
    expect(await screen.findByRole('tab', { name: 'Paid' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('On the paid board')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('my-rank')).toHaveTextContent('#1'));
    await waitFor(() =>
      expect(screen.getByTestId('board-own-place')).toHaveTextContent(
        'Your place on this board: #1 · Points: 45',
      ),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Free' }));
    await waitFor(() =>
      expect(screen.getByTestId('board-own-place')).toHaveTextContent(
        'You are not on this board: it ranks free members. As a paid member, your place is on the paid board.',
      ),
    );
  });

  it('highlights the member inside the list when they are in the top 100', async () => {
    server.answer(
      'GET /api/gamification/leaderboard',
      json({
        ...freeBoard,
        entries: [...freeBoard.entries, { rank: 4, name: 'Asha V.', points: 900, me: true }],
        me: { rank: 4, points: 900 },
      }),
    );
    const scrolled = jest.fn();
    // jsdom lays nothing out, so it has no scrolling of its own to call.
    Element.prototype.scrollIntoView = scrolled;
    renderWithStore(<LeaderboardApp />, { route: '/leaderboard', lead: member });
    const table = await screen.findByRole('table', { name: 'Top 100' });
    const mine = within(table).getByRole('row', { name: /Asha V\. You/ });
    expect(screen.getByTestId('board-own-place')).toHaveTextContent(
      'Your place on this board: #4 · Points: 900',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show my row' }));
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
    expect(scrolled.mock.contexts[0]).toBe(mine);
    expect(mine).toHaveFocus();
  });

  it('shows a locked board as final', async () => {
    server.answer('GET /api/gamification/leaderboard', json({ ...freeBoard, locked: true }));
    server.answer('GET /api/gamification/free-member/7', json({ ...profile, locked: true }));
    renderWithStore(<LeaderboardApp />, { route: '/leaderboard', lead: member });
    expect(await screen.findByText('Locked')).toBeInTheDocument();
    expect(screen.getByText(/The challenge is over and the board is final\./)).toBeInTheDocument();
    expect(await screen.findByLabelText('How you appear on the board')).toBeDisabled();
  });

  it('shows loading states, then 0 points and no rank, silently, when the live reads fail', async () => {
    // Both reads wait until the test answers them, so their loading states can be seen.
    let answer: () => void = () => undefined;
    const later = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const failLater = () => later.then(() => failed.clone());
    server.answer(`GET /api/gamification/leaderboard/live-leaderboard-points/${PHONE}`, failLater);
    server.answer(`GET /api/gamification/leaderboard/live-leaderboard-rank/${PHONE}`, failed);
    server.answer('GET /api/gamification/leaderboard', failLater);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<LeaderboardApp />, { route: '/leaderboard', lead: member });
    expect(
      await screen.findByRole('status', { name: 'Loading the leaderboard…' }),
    ).toBeInTheDocument();
    answer();
    await waitFor(() => expect(screen.getByTestId('my-points')).toHaveTextContent('0'));
    expect(screen.getByTestId('my-rank')).toHaveTextContent('—Not ranked yet');
    expect(
      await screen.findByText('The leaderboard is not available right now. Your points are safe.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    server.answer('GET /api/gamification/leaderboard', json(freeBoard));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Top 100' })).toBeInTheDocument();
  });

  it('saves how the member appears, and the board shows it at once', async () => {
    server.answer(
      'GET /api/gamification/leaderboard',
      json({
        ...freeBoard,
        entries: [...freeBoard.entries, { rank: 4, name: 'Asha V.', points: 900, me: true }],
        me: { rank: 4, points: 900 },
      }),
    );
    server.answer(
      'PUT /api/gamification/free-member/7',
      json({ ...profile, board_visibility: 'phone' }),
    );
    renderWithStore(<LeaderboardApp />, { route: '/leaderboard', lead: member });
    const picker = await screen.findByLabelText('How you appear on the board');
    expect(picker).toHaveValue('name');
    expect(within(picker).getByRole('option', { name: 'My name (Asha V.)' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Top 100' });
    await within(table).findByText('Asha V.');

    await userEvent.selectOptions(picker, 'phone');
    expect(await screen.findByText('Saved. The board shows your new choice.')).toBeInTheDocument();
    expect(await server.callsTo('PUT /api/gamification/free-member/7')[0]?.request.json()).toEqual({
      board_visibility: 'phone',
    });
    expect(
      await within(table).findByRole('row', { name: /^4 \*{6}3210 You 900$/ }),
    ).toBeInTheDocument();

    server.answer(
      'PUT /api/gamification/free-member/7',
      json({ ...profile, board_visibility: 'hidden' }),
    );
    await userEvent.selectOptions(picker, 'hidden');
    await waitFor(() => expect(within(table).queryByText(/3210/)).toBeNull());
    expect(screen.getByTestId('board-own-place')).toHaveTextContent(
      'Your place on this board: #4 · Points: 900 You chose to be hidden from the public list',
    );
  });

  it('says why a change was refused', async () => {
    server.answer(
      'PUT /api/gamification/free-member/7',
      json(problem(409, 'board_locked', 'The leaderboard is locked.'), 409),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<LeaderboardApp />, { route: '/leaderboard', lead: member });
    await userEvent.selectOptions(
      await screen.findByLabelText('How you appear on the board'),
      'phone',
    );
    // A code this build has no text for: the server's own words.
    expect(await screen.findByRole('alert')).toHaveTextContent('The leaderboard is locked.');
  });

  it('shows an error with a retry when the board settings cannot be read', async () => {
    server.answer('GET /api/gamification/free-member/7', failed);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<LeaderboardApp />, { route: '/leaderboard', lead: member });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load how you appear on the board.',
    );
  });

  describe('in Hindi', () => {
    inTestLanguage('hi');

    it('speaks Hindi, with Indian number grouping', async () => {
      renderWithStore(<LeaderboardApp />, { route: '/leaderboard', lead: member });
      expect(await screen.findByRole('heading', { name: 'लीडरबोर्ड', level: 1 })).toBeVisible();
      expect(screen.getByRole('tab', { name: 'फ़्री' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'पेड' })).toBeInTheDocument();
      const table = await screen.findByRole('table', { name: 'टॉप 100' });
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('1Ravi K.1,250');
      expect(screen.getByTestId('board-own-place')).toHaveTextContent(
        'इस बोर्ड पर आपकी जगह: #240 · पॉइंट्स: 35 लिस्ट में टॉप 100 ही दिखते हैं।',
      );
      expect(
        await screen.findByText('आपके लिंक से जुड़कर सेशन में आने वाले हर दोस्त के 5 पॉइंट्स'),
      ).toBeInTheDocument();
      expect(screen.getByText(/का दिन खत्म होने पर फ़ाइनल$/)).toBeInTheDocument();
      expect(await screen.findByLabelText('लीडरबोर्ड पर आप कैसे दिखें')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'आपकी जगह' })).toBeInTheDocument();
    });
  });
});
