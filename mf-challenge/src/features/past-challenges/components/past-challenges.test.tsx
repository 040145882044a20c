import {
  inTestLanguage,
  jsonResponse as json,
  renderWithStore,
  stubFetch,
  type FetchStub,
} from '@yoga/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { PastChallenges } from './past-challenges';

const NOW = new Date('2026-11-27T04:30:00Z');
const mine = [
  {
    id: 61,
    title: 'Winter 14-Day Yoga Challenge',
    title_hi: 'शीतकालीन 14 दिवसीय योग चैलेंज',
    countrycode: 'IN',
    timezone: 'Asia/Kolkata',
    start_date: '2026-11-24',
    end_date: '2026-12-07',
    current: true,
    enrolled_at: '2026-11-27T04:00:00Z',
    attended_days: 0,
    points: 0,
    rank: null,
  },
  {
    id: 58,
    title: 'Autumn 14-Day Yoga Challenge',
    title_hi: 'शरद 14 दिवसीय योग चैलेंज',
    countrycode: 'IN',
    timezone: 'Asia/Kolkata',
    start_date: '2026-10-20',
    end_date: '2026-11-02',
    current: false,
    enrolled_at: '2026-10-18T04:00:00Z',
    attended_days: 12,
    points: 1240,
    rank: 5,
  },
];
const MINE = 'GET /api/lead/lead/challenges';

describe('PastChallenges', () => {
  let server: FetchStub;
  afterEach(() => server.restore());

  it('lists only the ended challenges, with what the member did and its certificate', async () => {
    server = stubFetch({ [MINE]: json(mine) });
    renderWithStore(<PastChallenges now={NOW} />, { route: '/' });
    expect(
      await screen.findByRole('heading', { name: 'Autumn 14-Day Yoga Challenge' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('12 days attended · 1,240 points · Final place #5'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Certificate of Autumn 14-Day Yoga Challenge' }),
    ).toHaveAttribute('href', '/certificate?challenge=58');
    expect(screen.queryByText('Winter 14-Day Yoga Challenge')).toBeNull();
  });

  it('links the current challenge’s certificate plainly once it has ended', async () => {
    server = stubFetch({ [MINE]: json([{ ...mine[1], current: true }]) });
    renderWithStore(<PastChallenges now={NOW} />, { route: '/' });
    expect(
      await screen.findByRole('link', { name: 'Certificate of Autumn 14-Day Yoga Challenge' }),
    ).toHaveAttribute('href', '/certificate');
  });

  it('shows nothing before any challenge has ended', async () => {
    server = stubFetch({ [MINE]: json([mine[0]]) });
    const { container } = renderWithStore(<PastChallenges now={NOW} />, { route: '/' });
    await waitFor(() => expect(server.callsTo(MINE)).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });

  describe('in Hindi', () => {
    inTestLanguage('hi');

    it('names the challenge in Hindi', async () => {
      server = stubFetch({ [MINE]: json(mine) });
      renderWithStore(<PastChallenges now={NOW} />, { route: '/' });
      expect(
        await screen.findByRole('heading', { name: 'शरद 14 दिवसीय योग चैलेंज' }),
      ).toBeInTheDocument();
      expect(screen.getByText('12 दिन हाज़िरी · 1,240 पॉइंट · आखिरी स्थान #5')).toBeInTheDocument();
    });
  });
});
