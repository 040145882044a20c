import { act } from '@testing-library/react';
import type { Language } from '../domain/languages';
import { activateLanguage } from '../i18n/language-state';

/**
 * Switches the page's one language state in a test, through the same `activateLanguage` the
 * header's switch uses (every registered catalogue loaded, then the whole page re-renders, and
 * `<html lang>` follows), without remembering the choice. A remote's test cannot reach the
 * switch otherwise: `@yoga/shared/host` is the shell's alone.
 */
export async function switchTestLanguage(language: Language): Promise<void> {
  await act(() => activateLanguage(language));
}

/**
 * Runs every test of the enclosing `describe` in `language` and switches back to English after
 * each, so the next test file's English assertions are not read in Hindi:
 *
 *   describe('in Hindi', () => {
 *     inTestLanguage('hi');
 *     it('…', …);
 *   });
 */
export function inTestLanguage(language: Language): void {
  beforeEach(() => switchTestLanguage(language));
  afterEach(() => switchTestLanguage('en'));
}
