import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, isLanguage, type Language } from '../domain/languages';

/** A catalogue module as the build emits it: ICU messages compiled ahead of time. */
export interface CatalogueModule {
  default: Messages;
}

/** Loads one language of one catalogue, by dynamic import so each language is its own chunk. */
export type CatalogueLoader = (language: Language) => Promise<CatalogueModule>;

/**
 * One app's (or one lazy feature's) messages: a namespace every id starts with (all catalogues
 * merge into one instance), and a loader that imports `locales/<language>.json` dynamically:
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

/**
 * The page's one translation state. It lives in `@yoga/shared`, a federation singleton, so the
 * shell and every remote read and switch the same instance.
 */
export const i18n = setupI18n();

const loaders = new Map<string, CatalogueLoader>();
const loads = new Map<string, Promise<void>>();
let latestSwitch = 0;

/**
 * Makes a catalogue part of every language switch without loading it yet (the shell at boot); once
 * per namespace, so a remote mounted twice registers once.
 */
export function registerCatalogue({ namespace, load }: Catalogue): void {
  if (!loaders.has(namespace)) loaders.set(namespace, load);
}

/** Downloads one catalogue in one language once; a failed download may be tried again. */
export function loadCatalogue(namespace: string, language: Language): Promise<void> {
  const key = `${namespace}:${language}`;
  const known = loads.get(key);
  if (known) return known;
  const loader = loaders.get(namespace);
  if (!loader) return Promise.reject(new Error(`No catalogue "${namespace}" is registered`));
  const load = loader(language).then((module) => i18n.load(language, module.default));
  loads.set(key, load);
  load.catch(() => loads.delete(key));
  return load;
}

/** The language the page shows now (English until the first switch completes). */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/** Registers and loads a catalogue in the current language, for a part of the site about to show. */
export function ensureCatalogue(catalogue: Catalogue): Promise<void> {
  registerCatalogue(catalogue);
  return loadCatalogue(catalogue.namespace, currentLanguage());
}

/**
 * Loads every registered catalogue in `language`, then switches the whole page at once: the shell
 * and every mounted remote re-render together, and `<html lang>` follows. When switches overlap,
 * the last one asked for wins. Rejects (leaving the page as it was) when a download fails.
 */
export async function activateLanguage(language: Language): Promise<void> {
  const switchId = ++latestSwitch;
  let names: string[];
  // A remote that registers while the downloads run is included before the switch happens.
  do {
    names = [...loaders.keys()];
    await Promise.all(names.map((name) => loadCatalogue(name, language)));
  } while (names.length !== loaders.size);
  if (switchId !== latestSwitch) return;
  i18n.activate(language, [LANGUAGE_LOCALES[language]]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
