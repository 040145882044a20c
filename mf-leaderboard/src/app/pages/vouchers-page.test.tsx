import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  inTestLanguage,
  jsonResponse as json,
  renderWithStore,
  stubFetch,
  type FetchStub,
} from '@yoga/shared/testing';
import type { UserChallenge, Voucher } from '@yoga/shared';
import { member, problem } from '../../testing/fixtures';
import { LeaderboardApp } from '../leaderboard-app';

const DAY = 86_400_000;
const voucher = (overrides: Partial<Voucher> = {}): Voucher => ({
  code: 'YOGA-7H2K',
  challenge_id: 61,
  issued_at: new Date(Date.now() - DAY).toISOString(),
  expires_at: new Date(Date.now() + 5 * DAY + 3_600_000).toISOString(),
  last_day: new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10),
  expired: false,
  ...overrides,
});
const challenge: UserChallenge = {
  id: 61,
  title: 'Winter 14-Day Yoga Challenge',
  title_hi: 'शीतकालीन 14 दिवसीय योग चैलेंज',
  countrycode: 'IN',
  timezone: 'Asia/Kolkata',
  start_date: '2026-11-21',
  end_date: '2026-12-04',
  referral_start_date: null,
  referral_end_date: null,
  feedback_start_date: null,
  payment_start_date: null,
  voucher_generation_date: '2026-12-05',
  voucher_expiry_date: '2026-12-20',
};

describe('/vouchers', () => {
  let server: FetchStub;
  beforeEach(() => {
    server = stubFetch({
      'GET /api/gamification/free-member/vouchers/7': json({
        data: [voucher(), voucher({ code: 'OLD-1' })],
      }),
      'GET /api/subscription/free-member/challenge/61': json(challenge),
    });
  });
  afterEach(() => {
    server.restore();
    jest.restoreAllMocks();
  });

  it('shows the current voucher, copies its code and counts down to its expiry', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithStore(<LeaderboardApp />, { route: '/vouchers', lead: member });
    expect(await screen.findByLabelText('Voucher code')).toHaveTextContent('YOGA-7H2K');
    expect(screen.queryByText('OLD-1')).not.toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Your voucher expires in' })).toHaveTextContent(
      /^5 days 0[01] hours?/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('YOGA-7H2K');
    expect(await screen.findByText('Code copied.')).toBeInTheDocument();
  });

  it('shows an expired voucher as expired, without a copy button', async () => {
    server.answer(
      'GET /api/gamification/free-member/vouchers/7',
      json({
        data: [voucher({ expired: true, expires_at: new Date(Date.now() - DAY).toISOString() })],
      }),
    );
    renderWithStore(<LeaderboardApp />, { route: '/vouchers', lead: member });
    expect(await screen.findByText('Expired')).toBeInTheDocument();
    expect(screen.getByText(/^This voucher expired on /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy code' })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('says what earns a voucher and when they are made when there is none', async () => {
    server.answer('GET /api/gamification/free-member/vouchers/7', json({ data: [] }));
    renderWithStore(<LeaderboardApp />, { route: '/vouchers', lead: member });
    expect(await screen.findByText('No voucher yet')).toBeInTheDocument();
    expect(
      screen.getByText('Attend sessions on 7 days of the challenge to earn a voucher.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^Vouchers are made on/)).toHaveTextContent('5 Dec 2026');
  });

  it('leaves the date out when the challenge cannot be read', async () => {
    server.answer('GET /api/gamification/free-member/vouchers/7', json({ data: [] }));
    server.answer(
      'GET /api/subscription/free-member/challenge/61',
      json(problem(404, 'not_found', 'x'), 404),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<LeaderboardApp />, { route: '/vouchers', lead: member });
    expect(await screen.findByText('No voucher yet')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.callsTo('GET /api/subscription/free-member/challenge/61')).toHaveLength(1),
    );
    expect(screen.queryByText(/^Vouchers are made on/)).toBeNull();
  });

  it('shows a spinner, then an error with a retry', async () => {
    let fail: () => void = () => undefined;
    const failing = new Promise<Response>((resolve) => {
      fail = () => resolve(json(problem(500, 'server_error', 'x'), 500));
    });
    server.answer('GET /api/gamification/free-member/vouchers/7', () => failing);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<LeaderboardApp />, { route: '/vouchers', lead: member });
    expect(
      await screen.findByRole('status', { name: 'Loading your voucher…' }),
    ).toBeInTheDocument();
    fail();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your voucher.');
    server.answer('GET /api/gamification/free-member/vouchers/7', json({ data: [voucher()] }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Voucher code')).toHaveTextContent('YOGA-7H2K');
  });

  describe('in Hindi', () => {
    inTestLanguage('hi');

    it('shows the voucher in Hindi', async () => {
      renderWithStore(<LeaderboardApp />, { route: '/vouchers', lead: member });
      expect(await screen.findByLabelText('वाउचर कोड')).toHaveTextContent('YOGA-7H2K');
      expect(screen.getByRole('button', { name: 'कोड कॉपी करें' })).toBeInTheDocument();
      expect(screen.getByRole('timer', { name: 'आपका वाउचर खत्म होने में बाकी' })).toBeVisible();
    });
  });
});
