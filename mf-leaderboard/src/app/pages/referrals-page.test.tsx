import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  inTestLanguage,
  jsonResponse as json,
  renderWithStore,
  stubFetch,
  type FetchStub,
} from '@yoga/shared/testing';
import type { ReferralEntry } from '@yoga/shared';
import { member, myReferral, problem, referralPage } from '../../testing/fixtures';
import { LeaderboardApp } from '../leaderboard-app';

const svg = () =>
  new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {
    headers: { 'content-type': 'image/svg+xml' },
  });

describe('/referrals', () => {
  let server: FetchStub;
  beforeEach(() => {
    server = stubFetch({
      'GET /api/lead/lead/getmyreferral': json(myReferral),
      'GET /api/lead/lead/getshortlink': (request) => {
        const channel = new URL(request.url).searchParams.get('channel');
        return json({ code: `code-${channel}`, path: `/s/code-${channel}`, channel });
      },
      'GET /api/lead/lead/qr/asha-x': svg,
      'GET /api/gamification/free-member/referral/all/7': json(referralPage),
    });
  });
  afterEach(() => {
    server.restore();
    jest.restoreAllMocks();
  });

  it('shows the invitation with a short link per channel and the QR code, the counts, and each friend with why', async () => {
    renderWithStore(<LeaderboardApp />, { route: '/referrals', lead: member });
    const invite = await screen.findByRole('region', { name: 'Your invitation link' });
    const share = within(invite).getByRole('region', { name: 'Invite your friends' });
    // The same invitation as /live: WhatsApp status first, with its own short link.
    expect(within(share).getByRole('tab', { name: 'WhatsApp status' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      await within(share).findByRole('link', { name: /^Share on WhatsApp status/ }),
    ).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('http://localhost/s/code-whatsapp_status')),
    );
    await userEvent.click(within(share).getByRole('tab', { name: 'Copy link' }));
    expect(
      await within(share).findByRole('link', { name: 'http://localhost/s/code-copy' }),
    ).toBeVisible();
    expect(server.callsTo('GET /api/lead/lead/getshortlink').map((call) => call.search)).toEqual([
      '?channel=whatsapp_status',
      '?channel=copy',
    ]);
    expect(
      await within(invite).findByRole('img', { name: 'QR code of your invitation link' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));

    const counts = screen.getByRole('region', { name: 'Your friends so far' });
    expect(counts).toHaveTextContent('Counted3Pending2Not counted1');

    const list = await screen.findByRole('region', { name: 'Friends who joined' });
    const friends = await within(list).findAllByRole('listitem');
    expect(friends[0]).toHaveTextContent('Ravi K.Counted');
    expect(friends[1]).toHaveTextContent('Neha S.PendingThey have not attended a session yet.');
    expect(friends[2]).toHaveTextContent('Not countedThis is your own phone number.');
    expect(within(list).getByText('Showing 3 of 3')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /Show the next/ })).toBeNull();
    expect(server.callsTo('GET /api/gamification/free-member/referral/all/7')[0]?.search).toBe(
      '?limit=100&offSet=0',
    );
  });

  it('loads friends 100 at a time', async () => {
    const friend = (n: number): ReferralEntry => ({
      name: `Friend ${n}`,
      status: 'pending',
      reason: 'not_verified',
      referred_at: '2026-11-20T04:00:00Z',
    });
    server.answer('GET /api/gamification/free-member/referral/all/7', (request) => {
      const offSet = Number(new URL(request.url).searchParams.get('offSet'));
      const size = offSet === 0 ? 100 : 30;
      return json({
        ...referralPage,
        total: 130,
        offSet,
        data: Array.from({ length: size }, (_, i) => friend(offSet + i + 1)),
      });
    });
    renderWithStore(<LeaderboardApp />, { route: '/referrals', lead: member });
    const list = await screen.findByRole('region', { name: 'Friends who joined' });
    expect(await within(list).findByText('Showing 100 of 130')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Show the next 30' }));
    expect(await within(list).findByText('Friend 130')).toBeInTheDocument();
    expect(within(list).getByText('Showing 130 of 130')).toBeInTheDocument();
    expect(server.callsTo('GET /api/gamification/free-member/referral/all/7')[1]?.search).toBe(
      '?limit=100&offSet=100',
    );
  });

  it('says no friend joined yet', async () => {
    server.answer(
      'GET /api/gamification/free-member/referral/all/7',
      json({ ...referralPage, data: [], total: 0 }),
    );
    renderWithStore(<LeaderboardApp />, { route: '/referrals', lead: member });
    expect(
      await screen.findByText('No friends have joined with your link yet'),
    ).toBeInTheDocument();
  });

  it('shows spinners, then errors with a retry', async () => {
    let fail: () => void = () => undefined;
    const failing = new Promise<Response>((resolve) => {
      fail = () => resolve(json(problem(500, 'server_error', 'x'), 500));
    });
    server.answer('GET /api/lead/lead/getmyreferral', () => failing);
    server.answer(
      'GET /api/gamification/free-member/referral/all/7',
      json(problem(500, 'server_error', 'x'), 500),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<LeaderboardApp />, { route: '/referrals', lead: member });
    expect(
      await screen.findByRole('status', { name: 'Loading your invitation link…' }),
    ).toBeInTheDocument();
    fail();
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getByText('We could not load your invitation link.')).toBeInTheDocument();
    expect(screen.getByText('We could not load your friends.')).toBeInTheDocument();

    server.answer('GET /api/lead/lead/getmyreferral', json(myReferral));
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(await screen.findByRole('region', { name: 'Your invitation link' })).toBeInTheDocument();
  });

  describe('in Hindi', () => {
    inTestLanguage('hi');

    it('says each friend’s status and reason in Hindi', async () => {
      renderWithStore(<LeaderboardApp />, { route: '/referrals', lead: member });
      expect(await screen.findByRole('heading', { name: 'दोस्तों को बुलाएँ' })).toBeVisible();
      const list = await screen.findByRole('region', { name: 'जुड़ने वाले दोस्त' });
      const friends = await within(list).findAllByRole('listitem');
      expect(friends[1]).toHaveTextContent('बाकी हैवे अभी तक किसी सेशन में नहीं आए हैं।');
      expect(within(list).getByText('3 में से 3 दिख रहे हैं')).toBeInTheDocument();
    });
  });
});
