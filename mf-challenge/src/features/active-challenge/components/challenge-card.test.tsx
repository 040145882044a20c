import { makeStore, resetServiceUrls, setServiceUrls, type ActiveChallenge } from '@yoga/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ChallengeCard } from './challenge-card';

const challenge: ActiveChallenge = {
  id: 61,
  title: 'Winter 14-Day Yoga Challenge',
  countrycode: 'IN',
  totalregisteration: 1234567,
  start_date: '2026-11-18',
  end_date: '2026-12-01',
  timezone: 'Asia/Kolkata',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderCard(countrycode = 'IN', store = makeStore()) {
  return render(
    <Provider store={store}>
      <ChallengeCard countrycode={countrycode} />
    </Provider>,
  );
}

const urlsAsked = (fetchMock: jest.SpyInstance) =>
  fetchMock.mock.calls.map((call) => new URL((call[0] as Request).url).search);

describe('ChallengeCard', () => {
  let fetchMock: jest.SpyInstance;
  beforeEach(() => {
    // Node's fetch needs an absolute URL; the browser resolves the relative default itself.
    setServiceUrls({ subscription: 'http://localhost/api/subscription' });
    fetchMock = jest.spyOn(globalThis, 'fetch');
    // Failed calls are logged by design (spec section 8); keep the test output readable.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.useFakeTimers({
      now: new Date('2026-11-21T04:00:00Z'),
      doNotFake: ['queueMicrotask', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'],
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    resetServiceUrls();
    jest.useRealTimers();
  });

  it('shows a loading state while the challenge is on its way', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderCard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the challenge…');
  });

  it('shows the title, start date and the count in Indian grouping', async () => {
    fetchMock.mockResolvedValue(json(challenge));
    renderCard();
    expect(await screen.findByRole('heading', { name: challenge.title })).toBeInTheDocument();
    expect(screen.getByTestId('registration-count')).toHaveTextContent('12,34,567');
    expect(screen.getByText('Wed, 18 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('Live now · Day 4 of 14')).toBeInTheDocument();
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(request.url).toMatch(
      /\/api\/subscription\/free-member\/active-challenge\?countrycode=IN$/,
    );
  });

  it('counts down to a challenge that has not started', async () => {
    fetchMock.mockResolvedValue(
      json({ ...challenge, start_date: '2026-12-16', end_date: '2026-12-29' }),
    );
    renderCard();
    expect(await screen.findByText('Starts in 25 days')).toBeInTheDocument();
    expect(screen.getByText(/Starts on/)).toBeInTheDocument();
  });

  it('says so when no challenge is open', async () => {
    fetchMock.mockResolvedValue(
      json({ statusCode: 404, error: 'Not Found', message: 'none' }, 404),
    );
    renderCard();
    expect(
      await screen.findByRole('heading', { name: 'No challenge is open right now' }),
    ).toBeInTheDocument();
  });

  it("shows a member abroad their own country's challenge", async () => {
    fetchMock.mockResolvedValue(json({ ...challenge, id: 63, countrycode: 'AE', title: 'Gulf' }));
    renderCard('AE');
    expect(await screen.findByRole('heading', { name: 'Gulf' })).toBeInTheDocument();
    expect(urlsAsked(fetchMock)).toEqual(['?countrycode=AE']);
  });

  it("shows India's challenge to a member whose country has none, where they were enrolled", async () => {
    fetchMock
      .mockResolvedValueOnce(json({ statusCode: 404, error: 'Not Found', message: 'none' }, 404))
      .mockResolvedValueOnce(json(challenge));
    renderCard('US');
    expect(await screen.findByRole('heading', { name: challenge.title })).toBeInTheDocument();
    expect(urlsAsked(fetchMock)).toEqual(['?countrycode=US', '?countrycode=IN']);
  });

  it('fetches the count again each time the card comes back on screen', async () => {
    fetchMock
      .mockResolvedValueOnce(json(challenge))
      .mockResolvedValueOnce(json({ ...challenge, totalregisteration: 1234568 }));
    const store = makeStore();
    const first = renderCard('IN', store);
    expect(await screen.findByTestId('registration-count')).toHaveTextContent('12,34,567');
    first.unmount();
    renderCard('IN', store);
    expect(await screen.findByText('12,34,568')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the challenge', async () => {
    fetchMock.mockResolvedValueOnce(json({ statusCode: 500, error: 'x', message: 'x' }, 500));
    renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the challenge');
    fetchMock.mockResolvedValueOnce(json(challenge));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('registration-count')).toHaveTextContent('12,34,567');
  });
});
