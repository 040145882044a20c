import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '../../i18n/language-provider';
import { ROUTER_FUTURE } from '../../remote/router-future';

function KitPage({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider>
      <MemoryRouter future={ROUTER_FUTURE}>{children}</MemoryRouter>
    </LanguageProvider>
  );
}

/** Renders a kit component as a page does (and re-renders it so): under the language and a router. */
export function renderKit(ui: ReactElement) {
  return render(ui, { wrapper: KitPage });
}
