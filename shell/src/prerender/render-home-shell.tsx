import { LanguageProvider } from '@yoga/shared';
import { i18n, makeStore } from '@yoga/shared/host';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom/server';
import { SkipLink } from '../app/shell-app';
import { AccountMenu } from '../features/auth/components/account-menu';
import { SiteHeader } from '../layout/site-header';
import { HomeHero } from '../features/static-pages/home-hero';
import shellMessages from '../locales/en.json';

/**
 * What a visitor to / sees before the scripts arrive: the header and the opening of the home page,
 * in the same elements the app renders, so the app's first render replaces them without a jump.
 * The footer is left out: it would be pushed down when the rest of the page arrives. It is
 * English; a member who chose Hindi sees the page switch when the scripts run.
 */
export function renderHomeShell(): string {
  // Only the shell's own messages appear in the header and the hero.
  i18n.load('en', shellMessages);
  i18n.activate('en', ['en-IN']);
  return renderToStaticMarkup(
    <Provider store={makeStore()}>
      <LanguageProvider>
        <StaticRouter location="/">
          <SkipLink />
          <SiteHeader account={<AccountMenu />} />
          <main id="main" className="site-main">
            <div className="home">
              <HomeHero />
            </div>
          </main>
        </StaticRouter>
      </LanguageProvider>
    </Provider>,
  );
}
