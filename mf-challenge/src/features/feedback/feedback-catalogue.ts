import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/** The feedback page's texts and the prompt home and `/live` show while feedback is open. */
export const feedbackCatalogue = defineCatalogue('feedback', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useFeedbackT = () => useT<typeof messages>();
