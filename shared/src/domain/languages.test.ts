import { preferredLanguage } from './languages';

describe('preferredLanguage', () => {
  it('keeps a remembered choice over the browser’s', () => {
    expect(preferredLanguage('en', ['hi-IN'])).toBe('en');
    expect(preferredLanguage('hi', ['en-GB'])).toBe('hi');
  });

  it('takes the first browser language the site speaks', () => {
    expect(preferredLanguage(null, ['hi-IN', 'en'])).toBe('hi');
    expect(preferredLanguage(null, ['en-GB', 'hi'])).toBe('en');
    expect(preferredLanguage(null, ['ta-IN', 'HI', 'en'])).toBe('hi');
  });

  it('falls back to English for anything else', () => {
    expect(preferredLanguage('fr', ['ta-IN', 'bn'])).toBe('en');
    expect(preferredLanguage(undefined, [])).toBe('en');
  });
});
