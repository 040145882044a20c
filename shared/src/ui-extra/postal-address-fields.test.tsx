import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { switchTestLanguage } from '../testing';
import { renderKit } from '../ui/testing/render-kit';
import { postalAddressOf, postalProblems, type PostalAddress } from './postal-address';
import { PostalAddressFields } from './postal-address-fields';

function Form({ start, serverError }: { start: PostalAddress; serverError?: string }) {
  const [address, setAddress] = useState(start);
  return (
    <PostalAddressFields
      value={address}
      onChange={(field, value) => setAddress((current) => ({ ...current, [field]: value }))}
      problems={postalProblems(address)}
      serverError={(field) => (field === 'city' ? serverError : undefined)}
    />
  );
}

describe('PostalAddressFields', () => {
  afterEach(() => switchTestLanguage('en'));

  it('asks for an Indian address with a PIN code, saying what is missing or wrong', async () => {
    renderKit(<Form start={{ ...postalAddressOf('IN'), pincode: '0123' }} />);
    expect(await screen.findByRole('combobox', { name: 'Country' })).toHaveValue('IN');
    expect(screen.getByRole('textbox', { name: /House, building and street/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Area or landmark/ })).not.toBeRequired();
    const pin = screen.getByRole('textbox', { name: /PIN code/ });
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAccessibleDescription(
      'An Indian PIN code has 6 digits and does not start with 0.',
    );
    expect(screen.getByRole('textbox', { name: /House/ })).toHaveAccessibleDescription(
      'Please fill this in.',
    );
    await userEvent.type(pin, '{backspace}{backspace}{backspace}{backspace}411001');
    expect(pin).toBeValid();
  });

  it('asks for a postcode abroad, and shows the server’s word on a field', async () => {
    renderKit(<Form start={postalAddressOf('AE')} serverError="Not a city we know." />);
    expect(await screen.findByRole('textbox', { name: /Postcode/ })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /PIN code/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveAccessibleDescription(
      'Please fill this in.',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /^City/ }), 'Dubai');
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveAccessibleDescription(
      'Not a city we know.',
    );
  });

  it('names the fields and countries in Hindi', async () => {
    await switchTestLanguage('hi');
    renderKit(<Form start={postalAddressOf('IN')} />);
    expect(await screen.findByRole('combobox', { name: 'देश' })).toHaveDisplayValue('भारत');
    expect(screen.getByRole('textbox', { name: /पिन कोड/ })).toBeVisible();
  });
});
