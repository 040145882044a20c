import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/** The card on a member's home that offers the paid membership once payment is open. */
export const membershipOfferCatalogue = defineCatalogue('membershipOffer', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useMembershipOfferT = () => useT<typeof messages>();
