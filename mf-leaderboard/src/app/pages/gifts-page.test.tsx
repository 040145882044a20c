import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  inTestLanguage,
  jsonResponse as json,
  renderWithStore,
  stubFetch,
  withModalDialogs,
  type FetchStub,
} from '@yoga/shared/testing';
import { levelGift, levels, member, problem, savedAddresses } from '../../testing/fixtures';
import { LeaderboardApp } from '../leaderboard-app';

const guessPrize = {
  ...levelGift('shipped'),
  id: 32,
  level: null,
  guess_day: 3,
  gift_name: 'Yoga block',
  gift_name_hi: 'योगा ब्लॉक',
};

withModalDialogs();

describe('/gifts', () => {
  let server: FetchStub;
  beforeEach(() => {
    server = stubFetch({
      'GET /api/gamification/free-member/levels/7': json(levels),
      'GET /api/gamification/free-member/gifts/7': json({
        data: [guessPrize, levelGift('earned')],
      }),
      'GET /api/user/member/addresses/%2B919876543210': json(savedAddresses),
      'POST /api/gamification/free-member/update-earned-gift': json(levelGift('claimed')),
      'PUT /api/gamification/leaderboard/gift/31': json(levelGift('claimed')),
    });
  });
  afterEach(() => {
    server.restore();
    jest.restoreAllMocks();
  });

  it('shows the way to the next level, every level, and each gift’s delivery', async () => {
    renderWithStore(<LeaderboardApp />, { route: '/gifts', lead: member });
    const bar = await screen.findByRole('progressbar', {
      name: 'Friends counted toward level 2',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 5 friends');
    expect(screen.getByText('2 more friends to reach level 2: Water bottle')).toBeInTheDocument();
    expect(screen.getByText('Level 1: Yoga mat').closest('li')).toHaveTextContent(
      '3 counted friendsReached',
    );

    const gifts = await screen.findByRole('region', { name: 'Your gifts' });
    const steps = within(gifts).getByRole('list', { name: 'Delivery of Yoga block' });
    expect(within(steps).getByText('Shipped')).toHaveAttribute('aria-current', 'step');
    expect(within(gifts).getByText('Guess & Win prize, day 3')).toBeInTheDocument();
    expect(within(gifts).getByText('Tracking number: DTDC123456')).toBeInTheDocument();
    expect(within(gifts).queryByRole('button', { name: /Yoga block/ })).toBeNull();
    expect(within(gifts).getByRole('button', { name: 'Claim Yoga mat' })).toBeInTheDocument();
  });

  it('claims a gift to a saved address', async () => {
    renderWithStore(<LeaderboardApp />, { route: '/gifts', lead: member });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Yoga mat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Where should we send Yoga mat?' });
    // It starts at the address the member chose for gifts: the first of their list.
    const saved = await within(dialog).findByLabelText('Use a saved address');
    await waitFor(() => expect(saved).toHaveValue('5'));
    expect(within(dialog).getByLabelText('City')).toHaveValue('Kolkata');
    expect(within(dialog).getByLabelText('Name of the person receiving it')).toHaveValue(
      'Asha Verma',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send my gift here' }));
    expect(
      await screen.findByText('Done! We will send Yoga mat to the address you gave.'),
    ).toBeInTheDocument();
    expect(
      await server
        .callsTo('POST /api/gamification/free-member/update-earned-gift')[0]
        ?.request.json(),
    ).toEqual({
      gift_id: 31,
      address: {
        recipient: 'Asha Verma',
        phone_number: '+919876543210',
        line1: '4 Park Street',
        line2: 'Near the post office',
        city: 'Kolkata',
        state: 'West Bengal',
        pincode: '700016',
        country_code: 'IN',
      },
    });
    await waitFor(() =>
      expect(server.callsTo('GET /api/gamification/free-member/gifts/7')).toHaveLength(2),
    );
  });

  it('checks a typed address, and shows the server’s PIN code refusal on its field', async () => {
    server.answer(
      'POST /api/gamification/free-member/update-earned-gift',
      json(
        problem(
          400,
          'pincode_invalid',
          'An Indian PIN code has 6 digits and does not start with 0.',
          'pincode',
        ),
        400,
      ),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<LeaderboardApp />, { route: '/gifts', lead: member });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Yoga mat' }));
    const dialog = await screen.findByRole('dialog');
    const saved = await within(dialog).findByLabelText('Use a saved address');
    await waitFor(() => expect(saved).toHaveValue('5'));
    await userEvent.selectOptions(saved, 'typed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send my gift here' }));
    expect(within(dialog).getByLabelText('House, building and street')).toHaveAccessibleDescription(
      'Please fill this in.',
    );
    expect(server.callsTo('POST /api/gamification/free-member/update-earned-gift')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('House, building and street'), '1 Main Rd');
    await userEvent.type(within(dialog).getByLabelText('City'), 'Pune');
    await userEvent.type(within(dialog).getByLabelText('State'), 'Maharashtra');
    await userEvent.type(within(dialog).getByLabelText('PIN code'), '011001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send my gift here' }));
    expect(within(dialog).getByLabelText('PIN code')).toHaveAccessibleDescription(
      /An Indian PIN code has 6 digits and does not start with 0\.$/,
    );

    // The server has the last word on an address the browser let through.
    await userEvent.clear(within(dialog).getByLabelText('PIN code'));
    await userEvent.type(within(dialog).getByLabelText('PIN code'), '411001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send my gift here' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('PIN code')).toHaveAccessibleDescription(
        /Please enter a 6-digit PIN code\.$/,
      ),
    );
  });

  it('sends a gift abroad with a postcode', async () => {
    renderWithStore(<LeaderboardApp />, { route: '/gifts', lead: member });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Yoga mat' }));
    const dialog = await screen.findByRole('dialog');
    const saved = await within(dialog).findByLabelText('Use a saved address');
    await waitFor(() => expect(saved).toHaveValue('5'));
    await userEvent.selectOptions(saved, 'typed');
    await userEvent.selectOptions(within(dialog).getByLabelText('Country'), 'GB');
    await userEvent.type(within(dialog).getByLabelText('House, building and street'), '1 High St');
    await userEvent.type(within(dialog).getByLabelText('City'), 'London');
    await userEvent.type(within(dialog).getByLabelText('State or region'), 'England');
    await userEvent.type(within(dialog).getByLabelText('Postcode'), 'SW1A 1AA');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send my gift here' }));
    await screen.findByText('Done! We will send Yoga mat to the address you gave.');
    const body = await server
      .callsTo('POST /api/gamification/free-member/update-earned-gift')[0]
      ?.request.json();
    expect(body.address).toMatchObject({ country_code: 'GB', pincode: 'SW1A 1AA' });
  });

  it('changes the address of a claimed gift, and says when it has already shipped', async () => {
    server.answer(
      'GET /api/gamification/free-member/gifts/7',
      json({ data: [levelGift('claimed')] }),
    );
    server.answer(
      'PUT /api/gamification/leaderboard/gift/31',
      json(problem(409, 'gift_shipped', 'This gift has already left.'), 409),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<LeaderboardApp />, { route: '/gifts', lead: member });
    const gifts = await screen.findByRole('region', { name: 'Your gifts' });
    expect(await within(gifts).findByText(/12 MG Road/)).toHaveTextContent(
      'Pune, Maharashtra, 411001India',
    );
    await userEvent.click(
      within(gifts).getByRole('button', { name: 'Change the address for Yoga mat' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'New address for Yoga mat' });
    expect(within(dialog).getByLabelText('City')).toHaveValue('Pune');
    await userEvent.clear(within(dialog).getByLabelText('City'));
    await userEvent.type(within(dialog).getByLabelText('City'), 'Mumbai');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the new address' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(
      await server.callsTo('PUT /api/gamification/leaderboard/gift/31')[0]?.request.json(),
    ).toMatchObject({ address: { city: 'Mumbai' } });
  });

  it('says there are no gifts yet, and shows errors with a retry', async () => {
    server.answer('GET /api/gamification/free-member/gifts/7', json({ data: [] }));
    server.answer(
      'GET /api/gamification/free-member/levels/7',
      json(problem(500, 'server_error', 'x'), 500),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<LeaderboardApp />, { route: '/gifts', lead: member });
    expect(await screen.findByText('No gifts yet')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your levels.');
    server.answer('GET /api/gamification/free-member/levels/7', json(levels));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });

  it('shows spinners while loading', async () => {
    server.answer('GET /api/gamification/free-member/levels/7', () => new Promise(() => {}));
    server.answer('GET /api/gamification/free-member/gifts/7', () => new Promise(() => {}));
    renderWithStore(<LeaderboardApp />, { route: '/gifts', lead: member });
    expect(await screen.findByRole('status', { name: 'Loading your levels…' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading your gifts…' })).toBeVisible();
  });

  describe('in Hindi', () => {
    inTestLanguage('hi');

    it('names the gifts in Hindi', async () => {
      renderWithStore(<LeaderboardApp />, { route: '/gifts', lead: member });
      expect(
        await screen.findByText('लेवल 2 तक पहुँचने के लिए बस 2 और दोस्त: पानी की बोतल'),
      ).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'योगा मैट क्लेम करें' })).toBeInTheDocument();
      expect(screen.getByText('दिन 3 के अंदाज़े का इनाम')).toBeInTheDocument();
    });
  });
});
