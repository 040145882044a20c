import {
  inTestLanguage,
  jsonResponse as json,
  renderWithStore,
  stubFetch,
  testMember,
  type FetchStub,
} from '@yoga/shared/testing';
import { screen } from '@testing-library/react';
import { MemberStanding } from './member-standing';

const PHONE = encodeURIComponent(testMember.phone_number);
const earnedGift = {
  id: 3,
  level: 1,
  guess_day: null,
  gift_name: 'Yoga mat',
  gift_name_hi: 'योगा मैट',
  status: 'earned',
  earned_at: '2026-11-24T01:00:00Z',
  claimed_at: null,
  shipped_at: null,
  delivered_at: null,
  address: null,
  tracking: null,
};

const answers = (
  gifts: unknown[],
  certificateStatus = 'not_eligible',
  rank: number | null = 3,
) => ({
  [`GET /api/gamification/leaderboard/live-leaderboard-points/${PHONE}`]: json({ points: 45 }),
  [`GET /api/gamification/leaderboard/live-leaderboard-rank/${PHONE}`]: json({ rank }),
  [`GET /api/gamification/free-member/gifts/${testMember.id}`]: json({ data: gifts }),
  [`GET /api/gamification/free-member/vouchers/${testMember.id}`]: json({ data: [] }),
  'GET /api/lead/lead/getleadcertificatestatus': json({ status: certificateStatus }),
});

describe('MemberStanding', () => {
  let server: FetchStub;
  afterEach(() => server.restore());

  const renderStanding = () =>
    renderWithStore(<MemberStanding lead={testMember} attendedDays={[2, 3, 4]} today={4} />, {
      route: '/',
    });

  it('puts the gift waiting first, then points, place and streak, and how points come', async () => {
    server = stubFetch(answers([earnedGift]));
    renderStanding();
    expect(
      await screen.findByText('A gift is waiting for you: Yoga mat. Tell us where to send it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claim your gift' })).toHaveAttribute('href', '/gifts');
    expect(await screen.findByText('45')).toBeInTheDocument();
    expect(await screen.findByText('#3')).toBeInTheDocument();
    expect(screen.getByText('3 days in a row')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You earn points for each day you attend and for each friend who joins and attends.',
      ),
    ).toBeInTheDocument();
  });

  it('offers the certificate when no gift waits, and says when the member is not ranked', async () => {
    server = stubFetch(answers([{ ...earnedGift, status: 'shipped' }], 'eligible', null));
    renderStanding();
    expect(await screen.findByRole('link', { name: 'Get your certificate' })).toHaveAttribute(
      'href',
      '/certificate',
    );
    expect(await screen.findByText('Not on the board yet')).toBeInTheDocument();
  });

  describe('in Hindi', () => {
    inTestLanguage('hi');

    it('names the gift in Hindi', async () => {
      server = stubFetch(answers([earnedGift]));
      renderStanding();
      expect(
        await screen.findByText('आपका एक गिफ़्ट तैयार है: योगा मैट। बताइए कहाँ भेजना है।'),
      ).toBeInTheDocument();
      expect(screen.getByText('लगातार 3 दिन')).toBeInTheDocument();
    });
  });
});
