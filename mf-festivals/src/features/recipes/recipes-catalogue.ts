import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

export const recipesCatalogue = defineCatalogue('recipes', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useRecipesT = () => useT<typeof messages>();
