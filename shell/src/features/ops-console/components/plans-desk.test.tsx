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

const PLANS = 'GET /api/subscription/ops/plans';
const CHANGE_2 = 'PUT /api/subscription/ops/plans/2';
const ISSUE_62 = 'POST /api/gamification/vouchers/generate/62';
const ISSUE_61 = 'POST /api/gamification/vouchers/generate/61';

const plan = (id: number, name: string, name_hi: string, price: number, active: boolean) => ({
  id,
  duration: id,
  unit: 'month',
  name,
  name_hi,
  price,
  per_day: Math.ceil(price / (30 * id)),
  currency: 'INR',
  voucher_discount_percent: 20,
  active,
  updated_at: '2026-11-20T06:30:00.000Z',
});
const monthly = plan(1, 'Monthly', 'मासिक', 99_900, true);
const twoMonths = plan(2, 'Two months', 'दो महीने', 179_900, false);

let server: FetchStub;

describe('plans and vouchers', () => {
  beforeEach(() => {
    server = stubFetch({
      [PLANS]: json({ result: [monthly, twoMonths] }),
      [CHALLENGES]: twoChallenges(),
    });
  });
  afterEach(() => {
    server.restore();
    cleanup();
    clearOpsSession();
  });

  it('lists the plans with their prices in rupees, offered or not', async () => {
    openConsoleAs(server, ['finance'], 'plans');
    expect(await screen.findByText('₹999 for 1 month (₹33.30 a day)')).toBeInTheDocument();
    expect(screen.getByText('₹1,799 for 2 months (₹29.99 a day)')).toBeInTheDocument();
    expect(screen.getByText('With a voucher: 20% off, ₹799')).toBeInTheDocument();
    expect(screen.getByText('दो महीने')).toBeInTheDocument();
    expect(screen.getByText('Offered')).toBeInTheDocument();
    expect(screen.getByText('Not offered')).toBeInTheDocument();
  });

  it("changes a plan's price, discount and offer with a reason, and lists it as saved", async () => {
    server.answer(
      CHANGE_2,
      json({ ...twoMonths, price: 149_900, voucher_discount_percent: 25, active: true }),
    );
    openConsoleAs(server, ['finance'], 'plans');
    await userEvent.click(await screen.findByRole('button', { name: 'Change Two months' }));
    const planForm = screen.getByRole('form', { name: 'Change the plan Two months' });
    const price = within(planForm).getByLabelText('Price in rupees');
    expect(price).toHaveValue('1799');
    await userEvent.clear(price);
    await userEvent.type(price, '1,499');
    const discount = within(planForm).getByLabelText('Voucher discount (%)');
    await userEvent.clear(discount);
    await userEvent.type(discount, '25');
    expect(discount).toHaveAccessibleDescription('0 to 90. With a voucher, members pay ₹1,124.');
    await userEvent.selectOptions(within(planForm).getByLabelText('Offered to members'), 'yes');
    await userEvent.type(
      within(planForm).getByLabelText('Reason (kept with the change)'),
      'Diwali offer',
    );
    await userEvent.click(within(planForm).getByRole('button', { name: 'Save the plan' }));

    expect(await screen.findByText('₹1,499 for 2 months (₹29.99 a day)')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change the plan Two months' })).toBeNull();
    expect(await server.callsTo(CHANGE_2)[0]?.request.clone().json()).toEqual({
      name: 'Two months',
      name_hi: 'दो महीने',
      price: 149_900,
      voucher_discount_percent: 25,
      active: true,
      reason: 'Diwali offer',
    });
    expect(screen.getAllByText('Offered')).toHaveLength(2);
  });

  it("shows the API's problem beside the field it names, and keeps the form open", async () => {
    server.answer(
      CHANGE_2,
      json(
        problemBody(
          400,
          'invalid_input',
          'Invalid reason: must NOT have fewer than 3 characters',
          'reason',
        ),
        400,
      ),
    );
    openConsoleAs(server, ['finance'], 'plans');
    await userEvent.click(await screen.findByRole('button', { name: 'Change Two months' }));
    const planForm = screen.getByRole('form', { name: 'Change the plan Two months' });
    await userEvent.click(within(planForm).getByRole('button', { name: 'Save the plan' }));
    const reason = within(planForm).getByLabelText('Reason (kept with the change)');
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(reason).toHaveAccessibleDescription('Please check what you entered and try again.');
    expect(within(planForm).getByLabelText('Price in rupees')).not.toHaveAttribute('aria-invalid');
  });

  it("issues a challenge's vouchers after asking once more, and says how many", async () => {
    server.answer(ISSUE_62, [json({ issued: 12 }), json({ issued: 0 })]);
    openConsoleAs(server, ['finance', 'content'], 'plans');
    const vouchers = await screen.findByRole('region', { name: 'Membership vouchers' });
    await userEvent.click(
      await within(vouchers).findByRole('button', {
        name: 'Issue the vouchers of Spring Yoga Challenge now',
      }),
    );
    expect(server.callsTo(ISSUE_62)).toHaveLength(0);
    await userEvent.click(
      within(vouchers).getByRole('button', { name: 'Yes, issue the vouchers' }),
    );
    expect(
      await within(vouchers).findByText('12 vouchers issued for Spring Yoga Challenge.'),
    ).toBeInTheDocument();

    await userEvent.click(
      within(vouchers).getByRole('button', {
        name: 'Issue the vouchers of Spring Yoga Challenge now',
      }),
    );
    await userEvent.click(
      within(vouchers).getByRole('button', { name: 'Yes, issue the vouchers' }),
    );
    expect(
      await within(vouchers).findByText(
        'No new voucher for Spring Yoga Challenge: every member who qualifies has one already, or the challenge has no voucher expiry date.',
      ),
    ).toBeInTheDocument();
    expect(server.callsTo(ISSUE_62)).toHaveLength(2);
  });

  it('lets finance alone pick the challenge whose vouchers to issue by its name', async () => {
    server.answer(ISSUE_61, json({ issued: 1 }));
    openConsoleAs(server, ['finance'], 'plans');
    const vouchers = await screen.findByRole('region', { name: 'Membership vouchers' });
    await userEvent.selectOptions(
      await within(vouchers).findByLabelText('Challenge'),
      within(vouchers).getByRole('option', { name: /^Winter Yoga Challenge/ }),
    );
    await userEvent.click(
      within(vouchers).getByRole('button', {
        name: 'Issue the vouchers of Winter Yoga Challenge now',
      }),
    );
    await userEvent.click(
      within(vouchers).getByRole('button', { name: 'Yes, issue the vouchers' }),
    );
    expect(
      await within(vouchers).findByText('1 voucher issued for Winter Yoga Challenge.'),
    ).toBeInTheDocument();
  });

  it('says why issuing failed', async () => {
    server.answer(ISSUE_62, json(problemBody(404, 'not_found', 'No such challenge.'), 404));
    openConsoleAs(server, ['finance', 'content'], 'plans');
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Issue the vouchers of Spring Yoga Challenge now',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes, issue the vouchers' }));
    expect(await screen.findByText('We could not find that.')).toBeInTheDocument();
  });

  it('says when there is no plan, and offers a retry when the plans fail to load', async () => {
    server.answer(PLANS, [
      json(problemBody(500, 'server_error', 'Broke.'), 500),
      json({ result: [] }),
    ]);
    openConsoleAs(server, ['finance'], 'plans');
    expect(await screen.findByText('The plans could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There is no plan yet.')).toBeInTheDocument();
  });

  describe('in Hindi', () => {
    inTestLanguage('hi');

    it('shows the plans and the vouchers in Hindi', async () => {
      openConsoleAs(server, ['finance', 'content'], 'plans');
      expect(await screen.findByText('1 महीने के लिए ₹999 (रोज़ का ₹33.30)')).toBeInTheDocument();
      expect(screen.getByText('बंद')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'दो महीने बदलें' }));
      const planForm = screen.getByRole('form', { name: 'प्लान “दो महीने” बदलें' });
      expect(within(planForm).getByLabelText('कीमत (रुपये में)')).toHaveValue('1799');
      expect(within(planForm).getByLabelText('बदलाव की वजह (रिकॉर्ड में रहेगी)')).toBeRequired();
      expect(
        await screen.findByRole('button', { name: 'वसंत योग चैलेंज के वाउचर अभी जारी करें' }),
      ).toBeInTheDocument();
    });
  });
});
