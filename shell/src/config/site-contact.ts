import { supportContact, type Language } from '@yoga/shared';

/**
 * The support desk's hours set by the deployment for a language (the manifest's, from
 * SUPPORT_HOURS and SUPPORT_HOURS_HI), or undefined to use the pages catalogue's words
 * (`pages.support.hours`).
 */
export const supportHoursOverride = (language: Language): string | undefined =>
  supportContact().hours[language] ?? undefined;

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
