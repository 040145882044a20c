import type { AddressRule } from '@yoga/shared/ui-extra';
import { addressProblems, startingAddress, tidyAddress } from './delivery-address';

const member = { name: 'Asha Verma', phone_number: '+919876543210', country_code: 'IN' };
const saved = {
  line1: '12 MG Road',
  line2: null,
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  country_code: 'IN',
};

describe('startingAddress', () => {
  it('addresses a saved address to the member', () => {
    expect(startingAddress(member, saved)).toEqual({
      recipient: 'Asha Verma',
      phone_number: '+919876543210',
      line1: '12 MG Road',
      line2: '',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      country_code: 'IN',
    });
  });

  it('starts empty in the member’s country without one', () => {
    expect(startingAddress({ ...member, country_code: 'AE' })).toMatchObject({
      line1: '',
      pincode: '',
      country_code: 'AE',
    });
  });
});

describe('tidyAddress and addressProblems', () => {
  const good = startingAddress(member, saved);

  it('accepts a whole Indian address, with spaces around and inside the PIN code', () => {
    const tidy = tidyAddress({ ...good, city: ' Pune ', pincode: '411 001', country_code: 'in' });
    expect(tidy).toMatchObject({ city: 'Pune', pincode: '411001', country_code: 'IN' });
    expect(addressProblems(tidy)).toEqual({});
  });

  it('asks for every field but line 2', () => {
    const empty = tidyAddress({ ...good, recipient: ' ', line1: '', city: '', line2: '' });
    expect(addressProblems(empty)).toEqual({
      recipient: 'required',
      line1: 'required',
      city: 'required',
    });
  });

  it('wants six digits not starting with 0 for an Indian PIN code, anything abroad', () => {
    expect(addressProblems({ ...good, pincode: '011001' })).toEqual({ pincode: 'pincode' });
    expect(addressProblems({ ...good, pincode: '41100' })).toEqual({ pincode: 'pincode' });
    expect(
      addressProblems(tidyAddress({ ...good, pincode: 'SW1A 1AA', country_code: 'GB' })),
    ).toEqual({});
  });

  it('asks abroad only for the town and state the country’s addresses need', () => {
    const singapore: AddressRule = {
      uses: ['pincode'],
      needs: ['pincode'],
      pattern: '^(?:\\d{6})$',
      example: '546080',
    };
    const abroad = { ...good, city: '', state: '', pincode: '048616', country_code: 'SG' };
    expect(addressProblems(abroad, singapore)).toEqual({});
    // Until the rule is read, and in India, both are asked for.
    expect(addressProblems(abroad)).toEqual({ city: 'required', state: 'required' });
    expect(addressProblems({ ...good, state: '' }, singapore)).toEqual({ state: 'required' });
  });

  it('wants a phone number a courier can call', () => {
    expect(addressProblems({ ...good, phone_number: 'call me' })).toEqual({
      phone_number: 'phone',
    });
    expect(addressProblems({ ...good, phone_number: '+44 20 7946 0958' })).toEqual({});
  });
});
