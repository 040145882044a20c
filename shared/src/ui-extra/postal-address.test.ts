import type { AddressFormat } from '@yoga/shared/models';
import {
  addressRuleOf,
  postalAddressLine,
  postalAddressOf,
  postalProblems,
  tidyPostalAddress,
  type AddressRule,
} from './postal-address';

const saved = {
  line1: '12 MG Road',
  line2: null,
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  country_code: 'IN',
};

describe('postalAddressOf', () => {
  it('starts from a saved address, line 2 empty when it had none', () => {
    expect(postalAddressOf('AE', saved)).toEqual({ ...saved, line2: '' });
  });

  it('starts empty in the member’s country without one', () => {
    expect(postalAddressOf('AE')).toEqual({
      line1: '',
      line2: '',
      city: '',
      state: '',
      pincode: '',
      country_code: 'AE',
    });
  });
});

/** The rules `addressRuleOf` reads from these countries' formats (`member/address-format`). */
const SINGAPORE: AddressRule = {
  uses: ['pincode'],
  needs: ['pincode'],
  pattern: '^(?:\\d{6})$',
  example: '546080',
};
const GERMANY: AddressRule = {
  uses: ['city', 'pincode'],
  needs: ['city', 'pincode'],
  pattern: '^(?:\\d{5})$',
  example: '26133',
};
const UK: AddressRule = {
  uses: ['city', 'pincode'],
  needs: ['city', 'pincode'],
  pattern: 'GIR ?0AA|[A-Z]{1,2}[0-9][0-9A-Z]? ?[0-9][A-Z]{2}',
  example: 'EC1Y 8SY',
};
const UAE: AddressRule = { uses: ['state'], needs: ['state'], pattern: null, example: null };

describe('addressRuleOf', () => {
  const format = (fields: [string, boolean][], postal_code: AddressFormat['postal_code']) =>
    ({
      country_code: 'XX',
      dial_code: '+0',
      fields: fields.map(([field, required]) => ({ field, required, label: field, upper: false })),
      postal_code,
      states: [],
    }) as AddressFormat;

  it('reads which of the town, state and postcode a country has and needs', () => {
    const lines: [string, boolean][] = [
      ['line1', true],
      ['line2', false],
    ];
    const singapore = format([...lines, ['pincode', true]], {
      pattern: '^(?:\\d{6})$',
      examples: ['546080', '308125'],
    });
    expect(addressRuleOf(singapore)).toEqual(SINGAPORE);
    const ireland = format([...lines, ['city', false], ['state', false], ['pincode', false]], null);
    expect(addressRuleOf(ireland)).toEqual({
      uses: ['city', 'state', 'pincode'],
      needs: [],
      pattern: null,
      example: null,
    });
  });
});

describe('tidyPostalAddress and postalProblems', () => {
  const good = postalAddressOf('IN', saved);

  it('accepts a whole Indian address, with spaces around and inside the PIN code', () => {
    const tidy = tidyPostalAddress({
      ...good,
      city: ' Pune ',
      pincode: '411 001',
      country_code: 'in',
    });
    expect(tidy).toEqual({ ...good, pincode: '411001' });
    expect(postalProblems(tidy)).toEqual({});
  });

  it('keeps the other fields of a bigger form', () => {
    expect(tidyPostalAddress({ ...good, recipient: ' Asha ' }).recipient).toBe('Asha');
  });

  it('asks for every field but line 2', () => {
    const empty = tidyPostalAddress(postalAddressOf('IN'));
    expect(postalProblems(empty)).toEqual({
      line1: 'required',
      city: 'required',
      state: 'required',
      pincode: 'required',
    });
  });

  it.each(['012345', '41100', '4110011', 'ABCDEF'])('refuses the Indian PIN code %s', (pincode) => {
    expect(postalProblems({ ...good, pincode })).toEqual({ pincode: 'pincode' });
  });

  it('checks a postcode abroad by its country’s rule, once read', () => {
    const london = { ...good, country_code: 'GB', state: '', pincode: 'sw1a 1aa' };
    expect(postalProblems(london, UK)).toEqual({});
    expect(postalProblems({ ...london, pincode: '12345' }, UK)).toEqual({ pincode: 'postcode' });
    expect(postalProblems({ ...london, pincode: '' }, UK)).toEqual({ pincode: 'required' });
    expect(postalProblems({ ...good, country_code: 'AE', pincode: '' }, UAE)).toEqual({});
    // Not read yet: the server decides.
    expect(postalProblems({ ...london, state: 'England', pincode: '' })).toEqual({});
  });

  it('asks for the town and state only where the country’s addresses need them', () => {
    const abroad = { ...good, city: '', state: '' };
    const singapore = { ...abroad, country_code: 'SG', pincode: '048616' };
    expect(postalProblems(singapore, SINGAPORE)).toEqual({});
    expect(postalProblems({ ...singapore, pincode: '' }, SINGAPORE)).toEqual({
      pincode: 'required',
    });
    const berlin = { ...abroad, country_code: 'DE', pincode: '10117' };
    expect(postalProblems({ ...berlin, city: 'Berlin' }, GERMANY)).toEqual({});
    expect(postalProblems(berlin, GERMANY)).toEqual({ city: 'required' });
    const london = { ...abroad, country_code: 'GB', pincode: 'SW1A 2AA' };
    expect(postalProblems(london, UK)).toEqual({ city: 'required' });
    const dubai = { ...abroad, country_code: 'AE', pincode: '' };
    expect(postalProblems(dubai, UAE)).toEqual({ state: 'required' });
    expect(postalProblems({ ...dubai, state: 'Dubai' }, UAE)).toEqual({});
  });

  it('asks for both until the country’s rule is read, and always in India', () => {
    const abroad = { ...good, city: '', state: '', country_code: 'SG', pincode: '048616' };
    expect(postalProblems(abroad)).toEqual({ city: 'required', state: 'required' });
    const india = { ...good, city: '', state: '' };
    expect(postalProblems(india, SINGAPORE)).toEqual({ city: 'required', state: 'required' });
    expect(postalProblems(india)).toEqual({ city: 'required', state: 'required' });
  });

  it('takes a postcode abroad as written', () => {
    const dubai = tidyPostalAddress({ ...good, country_code: 'GB', pincode: ' SW1A 1AA ' });
    expect(dubai.pincode).toBe('SW1A 1AA');
    expect(postalProblems(dubai)).toEqual({});
  });
});

describe('postalAddressLine', () => {
  it('writes an address on one line, leaving out an empty line 2', () => {
    expect(postalAddressLine({ ...saved, line2: null })).toBe(
      '12 MG Road, Pune, Maharashtra, 411001',
    );
    expect(postalAddressLine({ ...saved, line2: 'Flat 4B' })).toBe(
      '12 MG Road, Flat 4B, Pune, Maharashtra, 411001',
    );
  });
});
