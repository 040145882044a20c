import { defineCatalogue, useCatalogueT } from '@yoga/shared';
import type messages from './locales/en.json';

/**
 * The texts of the richer components (sharing, countdown, dialog, stepper, progress). Fetched the
 * first time one of them renders, so the home page, which uses none, does not download them.
 */
export const extraCatalogue = defineCatalogue('extra', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

/** Suspends a component's first render until the texts are here (see useCatalogueT). */
export const useExtraT = () => useCatalogueT<typeof messages>(extraCatalogue);
