import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  jsonResponse as json,
  renderWithStore,
  stubFetch,
  type FetchStub,
} from '@yoga/shared/testing';
import { ADDRESSES, member, problem, savedAddress } from '../../testing/fixtures';
import { AccountApp } from '../account-app';

const ADD = 'POST /api/user/member/address';
const change = (id: number) => `PUT /api/user/member/address/${id}`;

const PIN = 'GET /api/user/member/pincode/411001';
const puneDirectory = {
  pincode: '411001',
  states: [{ value: 'MH', label: 'Maharashtra', label_hi: 'महाराष्ट्र' }],
  districts: [
    {
      state: { value: 'MH', label: 'Maharashtra', label_hi: 'महाराष्ट्र' },
      district: 'Pune',
      post_offices: ['Pune GPO'],
    },
  ],
};
const uaeFormat = {
  country_code: 'AE',
  dial_code: '+971',
  fields: [
    { field: 'line1', required: true, label: 'address', upper: false },
    { field: 'line2', required: false, label: 'address', upper: false },
    { field: 'state', required: true, label: 'emirate', upper: true },
  ],
  postal_code: null,
  states: [{ value: 'DU', label: 'Dubai' }],
};

const home = savedAddress();
const office = savedAddress({
  id: 32,
  line1: 'Tower B, Cyber City',
  line2: '',
  city: 'Gurugram',
  state: 'Haryana',
  pincode: '122002',
});

describe('/account/addresses', () => {
  let server: FetchStub;
  beforeEach(() => {
    server = stubFetch({
      [ADDRESSES]: json({ result: [home, office] }),
      [PIN]: json(puneDirectory),
      'GET /api/user/member/address-format/AE': json(uaeFormat),
    });
  });
  afterEach(() => server.restore());

  it('lists the addresses, the one gifts go to first and marked', async () => {
    renderWithStore(<AccountApp />, { route: '/account/addresses', lead: member });
    const list = await screen.findByRole('list', { name: 'Your addresses' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Gifts go here')).toBeVisible();
    expect(within(first!).queryByRole('button', { name: /Send gifts here/ })).toBeNull();
    expect(within(second!).queryByText('Gifts go here')).toBeNull();
    expect(
      within(second!).getByRole('button', {
        name: 'Send gifts here to Tower B, Cyber City, Gurugram, Haryana, 122002',
      }),
    ).toBeVisible();
  });

  it('sends gifts to another address with one tap', async () => {
    server.answer(change(office.id), json(office));
    renderWithStore(<AccountApp />, { route: '/account/addresses', lead: member });
    const send = await screen.findByRole('button', { name: /Send gifts here to Tower B/ });
    server.answer(ADDRESSES, json({ result: [office, home] }));
    fireEvent.click(send);
    await waitFor(() => expect(server.callsTo(change(office.id))).toHaveLength(1));
    expect(await server.callsTo(change(office.id))[0]!.request.json()).toEqual({
      line1: 'Tower B, Cyber City',
      line2: '',
      city: 'Gurugram',
      state: 'Haryana',
      pincode: '122002',
      country_code: 'IN',
      selected: true,
    });
    const list = await screen.findByRole('list', { name: 'Your addresses' });
    await waitFor(() =>
      expect(
        within(within(list).getAllByRole('listitem')[0]!).getByText(/Tower B/, {
          selector: 'address',
        }),
      ).toBeVisible(),
    );
  });

  it('adds an address abroad, checking what it can before sending', async () => {
    server.answer(ADDRESSES, json({ result: [] }));
    renderWithStore(<AccountApp />, { route: '/account/addresses', lead: member });
    expect(await screen.findByText('No address yet')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    expect(await screen.findByRole('heading', { name: 'A new address' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(
      await screen.findAllByText('Please fill this in.', { selector: '.kit-field__error' }),
    ).toHaveLength(4);
    expect(server.callsTo(ADD)).toEqual([]);

    const dubai = savedAddress({
      id: 40,
      line1: 'Villa 7, Street 12',
      line2: 'Al Barsha',
      city: '',
      state: 'Dubai',
      pincode: '',
      country_code: 'AE',
    });
    server.answer(ADD, json(dubai, 201));
    fireEvent.change(screen.getByRole('combobox', { name: 'Country' }), {
      target: { value: 'AE' },
    });
    const type = (name: string | RegExp, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    type(/House, building and street/, 'Villa 7, Street 12');
    type(/Area or landmark/, 'Al Barsha');
    // The UAE's addresses name an emirate, and no town or postcode: neither is asked for.
    await screen.findByRole('textbox', { name: /^Emirate/ });
    expect(screen.queryByRole('textbox', { name: /^City/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Postcode/ })).toBeNull();
    type(/^Emirate/, 'Dubai');
    server.answer(ADDRESSES, json({ result: [dubai] }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(server.callsTo(ADD)).toHaveLength(1));
    expect(await server.callsTo(ADD)[0]!.request.json()).toEqual({
      line1: 'Villa 7, Street 12',
      line2: 'Al Barsha',
      city: '',
      state: 'Dubai',
      pincode: '',
      country_code: 'AE',
    });
    expect(await screen.findByText('Gifts go here')).toBeVisible();
    // The emirate alone on its line, without a comma for the town it has none of.
    const book = screen.getByRole('list', { name: 'Your addresses' });
    expect(within(book).getByText(/Villa 7/, { selector: 'address' })).toHaveTextContent(
      /^Villa 7, Street 12Al BarshaDubaiUnited Arab Emirates$/,
    );
    expect(screen.queryByRole('heading', { name: 'A new address' })).toBeNull();
  });

  it('changes an address, showing the server’s refusal on its field', async () => {
    server.answer(
      'GET /api/user/member/pincode/999999',
      json(problem(404, 'pincode_unknown', 'No such PIN code.'), 404),
    );
    server.answer(
      change(home.id),
      json(problem(400, 'pincode_invalid', 'No such PIN code.', 'pincode'), 400),
    );
    renderWithStore(<AccountApp />, { route: '/account/addresses', lead: member });
    fireEvent.click(await screen.findByRole('button', { name: /Change 12 MG Road/ }));
    const pin = await screen.findByRole('textbox', { name: /PIN code/ });
    expect(pin).toHaveValue('411001');
    fireEvent.change(pin, { target: { value: '999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(pin).toBeInvalid());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: 'Change this address' })).toBeNull();
  });

  it('offers a retry when the addresses cannot be read', async () => {
    server.answer(ADDRESSES, json(problem(503, 'database_unavailable', 'down'), 503));
    renderWithStore(<AccountApp />, { route: '/account/addresses', lead: member });
    expect(await screen.findByText('We could not load your addresses.')).toBeVisible();
  });
});
