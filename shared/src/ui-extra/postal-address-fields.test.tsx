import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  jsonResponse as json,
  problemBody,
  renderWithStore,
  stubFetch,
  switchTestLanguage,
  type FetchStub,
} from '../testing';
import { postalAddressOf, postalProblems, type PostalAddress } from './postal-address';
import { PostalAddressFields, useAddressRule } from './postal-address-fields';

function Form({ start, serverError }: { start: PostalAddress; serverError?: string }) {
  const [address, setAddress] = useState(start);
  const rule = useAddressRule(address.country_code);
  return (
    <PostalAddressFields
      value={address}
      onChange={(field, value) => setAddress((current) => ({ ...current, [field]: value }))}
      problems={postalProblems(address, rule)}
      serverError={(field) => (field === 'city' ? serverError : undefined)}
    />
  );
}

const PIN = (pin: string) => `GET /api/user/member/pincode/${pin}`;
const FORMAT = (country: string) => `GET /api/user/member/address-format/${country}`;

const chandigarh = {
  pincode: '140119',
  states: [
    { value: 'PB', label: 'Punjab', label_hi: 'पंजाब' },
    { value: 'CH', label: 'Chandigarh', label_hi: 'चंडीगढ़' },
  ],
  districts: [
    {
      state: { value: 'PB', label: 'Punjab', label_hi: 'पंजाब' },
      district: 'Rupnagar',
      post_offices: ['Bhaowal', 'Kurali'],
    },
    {
      state: { value: 'CH', label: 'Chandigarh', label_hi: 'चंडीगढ़' },
      district: 'Chandigarh',
      post_offices: ['Dhanas'],
    },
  ],
};

const uk = {
  country_code: 'GB',
  dial_code: '+44',
  fields: [
    { field: 'line1', required: true, label: 'address', upper: false },
    { field: 'line2', required: false, label: 'address', upper: false },
    { field: 'city', required: true, label: 'post_town', upper: true },
    { field: 'pincode', required: true, label: 'postal', upper: true },
  ],
  postal_code: {
    pattern: 'GIR ?0AA|[A-Z]{1,2}[0-9][0-9A-Z]? ?[0-9][A-Z]{2}',
    examples: ['EC1Y 8SY'],
  },
  states: [],
};

const street = [
  { field: 'line1', required: true, label: 'address', upper: false },
  { field: 'line2', required: false, label: 'address', upper: false },
];

const singapore = {
  country_code: 'SG',
  dial_code: '+65',
  fields: [...street, { field: 'pincode', required: true, label: 'postal', upper: false }],
  postal_code: { pattern: '^(?:\\d{6})$', examples: ['546080'] },
  states: [],
};

const germany = {
  country_code: 'DE',
  dial_code: '+49',
  fields: [
    ...street,
    { field: 'pincode', required: true, label: 'postal', upper: false },
    { field: 'city', required: true, label: 'city', upper: false },
  ],
  postal_code: { pattern: '^(?:\\d{5})$', examples: ['26133'] },
  states: [],
};

describe('PostalAddressFields', () => {
  let server: FetchStub;
  beforeEach(() => {
    server = stubFetch({ [PIN('140119')]: json(chandigarh), [FORMAT('GB')]: json(uk) });
  });
  afterEach(async () => {
    server.restore();
    await switchTestLanguage('en');
  });

  it('asks for the PIN code first in India and fills the district and state from it', async () => {
    renderWithStore(<Form start={postalAddressOf('IN')} />);
    const fields = await screen.findAllByRole('textbox');
    const pin = screen.getByRole('textbox', { name: /PIN code/ });
    expect(fields[0]).toBe(pin);
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(pin, '140119');
    expect(await screen.findByText('PIN code of Rupnagar, Punjab.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^State/ })).toHaveValue('Punjab');
    // One PIN, two districts: the member picks.
    const district = screen.getByRole('combobox', { name: 'District' });
    expect(district).toHaveValue('Rupnagar');
    const office = screen.getByRole('combobox', { name: 'Post office' });
    await userEvent.selectOptions(office, 'Kurali');
    expect(screen.getByRole('textbox', { name: /Area or landmark/ })).toHaveValue('Kurali');
    await userEvent.selectOptions(district, 'Chandigarh');
    expect(screen.getByRole('combobox', { name: 'Post office' })).toHaveTextContent('Dhanas');
  });

  it('says so when India Post has no such PIN code, and checks the digits before asking', async () => {
    server.answer(PIN('999999'), json(problemBody(404, 'pincode_unknown', 'No such PIN'), 404));
    renderWithStore(<Form start={{ ...postalAddressOf('IN'), pincode: '0123' }} />);
    const pin = await screen.findByRole('textbox', { name: /PIN code/ });
    expect(pin).toHaveAccessibleDescription(
      /An Indian PIN code has 6 digits and does not start with 0\./,
    );
    await userEvent.clear(pin);
    await userEvent.type(pin, '999999');
    await waitFor(() =>
      expect(pin).toHaveAccessibleDescription(
        /India Post has no such PIN code\. Please check the 6 digits\./,
      ),
    );
    expect(server.callsTo(PIN('0123'))).toEqual([]);
  });

  it('names the fields abroad as the country does, with an example postcode', async () => {
    renderWithStore(<Form start={postalAddressOf('GB')} serverError="Not a town we know." />);
    const postcode = await screen.findByRole('textbox', { name: /^Postcode/ });
    await waitFor(() => expect(postcode).toHaveAccessibleDescription(/For example: EC1Y 8SY/));
    expect(screen.getByRole('textbox', { name: /^Post town/ })).toBeVisible();
    await userEvent.type(postcode, '12345');
    expect(postcode).toHaveAccessibleDescription(
      /This does not look like a postcode there\. For example: EC1Y 8SY/,
    );
    await userEvent.clear(postcode);
    await userEvent.type(postcode, 'SW1A 1AA');
    expect(postcode).toBeValid();
    await userEvent.type(screen.getByRole('textbox', { name: /^Post town/ }), 'London');
    expect(screen.getByRole('textbox', { name: /^Post town/ })).toHaveAccessibleDescription(
      'Not a town we know.',
    );
  });

  it('asks a Singapore address for no town or state once its format is read, and empties them', async () => {
    let answer = (_format: object) => undefined as void;
    server.answer(
      FORMAT('SG'),
      () => new Promise<Response>((resolve) => (answer = (format) => resolve(json(format)))),
    );
    renderWithStore(
      <Form start={{ ...postalAddressOf('IN'), city: 'Pune', state: 'Maharashtra' }} />,
    );
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'SG');
    // Until the format is read, both are asked for, as everywhere.
    expect(screen.getByRole('textbox', { name: /^City/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^State or region/ })).toBeRequired();

    answer(singapore);
    const postcode = await screen.findByRole('textbox', { name: /^Postcode/ });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^City/ })).toBeNull());
    expect(screen.queryByRole('textbox', { name: /^State/ })).toBeNull();
    expect(postcode).toBeRequired();
    expect(postcode).toHaveAccessibleDescription(/For example: 546080/);

    // What was typed for India went with the country, not only out of sight.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'IN');
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^State/ })).toHaveValue('');
  });

  it('asks a German address for its town and postcode, and no state', async () => {
    server.answer(FORMAT('DE'), json(germany));
    renderWithStore(<Form start={postalAddressOf('DE')} />);
    const postcode = await screen.findByRole('textbox', { name: /^Postcode/ });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^State/ })).toBeNull());
    expect(screen.getByRole('textbox', { name: /^City/ })).toBeRequired();
    expect(postcode).toBeRequired();
    expect(postcode).toHaveAccessibleDescription(/For example: 26133/);
  });

  it('names the fields and countries in Hindi', async () => {
    await switchTestLanguage('hi');
    renderWithStore(<Form start={postalAddressOf('IN')} />);
    expect(await screen.findByRole('combobox', { name: 'देश' })).toHaveDisplayValue('भारत');
    expect(screen.getByRole('textbox', { name: /पिन कोड/ })).toBeVisible();
  });

  it('fills the state in Hindi on a Hindi page', async () => {
    await switchTestLanguage('hi');
    renderWithStore(<Form start={postalAddressOf('IN')} />);
    await userEvent.type(await screen.findByRole('textbox', { name: /पिन कोड/ }), '140119');
    expect(await screen.findByText(/Rupnagar, पंजाब/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^राज्य/ })).toHaveValue('पंजाब');
  });

  it('leaves a state the PIN names in either language as it is', async () => {
    renderWithStore(<Form start={{ ...postalAddressOf('IN'), state: 'पंजाब' }} />);
    await userEvent.type(await screen.findByRole('textbox', { name: /PIN code/ }), '140119');
    expect(await screen.findByText('PIN code of Rupnagar, Punjab.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^State/ })).toHaveValue('पंजाब');
  });
});
