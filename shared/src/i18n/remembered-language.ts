import Cookies from 'js-cookie';
import { LANGUAGE_COOKIE, LANGUAGES, preferredLanguage, type Language } from '../domain/languages';

const STORAGE_KEY = 'yoga.language';

/** The language a visit starts in: the remembered choice, else the browser's preference. */
export function initialLanguage(): Language {
  let remembered: string | null = null;
  try {
    remembered = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be blocked (private modes, policies); the browser's preference still applies.
  }
  return preferredLanguage(remembered, window.navigator.languages ?? [LANGUAGES[0]]);
}

/** Keeps the member's choice for the next visit, and tells the server for its first render. */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered when storage is blocked; this visit still switches.
  }
  Cookies.set(LANGUAGE_COOKIE, language, { expires: 365, path: '/', sameSite: 'Lax' });
}
