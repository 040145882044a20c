import type { Language } from '../domain/languages';
import {
  activateLanguage,
  currentLanguage,
  defineCatalogue,
  i18n,
  loadCatalogue,
  registerCatalogue,
} from './language-state';

interface Download {
  language: Language;
  resolve: () => void;
  reject: () => void;
}

/** Every download of every test: registrations are for the page's life, as in the browser. */
const allDownloads: Download[] = [];

/** A loader whose downloads the test answers by hand, counting them per language. */
function manualLoader(messages: Record<Language, Record<string, string>>) {
  const calls: Language[] = [];
  const pending: Download[] = [];
  const loader = (language: Language) => {
    calls.push(language);
    return new Promise<{ default: Record<string, string> }>((resolve, reject) => {
      const download = {
        language,
        resolve: () => resolve({ default: messages[language] }),
        reject: () => reject(new Error('offline')),
      };
      pending.push(download);
      allDownloads.push(download);
    });
  };
  return { loader, calls, pending };
}

describe('the language state', () => {
  afterEach(() => i18n.activate('en', ['en-IN']));

  it('loads a catalogue once per language, then switches the page and <html lang>', async () => {
    const test = manualLoader({ en: { 'state1.hi': 'Hello' }, hi: { 'state1.hi': 'नमस्ते' } });
    registerCatalogue(defineCatalogue('state1', test.loader));
    registerCatalogue(defineCatalogue('state1', test.loader));
    const first = loadCatalogue('state1', 'en');
    expect(loadCatalogue('state1', 'en')).toBe(first);
    test.pending[0]?.resolve();
    await first;

    const switching = activateLanguage('hi');
    expect(currentLanguage()).toBe('en');
    await Promise.resolve();
    test.pending[1]?.resolve();
    await switching;
    expect(currentLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(i18n._('state1.hi')).toBe('नमस्ते');
    expect(test.calls).toEqual(['en', 'hi']);
  });

  it('keeps the page as it was when a download fails, and tries again next time', async () => {
    const test = manualLoader({ en: { 'state2.x': 'x' }, hi: { 'state2.x': 'क' } });
    registerCatalogue(defineCatalogue('state2', test.loader));
    const failing = activateLanguage('hi');
    await Promise.resolve();
    test.pending.at(-1)?.reject();
    await expect(failing).rejects.toThrow('offline');
    expect(currentLanguage()).toBe('en');

    const retry = activateLanguage('hi');
    await Promise.resolve();
    test.pending.at(-1)?.resolve();
    await retry;
    expect(currentLanguage()).toBe('hi');
    expect(test.calls.filter((language) => language === 'hi')).toHaveLength(2);
  });

  it('lets the last of two overlapping switches win', async () => {
    const test = manualLoader({ en: { 'state3.x': 'x' }, hi: { 'state3.x': 'क' } });
    registerCatalogue(defineCatalogue('state3', test.loader));
    const toHindi = activateLanguage('hi');
    const toEnglish = activateLanguage('en');
    await Promise.resolve();
    for (const download of allDownloads.filter((d) => d.language === 'en')) download.resolve();
    await toEnglish;
    for (const download of allDownloads.filter((d) => d.language === 'hi')) download.resolve();
    await toHindi;
    expect(currentLanguage()).toBe('en');
  });
});
