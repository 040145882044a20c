import {
  demoLead,
  jsonResponse as json,
  renderWithStore,
  stubFetch,
  type FetchStub,
} from '@yoga/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { challenge, program, programRunningAt } from '../testing/fixtures';
import { ChallengeApp } from './challenge-app';

/** The member home's reads besides rank and points: no gifts, vouchers, certificate or history. */
function answerMemberHomeReads(server: FetchStub): void {
  server.answer('GET /api/gamification/free-member/gifts/7', json({ data: [] }));
  server.answer('GET /api/gamification/free-member/vouchers/7', json({ data: [] }));
  server.answer('GET /api/lead/lead/getleadcertificatestatus', json({ status: 'not_eligible' }));
  server.answer('GET /api/lead/lead/challenges', json([]));
  server.answer(
    'GET /api/lead/lead/feedback',
    json({
      challenge_id: 61,
      window: { state: 'not_yet', opens_on: '2026-12-07' },
      feedback: null,
    }),
  );
  server.answer(
    'GET /api/subscription/offer',
    json({
      shown: false,
      hidden_because: 'payment_not_started',
      old_user: false,
      payment_start_date: '2026-12-09',
      voucher: null,
      plans: [],
    }),
  );
  server.answer(
    'GET /api/lead/lead/getleadattendance',
    json({ challenge_id: 61, total_attendance: 0, total_attended_days: 0, sessions: [] }),
  );
}

/** Every read of the member home, the member third with 45 points. */
function answerMemberHome(server: FetchStub): void {
  const phone = encodeURIComponent(demoLead.phone_number);
  server.answer(
    `GET /api/gamification/leaderboard/live-leaderboard-rank/${phone}`,
    json({ rank: 3 }),
  );
  server.answer(
    `GET /api/gamification/leaderboard/live-leaderboard-points/${phone}`,
    json({ points: 45 }),
  );
  answerMemberHomeReads(server);
}

describe('ChallengeApp, a remote with two routes', () => {
  let server: FetchStub;
  beforeEach(() => {
    server = stubFetch({
      'GET /api/subscription/free-member/active-challenge': json(challenge),
      'GET /api/lead/program/get/61': json(program),
    });
  });
  afterEach(() => server.restore());

  it('shows the card on / and the live sessions on a direct load of /live', async () => {
    renderWithStore(<ChallengeApp />, { route: '/live' });
    expect(await screen.findByRole('heading', { name: 'Live sessions' })).toBeInTheDocument();
    expect(await screen.findByText('Hip openers')).toBeInTheDocument();
    expect(screen.queryByTestId('registration-count')).not.toBeInTheDocument();
  });

  it('moves from the card to the live sessions without loading the page again', async () => {
    renderWithStore(<ChallengeApp />, { route: '/' });
    expect(await screen.findByTestId('registration-count')).toHaveTextContent('1,234');
    expect(server.callsTo('GET /api/lead/program/get/61')).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'See the live sessions' }));
    expect(await screen.findByRole('heading', { name: 'Live sessions' })).toBeInTheDocument();
    expect(await screen.findByText('Hip openers')).toBeInTheDocument();
  });

  it("shows a member their own challenge's sessions without asking for the country's", async () => {
    server.answer('GET /api/lead/program/get/61', json(programRunningAt(new Date())));
    server.answer(
      'GET /api/lead/lead/getleadattendance',
      json({ challenge_id: 61, total_attendance: 0, total_attended_days: 0, sessions: [] }),
    );
    server.answer(
      'GET /api/subscription/free-member/attendance/asha-x',
      json({ total_attendance: 0, total_attended_days: 0 }),
    );
    server.answer('GET /api/lead/lead/remind/7', json({ preferred_batch: 1, reminder: false }));
    server.answer(
      'GET /api/lead/lead/getshortlink',
      json({ code: 'c', path: '/s/c', channel: 'whatsapp_status' }),
    );
    renderWithStore(<ChallengeApp />, {
      route: '/live',
      lead: { ...demoLead, active_challenge_id: 61 },
    });
    expect(await screen.findByText('Day 4 of 14')).toBeInTheDocument();
    expect(server.callsTo('GET /api/subscription/free-member/active-challenge')).toEqual([]);
  });

  it("holds a member's home in one loading room until every card's read answers", async () => {
    const phone = encodeURIComponent(demoLead.phone_number);
    let answerRank: (response: Response) => void = () => undefined;
    server.answer(
      `GET /api/gamification/leaderboard/live-leaderboard-rank/${phone}`,
      () => new Promise<Response>((resolve) => (answerRank = resolve)),
    );
    server.answer(
      `GET /api/gamification/leaderboard/live-leaderboard-points/${phone}`,
      json({ points: 45 }),
    );
    answerMemberHomeReads(server);
    renderWithStore(<ChallengeApp />, { route: '/', lead: demoLead });

    expect((await screen.findAllByRole('status')).map((status) => status.textContent)).toEqual([
      'Loading your progress…',
      'Loading the challenge…',
    ]);
    await waitFor(() =>
      expect(server.callsTo('GET /api/subscription/free-member/active-challenge')).toHaveLength(1),
    );
    expect(screen.queryByTestId('registration-count')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your progress' })).not.toBeInTheDocument();

    answerRank(json({ rank: 3 }));
    expect(await screen.findByText('#3')).toBeInTheDocument();
    expect(screen.getByTestId('registration-count')).toHaveTextContent('1,234');
    expect(screen.queryByText('Loading your progress…')).not.toBeInTheDocument();
  });

  it("shows a member's home once a read has failed, without reading it again and again", async () => {
    const phone = encodeURIComponent(demoLead.phone_number);
    const down = json({ statusCode: 503, error: 'x', message: 'x' }, 503);
    server.answer(`GET /api/gamification/leaderboard/live-leaderboard-rank/${phone}`, down);
    server.answer(`GET /api/gamification/leaderboard/live-leaderboard-points/${phone}`, down);
    answerMemberHomeReads(server);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<ChallengeApp />, { route: '/', lead: demoLead });

    expect(await screen.findByRole('heading', { name: 'Your progress' })).toBeInTheDocument();
    expect(screen.getByText('Not on the board yet')).toBeInTheDocument();
    expect(screen.getByTestId('registration-count')).toHaveTextContent('1,234');
    // The card's own subscription reads the failed rank once more, and no more than that.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      server.callsTo(`GET /api/gamification/leaderboard/live-leaderboard-rank/${phone}`).length,
    ).toBeLessThanOrEqual(2);
    expect(screen.queryByText('Loading your progress…')).not.toBeInTheDocument();
  });

  it("asks for feedback on a member's home while it is open and not given", async () => {
    answerMemberHome(server);
    server.answer(
      'GET /api/lead/lead/feedback',
      json({
        challenge_id: 61,
        window: { state: 'open', closes_on: '2026-12-08' },
        feedback: null,
      }),
    );
    renderWithStore(<ChallengeApp />, { route: '/', lead: demoLead });
    const prompt = await screen.findByRole('region', { name: 'How was your challenge?' });
    expect(prompt).toHaveTextContent(/Tell us in a minute, until .*8 Dec 2026\./);
    // Before payment opens, no offer of the membership.
    expect(screen.queryByRole('region', { name: 'Keep practising with us' })).toBeNull();
    await userEvent.click(within(prompt).getByRole('link', { name: 'Give feedback' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your feedback' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send feedback' })).toBeVisible();
  });

  it("offers the membership on a member's home once payment is open, with the voucher", async () => {
    answerMemberHome(server);
    const plan = (id: number, months: number, amount: number, perDay: number) => ({
      id,
      duration: months,
      unit: 'month',
      name: `${months} months`,
      name_hi: `${months} महीने`,
      price: amount,
      per_day: perDay,
      currency: 'INR',
      voucher_discount_percent: 20,
      amount,
      amount_per_day: perDay,
    });
    server.answer(
      'GET /api/subscription/offer',
      json({
        shown: true,
        hidden_because: null,
        old_user: false,
        payment_start_date: '2026-11-28',
        voucher: {
          code: 'YOGA-7K2P-Q9',
          expires_at: '2026-12-20T18:30:00.000Z',
          last_day: '2026-12-20',
          discount_percent: 20,
        },
        plans: [plan(1, 1, 79_900, 2_700), plan(2, 2, 143_900, 2_400), plan(5, 5, 319_900, 2_200)],
      }),
    );
    renderWithStore(<ChallengeApp />, { route: '/', lead: demoLead });
    const offer = await screen.findByRole('region', { name: 'Keep practising with us' });
    expect(offer).toHaveTextContent('from ₹22 a day');
    expect(offer).toHaveTextContent(
      /Your voucher YOGA-7K2P-Q9 takes 20% off until .*20 Dec 2026\./,
    );
    expect(within(offer).getByRole('link', { name: 'See the membership plans' })).toHaveAttribute(
      'href',
      '/buy',
    );
  });
});
