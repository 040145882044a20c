/** The site's languages: English first (the fallback), then Hindi. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The cookie that tells the server a member's chosen language, so it sends `/` already rendered in
 * it (the browser itself keeps the choice in localStorage, which the server cannot read).
 */
export const LANGUAGE_COOKIE = 'yoga_lang';

/** The locale Intl formats with: both keep Indian digit grouping (12,34,567). */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language named in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language of a visit: the member's own earlier choice, else the first of the browser's
 * preferred languages that the site speaks ("hi-IN, en" gives Hindi; "en-GB, hi" English), else
 * English.
 */
export function preferredLanguage(
  remembered: string | null | undefined,
  browserLanguages: readonly string[],
): Language {
  if (isLanguage(remembered)) return remembered;
  for (const tag of browserLanguages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
