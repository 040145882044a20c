import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

export const campaignsCatalogue = defineCatalogue('campaigns', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useCampaignsT = () => useT<typeof messages>();
