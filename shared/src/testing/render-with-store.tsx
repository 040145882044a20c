import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '../i18n/language-provider';
import { ROUTER_FUTURE } from '../remote/router-future';
import type { Lead } from '../models/member';
import { leadLoaded } from '../session/auth-slice';
import { makeStore, type AppStore } from '../store/store';

export interface RenderOptions {
  /** A store of the test's own (to share between renders or to dispatch into); a new one otherwise. */
  store?: AppStore;
  /** Renders inside a router at this address, for components that link or read the route. */
  route?: string;
  /** A signed-in member whose lead the shell has already loaded. */
  lead?: Lead;
}

/**
 * Renders a component as the site does: under a store of its own, the page's language state (the
 * Jest setup loads every catalogue; English is active), and a router when asked.
 */
export function renderWithStore(
  ui: ReactElement,
  { store = makeStore(), route, lead }: RenderOptions = {},
): RenderResult & { store: AppStore } {
  if (lead) store.dispatch(leadLoaded(lead));
  const routed =
    route === undefined ? (
      ui
    ) : (
      <MemoryRouter initialEntries={[route]} future={ROUTER_FUTURE}>
        {ui}
      </MemoryRouter>
    );
  return {
    ...render(
      <Provider store={store}>
        <LanguageProvider>{routed}</LanguageProvider>
      </Provider>,
    ),
    store,
  };
}
