import { calendarDateIn, selectLead, selectToasts, type ActiveChallenge } from '@yoga/shared';
import {
  demoLead,
  inTestLanguage,
  jsonResponse as json,
  problemBody,
  renderWithStore,
  stubFetch,
  type FetchStub,
} from '@yoga/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextChallengeBar } from './next-challenge-bar';

const DAY = 86_400_000;
const istDay = (offsetDays: number) =>
  calendarDateIn('Asia/Kolkata', new Date(Date.now() + offsetDays * DAY));

const challenge = (id: number, startOffset: number, title: string, title_hi: string | null) =>
  ({
    id,
    title,
    title_hi,
    countrycode: 'IN',
    timezone: 'Asia/Kolkata',
    start_date: istDay(startOffset),
    end_date: istDay(startOffset + 13),
    totalregisteration: 1000,
  }) satisfies ActiveChallenge;

const RUNNING = challenge(61, -3, 'Winter 14-Day Yoga Challenge', 'शीतकालीन 14 दिन योग चैलेंज');
const UPCOMING = challenge(62, 11, 'New Year Yoga Challenge', 'नव वर्ष योग चैलेंज');
/** Kavya: her challenge (58) ended before the running one began. */
const PAST_MEMBER = { ...demoLead, name: 'Kavya Reddy', active_challenge_id: 58 };

const OPEN = 'GET /api/subscription/free-member/active-challenges';
const ACTIVATE = 'POST /api/lead/lead/activate/61';

describe('NextChallengeBar', () => {
  let server: FetchStub;
  beforeEach(() => {
    server = stubFetch({ [OPEN]: json([RUNNING, UPCOMING]) });
  });
  afterEach(() => server.restore());

  it('offers a member of an ended challenge the running one, and takes part in one tap', async () => {
    server.answer(ACTIVATE, json({ ...PAST_MEMBER, active_challenge_id: 61 }));
    const { store } = renderWithStore(<NextChallengeBar />, { lead: PAST_MEMBER });
    const bar = await screen.findByRole('complementary', { name: RUNNING.title });
    expect(bar).toHaveTextContent('Live now · Day 4 of 14');
    await userEvent.click(screen.getByRole('button', { name: 'Take part' }));
    await waitFor(() => expect(selectLead(store.getState())?.active_challenge_id).toBe(61));
    expect(server.callsTo(ACTIVATE)).toHaveLength(1);
    expect(selectToasts(store.getState()).at(-1)?.message).toEqual({
      id: 'nextChallenge.joined',
      values: { title: RUNNING.title },
    });
    // Now in the newest open challenge but one: it still runs, so nothing is offered.
    await waitFor(() => expect(screen.queryByRole('complementary')).not.toBeInTheDocument());
  });

  it('says why it could not take part, in words, and keeps the member where they were', async () => {
    server.answer(
      ACTIVATE,
      json(problemBody(409, 'challenge_closed', 'This challenge has ended.', 'id'), 409),
    );
    const { store } = renderWithStore(<NextChallengeBar />, { lead: PAST_MEMBER });
    await userEvent.click(await screen.findByRole('button', { name: 'Take part' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This challenge has ended. You can take part in the next one from the home page.',
    );
    expect(selectLead(store.getState())?.active_challenge_id).toBe(58);
  });

  it('offers nothing to a member of the running challenge or to a paid member', async () => {
    const { unmount } = renderWithStore(<NextChallengeBar />, { lead: demoLead });
    await waitFor(() => expect(server.callsTo(OPEN)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Take part' })).not.toBeInTheDocument();
    unmount();
    renderWithStore(<NextChallengeBar />, { lead: { ...PAST_MEMBER, is_paid: true } });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(server.callsTo(OPEN)).toHaveLength(1);
  });

  describe('in Hindi', () => {
    inTestLanguage('hi');

    it("names the challenge in Hindi and the button 'भाग लें'", async () => {
      renderWithStore(<NextChallengeBar />, { lead: PAST_MEMBER });
      const bar = await screen.findByRole('complementary', { name: RUNNING.title_hi! });
      expect(bar).toHaveTextContent('अभी लाइव · 14 में से दिन 4');
      expect(screen.getByRole('button', { name: 'भाग लें' })).toBeInTheDocument();
    });
  });
});
