import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { LANGUAGE_LOCALES, type Language } from '../domain/languages';
import { activateLanguage, currentLanguage } from './language-state';
import { rememberLanguage } from './remembered-language';

/** Values a message interpolates: `{name}`, `{count, plural, …}`, `{when, date}`. */
export type MessageValues = Record<string, string | number | Date>;

/** Translates one id of a catalogue; the id type comes from the catalogue's English JSON. */
export type Translate<Id extends string = string> = (id: Id, values?: MessageValues) => string;

/**
 * The translate function for a component, typed by its catalogue so a missing id fails the type
 * check: `const t = useT<typeof import('../locales/en.json')>()`. It changes when the language
 * does, so components re-render in the new language.
 */
export function useT<Catalogue extends object = Record<string, string>>(): Translate<
  keyof Catalogue & string
> {
  const { _ } = useLingui();
  return useCallback((id, values) => _(id, values), [_]);
}

export interface LanguageControl {
  language: Language;
  /** The Intl locale of the language (en-IN, hi-IN) for numbers and dates. */
  locale: string;
  /** Switches the page and remembers the choice; rejects when the catalogues cannot be fetched. */
  switchLanguage: (language: Language) => Promise<void>;
}

async function switchLanguage(language: Language): Promise<void> {
  await activateLanguage(language);
  rememberLanguage(language);
}

/** The page's language and the way to change it; a component using it re-renders on a switch. */
export function useLanguage(): LanguageControl {
  useLingui();
  const language = currentLanguage();
  return { language, locale: LANGUAGE_LOCALES[language], switchLanguage };
}
