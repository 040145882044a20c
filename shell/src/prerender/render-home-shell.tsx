import { makeStore } from '@yoga/shared/host';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom/server';
import { AccountMenu } from '../features/auth/components/account-menu';
import { SiteHeader } from '../layout/site-header';
import { HomeHero } from '../features/static-pages/home-hero';

/**
 * What a visitor to / sees before the scripts arrive: the header and the opening of the home page,
 * in the same elements the app renders, so the app's first render replaces them without a jump.
 * The footer is left out: it would be pushed down when the rest of the page arrives.
 */
export function renderHomeShell(): string {
  return renderToStaticMarkup(
    <Provider store={makeStore()}>
      <StaticRouter location="/">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader account={<AccountMenu />} />
        <main id="main" className="site-main">
          <div className="home">
            <HomeHero />
          </div>
        </main>
      </StaticRouter>
    </Provider>,
  );
}
