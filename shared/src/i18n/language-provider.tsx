import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from './language-state';

/**
 * Gives a React root the page's one language state. The shell and each remote wrap their own root
 * in it; all of them re-render when the language changes.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
