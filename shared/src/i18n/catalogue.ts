import {
  ensureCatalogue as ensureLoaded,
  registerCatalogue as registerLoader,
  type CatalogueLoader,
} from './language-state';

/**
 * One app's (or one lazy feature's) messages: a namespace every id starts with, and a loader that
 * imports `locales/<language>.json` dynamically, so each language is a chunk of its own:
 *
 *   export const pagesCatalogue = defineCatalogue('pages', (language) =>
 *     language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'));
 */
export interface Catalogue {
  namespace: string;
  load: CatalogueLoader;
}

export function defineCatalogue(namespace: string, load: CatalogueLoader): Catalogue {
  return { namespace, load };
}

/** Makes a catalogue part of every language switch, without loading it yet (the shell at boot). */
export function registerCatalogue(catalogue: Catalogue): void {
  registerLoader(catalogue.namespace, catalogue.load);
}

/** Registers a catalogue and loads it in the current language (once); language switches include it. */
export function ensureCatalogue(catalogue: Catalogue): Promise<void> {
  return ensureLoaded(catalogue.namespace, catalogue.load);
}

/**
 * For `React.lazy`: fetches a page's code and its messages together, so the page never renders
 * message ids: `lazy(withCatalogue(pagesCatalogue, () => import('./terms-page')))`.
 */
export function withCatalogue<Module>(
  catalogue: Catalogue,
  loadModule: () => Promise<Module>,
): () => Promise<Module> {
  return () => Promise.all([loadModule(), ensureCatalogue(catalogue)]).then(([module]) => module);
}
