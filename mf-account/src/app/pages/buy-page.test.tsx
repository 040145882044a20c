import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Offer, Order } from '@yoga/shared/models';
import {
  jsonResponse as json,
  renderWithStore,
  stubFetch,
  type FetchStub,
} from '@yoga/shared/testing';
import { leavePageFor } from '../../features/membership/model/leave-page';
import { member, problem } from '../../testing/fixtures';
import { AccountApp } from '../account-app';

jest.mock('../../features/membership/model/leave-page', () => ({ leavePageFor: jest.fn() }));

const PLANS = 'GET /api/subscription/plans';
const OFFER = 'GET /api/subscription/offer';
const ORDER = 'POST /api/subscription/orders';

const plan = (id: 1 | 2 | 5, price: number) => ({
  id,
  duration: id,
  unit: 'month' as const,
  name: `${id} month${id > 1 ? 's' : ''}`,
  name_hi: `${id} महीने`,
  price,
  per_day: Math.ceil(price / (30 * id)),
  currency: 'INR' as const,
  voucher_discount_percent: 20,
});

const offer = (fields: Partial<Offer> = {}): Offer => ({
  shown: true,
  hidden_because: null,
  old_user: false,
  payment_start_date: '2026-11-27',
  voucher: {
    code: 'YOGA-7K2M',
    expires_at: '2026-12-27T18:30:00.000Z',
    last_day: '2026-12-27',
    discount_percent: 20,
  },
  plans: [
    { ...plan(1, 99_900), amount: 79_900, amount_per_day: 2664 },
    { ...plan(2, 179_900), amount: 143_900, amount_per_day: 2399 },
    { ...plan(5, 399_900), amount: 319_900, amount_per_day: 2133 },
  ],
  ...fields,
});

const order = (fields: Partial<Order> = {}): Order => ({
  id: 'ord_7Hk2',
  plan_id: 2,
  amount: 143_900,
  currency: 'INR',
  status: 'created',
  voucher_code: 'YOGA-7K2M',
  gateway: 'sandbox',
  gateway_order_id: 'order_sandbox_1',
  key_id: 'rzp_sandbox',
  checkout_url: '/api/subscription/sandbox/checkout/ord_7Hk2',
  created_at: '2026-11-27T10:00:00.000Z',
  paid_at: null,
  ...fields,
});

describe('/buy', () => {
  let server: FetchStub;
  beforeEach(() => {
    server = stubFetch({
      [PLANS]: json({ result: [plan(1, 99_900), plan(2, 179_900), plan(5, 399_900)] }),
      [OFFER]: json(offer()),
    });
  });
  afterEach(() => {
    server.restore();
    jest.mocked(leavePageFor).mockClear();
  });

  it('shows a visitor the plans at full price and the way to sign in for theirs', async () => {
    renderWithStore(<AccountApp />, { route: '/buy' });
    expect(await screen.findByRole('heading', { name: 'Sign in to see your price' })).toBeVisible();
    expect(await screen.findByText('₹1,799')).toBeVisible();
    expect(screen.getByText('₹29.99 a day')).toBeVisible();
    expect(server.callsTo(OFFER)).toEqual([]);
  });

  it('offers a member their prices after the voucher, and orders the plan chosen without an amount', async () => {
    renderWithStore(<AccountApp />, { route: '/buy', lead: member });
    expect(
      await screen.findByText(/^Your voucher YOGA-7K2M takes 20% off until .*27 Dec 2026\.$/),
    ).toBeVisible();
    const twoMonths = screen.getByRole('radio', { name: /2 months/ });
    expect(twoMonths.closest('label')).toHaveTextContent('₹1,439Full price ₹1,799₹23.99 a day');
    fireEvent.click(twoMonths);
    server.answer(ORDER, json(order(), 201));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹1,439' }));
    await waitFor(() =>
      expect(leavePageFor).toHaveBeenCalledWith(
        '/api/subscription/sandbox/checkout/ord_7Hk2?lang=en',
      ),
    );
    expect(await server.callsTo(ORDER)[0]!.request.json()).toEqual({ plan_id: 2 });
  });

  it('says why the server refused the order', async () => {
    renderWithStore(<AccountApp />, { route: '/buy', lead: member });
    server.answer(ORDER, json(problem(409, 'already_paid', 'You are already a member.'), 409));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹799' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(leavePageFor).not.toHaveBeenCalled();
  });

  it('tells a member when the membership opens, while the invitation days run', async () => {
    server.answer(
      OFFER,
      json(
        offer({
          shown: false,
          hidden_because: 'referral_running',
          payment_start_date: '2026-12-08',
        }),
      ),
    );
    renderWithStore(<AccountApp />, { route: '/buy', lead: member });
    expect(await screen.findByText('The membership opens after the invitation days')).toBeVisible();
    expect(screen.getByText(/You can become a member from .*8 Dec 2026\./)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('follows a paid order until the bank confirms it', async () => {
    server.answer('GET /api/subscription/orders/ord_7Hk2', [
      json(order()),
      json(order({ status: 'paid', paid_at: '2026-11-27T10:01:00.000Z' })),
    ]);
    renderWithStore(<AccountApp />, { route: '/buy?order=ord_7Hk2', lead: member });
    expect(await screen.findByText('Confirming your payment with the bank…')).toBeVisible();
    expect(
      await screen.findByText(
        'Your payment of ₹1,439 is confirmed. Your membership is active.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('tells a member whose second order was paid that it goes back, with no second welcome', async () => {
    server.answer(
      'GET /api/subscription/orders/ord_7Hk2',
      json(order({ status: 'refund_due', paid_at: '2026-11-27T10:01:00.000Z' })),
    );
    renderWithStore(<AccountApp />, { route: '/buy?order=ord_7Hk2', lead: member });
    expect(await screen.findByText('You are already a member')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'This payment of ₹1,439 came after your membership was already paid for, so it will be refunded',
    );
    expect(screen.queryByText('Welcome to the membership!')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('says so when the payment failed, with the way back to the plans', async () => {
    server.answer('GET /api/subscription/orders/ord_7Hk2', json(order({ status: 'failed' })));
    renderWithStore(<AccountApp />, { route: '/buy?order=ord_7Hk2', lead: member });
    expect(await screen.findByText('The payment did not go through')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a plan again' })).toHaveAttribute(
      'href',
      '/buy',
    );
  });

  it('says at once that a payment the checkout declined did not go through', async () => {
    server.answer('GET /api/subscription/orders/ord_7Hk2', json(order()));
    renderWithStore(<AccountApp />, {
      route: '/buy?order=ord_7Hk2&payment=failed',
      lead: member,
    });
    expect(await screen.findByText('The payment did not go through')).toBeVisible();
    expect(screen.queryByText('Confirming your payment with the bank…')).toBeNull();
  });
});
