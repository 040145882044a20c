import { supportedCountries } from '@yoga/shared/domain';
import { addressFormat, postalCodeProblem } from './address-formats';

const fieldsOf = (country: string) =>
  addressFormat(country)?.fields.map((rule) => `${rule.field}${rule.required ? '*' : ''}`);

describe('address formats', () => {
  it('has one for every country of the phone list, whose postal patterns fit their examples', () => {
    const countries = supportedCountries();
    expect(countries.length).toBeGreaterThan(230);
    for (const country of countries) {
      const format = addressFormat(country);
      expect(format?.dial_code).toMatch(/^\+\d+$/);
      expect(format?.fields.some((rule) => rule.field === 'line1')).toBe(true);
      for (const example of format?.postal_code?.examples ?? []) {
        expect([country, postalCodeProblem(format!, example)]).toEqual([country, null]);
      }
    }
  });

  it('knows no country outside that list', () => {
    expect(addressFormat('XX')).toBeNull();
    expect(addressFormat('ZZ')).toBeNull();
  });

  it('writes an Indian address with a required 6-digit PIN and the ISO states', () => {
    const india = addressFormat('IN');
    expect(fieldsOf('IN')).toEqual(['line1*', 'line2', 'city*', 'pincode*', 'state*']);
    expect(india?.fields.find((rule) => rule.field === 'pincode')?.label).toBe('pin');
    expect(india?.states).toHaveLength(36);
    expect(india?.states).toContainEqual({ value: 'LA', label: 'Ladakh' });
    expect(postalCodeProblem(india!, '560029')).toBeNull();
    expect(postalCodeProblem(india!, '56002')).not.toBeNull();
  });

  it('writes a UAE address with an emirate and no postal code', () => {
    const uae = addressFormat('AE');
    expect(fieldsOf('AE')).toEqual(['line1*', 'line2', 'state*']);
    expect(uae?.fields.find((rule) => rule.field === 'state')?.label).toBe('emirate');
    expect(uae?.postal_code).toBeNull();
    expect(uae?.dial_code).toBe('+971');
    expect(uae?.states).toContainEqual({ value: 'DU', label: 'Dubai' });
    expect(postalCodeProblem(uae!, '')).toBeNull();
  });

  it.each([
    ['GB', 'EC1Y 8SY', null],
    ['GB', 'ec1y 8sy', null],
    ['GB', '12345', 'does not look right'],
    ['GB', '', 'is needed'],
    ['US', '95014', null],
    ['US', '22162-1010', null],
    ['US', '9501', 'does not look right'],
    ['IE', '', null],
  ])('checks %s postal code %p', (country, code, problem) => {
    const found = postalCodeProblem(addressFormat(country)!, code);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });

  it('names the fields as the country does', () => {
    expect(addressFormat('GB')?.fields.find((rule) => rule.field === 'city')?.label).toBe(
      'post_town',
    );
    expect(addressFormat('US')?.fields.find((rule) => rule.field === 'pincode')?.label).toBe('zip');
    expect(addressFormat('JP')?.fields.find((rule) => rule.field === 'state')?.label).toBe(
      'prefecture',
    );
  });
});
