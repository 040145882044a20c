import { countryOptions, flagOf } from './country-options';

describe('countryOptions', () => {
  const options = countryOptions();

  it('lists about 240 countries with India first', () => {
    expect(options.length).toBeGreaterThan(230);
    expect(options[0]).toEqual({ code: 'IN', name: 'India', dialCode: '+91', flag: '🇮🇳' });
  });

  it('sorts the rest by name and gives each a dial code and flag', () => {
    const names = options.slice(1).map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(options.find((option) => option.code === 'AE')).toEqual({
      code: 'AE',
      name: 'United Arab Emirates',
      dialCode: '+971',
      flag: '🇦🇪',
    });
    expect(new Set(options.map((option) => option.code)).size).toBe(options.length);
  });

  it('turns a code into its flag', () => {
    expect(flagOf('us')).toBe('🇺🇸');
  });
});
