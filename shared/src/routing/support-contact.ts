import type { Static } from 'typebox';
import type { SupportBody } from '../schemas/remote-manifest-schemas';

/**
 * The support desk members are told about (static pages, share texts, certificate help). The API
 * hands it out in the remote manifest from SUPPORT_PHONE, SUPPORT_EMAIL, SUPPORT_HOURS and
 * SUPPORT_HOURS_HI, so a new number needs no release of any app.
 */
export type SupportContact = Static<typeof SupportBody>;

/**
 * The spec fixes that a support phone exists (section 1, share texts), not its value. Until a
 * deployment sets its own (production must), the desk is plainly an example: a number of zeros, the
 * reserved example.com domain, and `example`, which the contact pages show as a label.
 */
export const DEFAULT_SUPPORT_CONTACT: SupportContact = {
  phone: '+91 00000 00000',
  email: 'support@example.com',
  hours: { en: null, hi: null },
  example: true,
};
