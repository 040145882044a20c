import { clearOpsSession } from '@yoga/shared/host';
import {
  inTestLanguage,
  jsonResponse as json,
  problemBody,
  stubFetch,
  type FetchStub,
} from '@yoga/shared/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHALLENGES, openConsoleAs, twoChallenges } from '../testing/open-console';

const RULES_62 = 'GET /api/gamification/rules/62';
const RULES_61 = 'GET /api/gamification/rules/61';
const SAVE_62 = 'PUT /api/gamification/rules/62';

// Stored out of order: the form shows them lowest first.
const rules = {
  points_per_day: 10,
  points_per_referral: 5,
  voucher_min_days: 7,
  levels: [
    { level: 2, referrals_needed: 10, gift_name: 'Yoga mat', gift_name_hi: 'योगा मैट' },
    { level: 1, referrals_needed: 3, gift_name: 'Water bottle', gift_name_hi: 'पानी की बोतल' },
  ],
  guess_prize: { gift_name: 'Yoga strap', gift_name_hi: 'योगा स्ट्रैप' },
};

const form = () =>
  screen.findByRole('form', { name: 'Points and levels of Spring Yoga Challenge' });

let server: FetchStub;

describe('points and levels', () => {
  beforeEach(() => {
    server = stubFetch({ [CHALLENGES]: twoChallenges(), [RULES_62]: json(rules) });
  });
  afterEach(() => {
    server.restore();
    cleanup();
    clearOpsSession();
  });

  it("shows the chosen challenge's points, voucher rule, a row per level and the prize", async () => {
    openConsoleAs(server, ['content'], 'points');
    const rulesForm = await form();
    expect(within(rulesForm).getByLabelText('Points for each day attended')).toHaveValue('10');
    expect(within(rulesForm).getByLabelText('Points for each friend who joins')).toHaveValue('5');
    expect(within(rulesForm).getByLabelText('Days attended to earn the voucher')).toHaveValue('7');
    expect(within(rulesForm).getByLabelText('Friends needed for level 1')).toHaveValue('3');
    expect(within(rulesForm).getByLabelText('Gift for level 1 in English')).toHaveValue(
      'Water bottle',
    );
    expect(within(rulesForm).getByLabelText('Gift for level 2 in Hindi')).toHaveValue('योगा मैट');
    expect(within(rulesForm).getByLabelText('Prize in English')).toHaveValue('Yoga strap');
    expect(server.callsTo(RULES_62)[0]?.request.headers.get('authorization')).toBe(
      'Bearer ops.token',
    );

    server.answer(RULES_61, json({ ...rules, points_per_day: 20, levels: [] }));
    await userEvent.selectOptions(screen.getByLabelText('Challenge'), '61');
    const other = await screen.findByRole('form', {
      name: 'Points and levels of Winter Yoga Challenge',
    });
    expect(within(other).getByLabelText('Points for each day attended')).toHaveValue('20');
    expect(
      within(other).getByText('No levels: members earn no gifts for bringing friends.'),
    ).toBeInTheDocument();
  });

  it('saves the whole table, the levels numbered in the order shown', async () => {
    server.answer(SAVE_62, (request) =>
      request
        .clone()
        .json()
        .then((body: typeof rules) => json(body)),
    );
    openConsoleAs(server, ['content'], 'points');
    const rulesForm = await form();
    const perDay = within(rulesForm).getByLabelText('Points for each day attended');
    await userEvent.clear(perDay);
    await userEvent.type(perDay, '12');
    await userEvent.click(within(rulesForm).getByRole('button', { name: 'Remove level 1' }));
    await userEvent.click(within(rulesForm).getByRole('button', { name: 'Add a level' }));
    await userEvent.type(within(rulesForm).getByLabelText('Friends needed for level 2'), '25');
    await userEvent.type(within(rulesForm).getByLabelText('Gift for level 2 in English'), 'Block');
    await userEvent.type(within(rulesForm).getByLabelText('Gift for level 2 in Hindi'), 'ब्लॉक');
    await userEvent.click(
      within(rulesForm).getByRole('button', { name: 'Save points and levels' }),
    );

    expect(
      await screen.findByText(
        "Saved for Spring Yoga Challenge. Members' points follow within seconds.",
      ),
    ).toBeInTheDocument();
    expect(await server.callsTo(SAVE_62)[0]?.request.clone().json()).toEqual({
      points_per_day: 12,
      points_per_referral: 5,
      voucher_min_days: 7,
      levels: [
        { level: 1, referrals_needed: 10, gift_name: 'Yoga mat', gift_name_hi: 'योगा मैट' },
        { level: 2, referrals_needed: 25, gift_name: 'Block', gift_name_hi: 'ब्लॉक' },
      ],
      guess_prize: { gift_name: 'Yoga strap', gift_name_hi: 'योगा स्ट्रैप' },
    });
    // A change after saving is not saved yet.
    await userEvent.type(perDay, '0');
    expect(screen.queryByText(/^Saved for/)).not.toBeInTheDocument();
  });

  it('sends an emptied number as none, so the API can name the field', async () => {
    server.answer(
      SAVE_62,
      json(
        problemBody(
          400,
          'invalid_input',
          'Invalid points_per_referral: must be integer',
          'points_per_referral',
        ),
        400,
      ),
    );
    openConsoleAs(server, ['content'], 'points');
    const rulesForm = await form();
    const perReferral = within(rulesForm).getByLabelText('Points for each friend who joins');
    await userEvent.clear(perReferral);
    await userEvent.click(
      within(rulesForm).getByRole('button', { name: 'Save points and levels' }),
    );
    await waitFor(() => expect(perReferral).toHaveAttribute('aria-invalid', 'true'));
    expect(perReferral).toHaveAccessibleDescription(
      expect.stringContaining('Please check what you entered and try again.'),
    );
    const sent = (await server.callsTo(SAVE_62)[0]?.request.clone().json()) as typeof rules;
    expect(sent.points_per_referral).toBeNull();
  });

  it("shows the API's problem beside the level's field, and explains a list out of order", async () => {
    server.answer(SAVE_62, [
      json(
        problemBody(
          400,
          'invalid_input',
          'Invalid levels.1.gift_name_hi: must NOT have fewer than 2 characters',
          'levels.1.gift_name_hi',
        ),
        400,
      ),
      json(
        problemBody(
          400,
          'invalid_input',
          'Level 2 must need more referrals than level 1.',
          'levels',
        ),
        400,
      ),
    ]);
    openConsoleAs(server, ['content'], 'points');
    const rulesForm = await form();
    const save = within(rulesForm).getByRole('button', { name: 'Save points and levels' });
    await userEvent.click(save);
    const giftHi = within(rulesForm).getByLabelText('Gift for level 2 in Hindi');
    await waitFor(() => expect(giftHi).toHaveAttribute('aria-invalid', 'true'));
    expect(within(rulesForm).getByLabelText('Gift for level 1 in Hindi')).not.toHaveAttribute(
      'aria-invalid',
    );

    await userEvent.click(save);
    expect(
      await within(rulesForm).findByText(
        'Each level must need more friends than the one before it, and there can be at most 20 levels.',
      ),
    ).toBeInTheDocument();
    expect(giftHi).not.toHaveAttribute('aria-invalid');
  });

  it('says when there is no challenge, and offers a retry when the rules fail to load', async () => {
    server.answer(RULES_62, [json(problemBody(500, 'server_error', 'Broke.'), 500), json(rules)]);
    openConsoleAs(server, ['content'], 'points');
    expect(
      await screen.findByText('The points and levels could not be loaded.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await form()).toBeInTheDocument();

    cleanup();
    server.answer(CHALLENGES, json({ result: [] }));
    openConsoleAs(server, ['content'], 'points');
    expect(await screen.findByText('There is no challenge yet.')).toBeInTheDocument();
  });

  it('is not a screen of finance', async () => {
    server.answer(
      'GET /api/user/ops/dashboard',
      json({ from: '', to: '', days: [], sessions: [] }),
    );
    openConsoleAs(server, ['finance'], 'points');
    expect(await screen.findByRole('tab', { name: 'Plans & vouchers' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Points & levels' })).not.toBeInTheDocument();
  });

  describe('in Hindi', () => {
    inTestLanguage('hi');

    it('names every field in Hindi', async () => {
      openConsoleAs(server, ['content'], 'points');
      const rulesForm = await screen.findByRole('form', {
        name: 'वसंत योग चैलेंज के पॉइंट और लेवल',
      });
      expect(within(rulesForm).getByLabelText('हाज़िरी के हर दिन के पॉइंट')).toHaveValue('10');
      expect(within(rulesForm).getByLabelText('लेवल 2 के लिए ज़रूरी दोस्त')).toHaveValue('10');
      expect(
        within(rulesForm).getByRole('button', { name: 'पॉइंट और लेवल सेव करें' }),
      ).toBeInTheDocument();
    });
  });
});
