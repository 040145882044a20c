import {
  postalAddressLine,
  postalAddressOf,
  postalProblems,
  tidyPostalAddress,
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
    const uk = {
      required: true,
      pattern: 'GIR ?0AA|[A-Z]{1,2}[0-9][0-9A-Z]? ?[0-9][A-Z]{2}',
      example: 'EC1Y 8SY',
    };
    const london = { ...good, country_code: 'GB', pincode: 'sw1a 1aa' };
    expect(postalProblems(london, uk)).toEqual({});
    expect(postalProblems({ ...london, pincode: '12345' }, uk)).toEqual({ pincode: 'postcode' });
    expect(postalProblems({ ...london, pincode: '' }, uk)).toEqual({ pincode: 'required' });
    const uae = { required: false, pattern: null, example: null };
    expect(postalProblems({ ...good, country_code: 'AE', pincode: '' }, uae)).toEqual({});
    // Not read yet: the server decides.
    expect(postalProblems({ ...london, pincode: '' })).toEqual({});
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
