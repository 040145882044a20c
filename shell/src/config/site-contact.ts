import { DEFAULT_SUPPORT_PHONE, type Language } from '@yoga/shared';

/**
 * The support desk shown on the static pages. The spec gives no values, so they are set at build
 * time from SUPPORT_PHONE and SUPPORT_EMAIL (see README); the defaults are demo values.
 *
 * The opening hours are words, so their default is in the pages catalogue in each language
 * (`pages.support.hours`). SUPPORT_HOURS replaces it in English and SUPPORT_HOURS_HI in Hindi. When
 * only SUPPORT_HOURS is set, Hindi pages show it too: the desk's real hours in English are better
 * than demo hours in Hindi.
 */
export const SITE_CONTACT = {
  phone: process.env.SUPPORT_PHONE ?? DEFAULT_SUPPORT_PHONE,
  email: process.env.SUPPORT_EMAIL ?? 'support@yogachallenge.example',
  company: 'Yoga Challenge Community',
};

const SUPPORT_HOURS: Record<Language, string | undefined> = {
  en: process.env.SUPPORT_HOURS,
  hi: process.env.SUPPORT_HOURS_HI ?? process.env.SUPPORT_HOURS,
};

/** The support hours set at build time for a language, or undefined to use the catalogue's. */
export const supportHoursOverride = (language: Language): string | undefined =>
  SUPPORT_HOURS[language];

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
