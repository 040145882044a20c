import { LANGUAGE_LOCALES, LanguageProvider, type Language, offeredPart } from '@yoga/shared';
import { i18n, makeStore } from '@yoga/shared/host';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom/server';
import { Header, SkipLink } from '../app/shell-app';
import { PageLoading } from '../app/page-loading';
import { DEFAULT_MANIFEST } from '../features/remotes/default-manifest';
import { RemoteRegistryContext } from '../features/remotes/remote-registry-context';
import { HomeHero } from '../features/static-pages/home-hero';
import englishMessages from '../locales/en.json';
import hindiMessages from '../locales/hi.json';

// Only the shell's own messages appear in the header and the hero.
const MESSAGES: Record<Language, typeof englishMessages> = {
  en: englishMessages,
  hi: hindiMessages,
};

function activate(language: Language): void {
  i18n.load(language, MESSAGES[language]);
  i18n.activate(language, [LANGUAGE_LOCALES[language]]);
}

/** The page's title and description in the language, for the head of its HTML (and link previews). */
export function renderHomeHead(language: Language): { title: string; description: string } {
  activate(language);
  return { title: i18n._('shell.siteTagline'), description: i18n._('shell.siteDescription') };
}

/** The remotes the shell was built with, offered at build time: the header's links. */
function builtRegistry() {
  const now = new Date();
  return {
    all: DEFAULT_MANIFEST.remotes,
    active: DEFAULT_MANIFEST.remotes.map((remote) => offeredPart(remote, now)),
    retry: async () => undefined,
  };
}

/** The header and the page's main in the markup the app renders, inside the shell's providers. */
function renderShellMarkup(language: Language, location: string, main: ReactNode): string {
  activate(language);
  return renderToStaticMarkup(
    <Provider store={makeStore()}>
      <LanguageProvider>
        <RemoteRegistryContext.Provider value={builtRegistry()}>
          <StaticRouter location={location}>
            <SkipLink />
            <Header />
            <main id="main" className="site-main">
              {main}
            </main>
          </StaticRouter>
        </RemoteRegistryContext.Provider>
      </LanguageProvider>
    </Provider>,
  );
}

/**
 * What a visitor to / sees before the scripts arrive: the header and the opening of the home page,
 * in the same elements the app renders, so the app's first render replaces them without a jump.
 * The footer is left out: it comes with the app, below the fold (the main is a screen high). One
 * page per language; the server sends the member's (docs/decisions/0009).
 */
export function renderHomeShell(language: Language): string {
  return renderShellMarkup(
    language,
    '/',
    <div className="home">
      <HomeHero />
    </div>,
  );
}

/**
 * Every other page before the scripts arrive: the header and the loading line the app shows
 * while a page's code comes, so a member on a slow network sees the site at once, in their
 * language (docs/decisions/0032). No path is active in the header: one page serves every path.
 */
export function renderPageShell(language: Language): string {
  return renderShellMarkup(language, '/_page', <PageLoading />);
}
