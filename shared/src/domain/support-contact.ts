import type { Language } from './languages';

/**
 * The support desk members are told about (static pages, share texts, certificate help). The API
 * hands it out in the remote manifest from SUPPORT_PHONE, SUPPORT_EMAIL, SUPPORT_HOURS and
 * SUPPORT_HOURS_HI, so a new number needs no release of any app.
 */
export interface SupportContact {
  phone: string;
  email: string;
  /** The desk's hours in each language; null: the pages' own default words. */
  hours: Record<Language, string | null>;
}

/** The spec fixes that a support phone exists (section 1, share texts), not its value: demo values. */
export const DEFAULT_SUPPORT_CONTACT: SupportContact = {
  phone: '+91 22 4000 1234',
  email: 'support@yogachallenge.example',
  hours: { en: null, hi: null },
};
