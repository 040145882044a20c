import type { ActiveChallenge } from '@yoga/shared';
import {
  jsonResponse as json,
  renderWithStore,
  stubFetch,
  type FetchStub,
} from '@yoga/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChallengeCard } from './challenge-card';

const challenge: ActiveChallenge = {
  id: 61,
  title: 'Winter 14-Day Yoga Challenge',
  title_hi: 'शीतकालीन 14 दिवसीय योग चैलेंज',
  countrycode: 'IN',
  totalregisteration: 1234567,
  start_date: '2026-11-18',
  end_date: '2026-12-01',
  timezone: 'Asia/Kolkata',
};

const ACTIVE = 'GET /api/subscription/free-member/active-challenge';
const notFound = () => json({ statusCode: 404, error: 'Not Found', message: 'none' }, 404);

describe('ChallengeCard', () => {
  let server: FetchStub;
  beforeEach(() => {
    server = stubFetch();
    // Failed calls are logged by design (spec section 8); keep the test output readable.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.useFakeTimers({
      now: new Date('2026-11-21T04:00:00Z'),
      doNotFake: ['queueMicrotask', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'],
    });
  });
  afterEach(() => {
    server.restore();
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  const renderCard = (countrycode = 'IN', store?: ReturnType<typeof renderWithStore>['store']) =>
    renderWithStore(<ChallengeCard countrycode={countrycode} />, { store, route: '/' });
  const countriesAsked = () =>
    server.callsTo(ACTIVE).map((call) => new URLSearchParams(call.search).get('countrycode'));

  it('shows a loading state while the challenge is on its way', async () => {
    server.answer(ACTIVE, () => new Promise<Response>(() => undefined));
    renderCard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the challenge…');
  });

  it('shows the title, start date and the count in Indian grouping', async () => {
    server.answer(ACTIVE, json(challenge));
    renderCard();
    expect(await screen.findByRole('heading', { name: challenge.title })).toBeInTheDocument();
    expect(screen.getByTestId('registration-count')).toHaveTextContent('12,34,567');
    expect(screen.getByText('Wed, 18 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('Live now · Day 4 of 14')).toBeInTheDocument();
    expect(countriesAsked()).toEqual(['IN']);
    expect(screen.getByRole('link', { name: 'See the live sessions' })).toHaveAttribute(
      'href',
      '/live',
    );
  });

  it('counts down to a challenge that has not started', async () => {
    server.answer(ACTIVE, json({ ...challenge, start_date: '2026-12-16', end_date: '2026-12-29' }));
    renderCard();
    expect(await screen.findByText('Starts in 25 days')).toBeInTheDocument();
    expect(screen.getByText(/Starts on/)).toBeInTheDocument();
  });

  it('says so when no challenge is open', async () => {
    server.answer(ACTIVE, notFound());
    renderCard();
    expect(await screen.findByText('No challenge is open right now')).toBeInTheDocument();
  });

  it("shows a member abroad their own country's challenge", async () => {
    server.answer(ACTIVE, json({ ...challenge, id: 63, countrycode: 'AE', title: 'Gulf' }));
    renderCard('AE');
    expect(await screen.findByRole('heading', { name: 'Gulf' })).toBeInTheDocument();
    expect(countriesAsked()).toEqual(['AE']);
  });

  it("shows India's challenge to a member whose country has none, where they were enrolled", async () => {
    server.answer(ACTIVE, (request) =>
      new URL(request.url).searchParams.get('countrycode') === 'US' ? notFound() : json(challenge),
    );
    renderCard('US');
    expect(await screen.findByRole('heading', { name: challenge.title })).toBeInTheDocument();
    expect(countriesAsked()).toEqual(['US', 'IN']);
  });

  it('fetches the count again each time the card comes back on screen', async () => {
    server.answer(ACTIVE, [json(challenge), json({ ...challenge, totalregisteration: 1234568 })]);
    const first = renderCard('IN');
    const { store } = first;
    expect(await screen.findByTestId('registration-count')).toHaveTextContent('12,34,567');
    first.unmount();
    renderCard('IN', store);
    expect(await screen.findByText('12,34,568')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the challenge', async () => {
    server.answer(ACTIVE, json({ statusCode: 500, error: 'x', message: 'x' }, 500));
    renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the challenge');
    server.answer(ACTIVE, json(challenge));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('registration-count')).toHaveTextContent('12,34,567');
  });
});
