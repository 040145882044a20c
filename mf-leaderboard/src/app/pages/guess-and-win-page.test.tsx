import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  inTestLanguage,
  jsonResponse as json,
  renderWithStore,
  stubFetch,
  type FetchStub,
} from '@yoga/shared/testing';
import { guessGame, member, problem } from '../../testing/fixtures';
import { LeaderboardApp } from '../leaderboard-app';

describe('/guessandwin', () => {
  let server: FetchStub;
  beforeEach(() => {
    const game = guessGame();
    server = stubFetch({
      'GET /api/gamification/guessandwin/7': json(game),
      'PUT /api/gamification/guessandwin/7': async (request) =>
        json({ ...game.today, guess: ((await request.clone().json()) as { guess: number }).guess }),
    });
  });
  afterEach(() => {
    server.restore();
    jest.restoreAllMocks();
  });

  it('takes today’s guess until it closes, and lets the member change it', async () => {
    renderWithStore(<LeaderboardApp />, { route: '/guessandwin', lead: member });
    const today = await screen.findByRole('region', { name: 'Today’s question, day 4' });
    expect(within(today).getByText('How many members will attend today’s sessions?')).toBeVisible();
    expect(
      within(today).getByText('Prize for each of the three closest guesses: Yoga strap'),
    ).toBeVisible();
    expect(within(today).getByRole('timer', { name: 'Guesses close in' })).toHaveTextContent(
      /^0?[23] hours/,
    );
    const field = within(today).getByLabelText('Your guess (number of members)');
    await userEvent.click(within(today).getByRole('button', { name: 'Save my guess' }));
    expect(field).toHaveAccessibleDescription('Please enter a number.');
    await userEvent.type(field, '25,000');
    await userEvent.click(within(today).getByRole('button', { name: 'Save my guess' }));
    expect(await within(today).findByText('Saved. Your guess is 25,000.')).toBeInTheDocument();
    expect(await server.callsTo('PUT /api/gamification/guessandwin/7')[0]?.request.json()).toEqual({
      guess: 25000,
    });
    // The saved day is written into the cached read a tick after the answer.
    expect(
      await within(today).findByRole('button', { name: 'Change my guess' }),
    ).toBeInTheDocument();
  });

  it('shows past days with the count, the closest three and the member’s win', async () => {
    renderWithStore(<LeaderboardApp />, { route: '/guessandwin', lead: member });
    const past = await screen.findByRole('region', { name: 'Past days' });
    expect(within(past).getByText('24,310 members attended')).toBeInTheDocument();
    expect(within(past).getByText('Your guess: 24,000')).toBeInTheDocument();
    const winners = within(past).getByRole('list', { name: 'Closest guesses on day 3' });
    expect(
      within(winners)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1. Ravi K. (24,300)', '2. Asha V. (24,000)', '3. ******9911 (25,000)']);
    expect(within(past).getByText('You won!')).toBeInTheDocument();
    expect(within(past).getByRole('link', { name: 'your gifts page' })).toHaveAttribute(
      'href',
      '/gifts',
    );
  });

  it('shows today closed with the member’s guess, and a refusal once it closed', async () => {
    const game = guessGame();
    server.answer(
      'GET /api/gamification/guessandwin/7',
      json({ ...game, today: { ...game.today!, open: false, guess: 31000 } }),
    );
    renderWithStore(<LeaderboardApp />, { route: '/guessandwin', lead: member });
    const today = await screen.findByRole('region', { name: 'Today’s question, day 4' });
    expect(within(today).getByText('Guesses are closed for today.')).toBeInTheDocument();
    expect(within(today).getByText('Your guess: 31,000')).toBeInTheDocument();
    expect(
      within(today).getByText(/^The result comes after the last session, at \d\d:\d\d\.$/),
    ).toBeInTheDocument();
    expect(within(today).queryByRole('textbox')).toBeNull();
    expect(within(today).getByTestId('guess-attended-today')).toHaveTextContent(
      'Members at today’s sessions so far: 1,234',
    );
    expect(within(today).getByTestId('guess-next')).toHaveTextContent(
      /^Day 5’s question opens (today|tomorrow|on .+) at \d\d:\d\d \S+\. Guesses close at \d\d:\d\d \S+, when that day’s first session starts\.$/,
    );
  });

  it('after the result, gives the count the winners were judged on and the next question', async () => {
    const game = guessGame();
    const past = game.past[0]!;
    server.answer(
      'GET /api/gamification/guessandwin/7',
      json({
        ...game,
        today: { ...game.today!, open: false, result: past.result },
        attended_today: past.result!.actual,
      }),
    );
    renderWithStore(<LeaderboardApp />, { route: '/guessandwin', lead: member });
    const today = await screen.findByRole('region', { name: 'Today’s question, day 4' });
    expect(within(today).getByText('24,310 members attended')).toBeInTheDocument();
    expect(within(today).queryByTestId('guess-attended-today')).toBeNull();
    expect(within(today).getByTestId('guess-next')).toHaveTextContent(/^Day 5’s question opens/);
  });

  it('reads the day again when the server says guesses closed meanwhile', async () => {
    const game = guessGame();
    server.answer(
      'PUT /api/gamification/guessandwin/7',
      json(problem(409, 'guess_closed', 'Guesses for today are closed.'), 409),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<LeaderboardApp />, { route: '/guessandwin', lead: member });
    const field = await screen.findByLabelText('Your guess (number of members)');
    server.answer(
      'GET /api/gamification/guessandwin/7',
      json({ ...game, today: { ...game.today!, open: false } }),
    );
    await userEvent.type(field, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Save my guess' }));
    expect(await screen.findByText('Guesses are closed for today.')).toBeInTheDocument();
    expect(screen.getByText('You did not guess today.')).toBeInTheDocument();
  });

  it('before the challenge, says when the first question opens and what it wins', async () => {
    const game = guessGame();
    server.answer(
      'GET /api/gamification/guessandwin/7',
      json({
        ...game,
        today: null,
        past: [],
        attended_today: null,
        next: { ...game.next!, day: 1 },
      }),
    );
    renderWithStore(<LeaderboardApp />, { route: '/guessandwin', lead: member });
    const next = await screen.findByRole('region', { name: 'Next question: day 1' });
    expect(within(next).getByText(/^Prize for each of the three closest guesses/)).toBeVisible();
    expect(within(next).getByTestId('guess-next')).toHaveTextContent(/^Day 1’s question opens/);
    expect(screen.getByText('Results of earlier days will show here.')).toBeInTheDocument();
  });

  it('says the game is over once every day had its question, and how to play when not enrolled', async () => {
    const game = guessGame();
    server.answer(
      'GET /api/gamification/guessandwin/7',
      json({ ...game, today: null, attended_today: null, next: null }),
    );
    const first = renderWithStore(<LeaderboardApp />, { route: '/guessandwin', lead: member });
    expect(await screen.findByText('Guess & Win is over for your challenge')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Past days' })).toBeVisible();
    first.unmount();

    server.answer(
      'GET /api/gamification/guessandwin/7',
      json({
        challenge_id: null,
        today: null,
        past: [],
        prize: null,
        attended_today: null,
        next: null,
      }),
    );
    renderWithStore(<LeaderboardApp />, { route: '/guessandwin', lead: member });
    expect(await screen.findByText('Join a challenge to play')).toBeInTheDocument();
  });

  it('shows a spinner, then an error with a retry', async () => {
    let fail: () => void = () => undefined;
    const failing = new Promise<Response>((resolve) => {
      fail = () => resolve(json(problem(500, 'server_error', 'x'), 500));
    });
    server.answer('GET /api/gamification/guessandwin/7', () => failing);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<LeaderboardApp />, { route: '/guessandwin', lead: member });
    expect(await screen.findByRole('status', { name: 'Loading Guess & Win…' })).toBeVisible();
    fail();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load Guess & Win.');
    server.answer('GET /api/gamification/guessandwin/7', json(guessGame()));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Past days' })).toBeVisible());
  });

  describe('in Hindi', () => {
    inTestLanguage('hi');

    it('asks the question in Hindi', async () => {
      renderWithStore(<LeaderboardApp />, { route: '/guessandwin', lead: member });
      expect(await screen.findByText('आज के सेशन में कितने लोग आएँगे?')).toBeVisible();
      expect(screen.getByLabelText('आपका अंदाज़ा (कितने लोग)')).toBeInTheDocument();
      expect(screen.getByText('सबसे करीबी तीन अंदाज़ों में से हर एक का इनाम: योगा स्ट्रैप')).toBeVisible();
      expect(screen.getByText('आप जीत गए!')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'आपके गिफ़्ट वाले पेज' })).toHaveAttribute(
        'href',
        '/gifts',
      );
    });
  });
});
