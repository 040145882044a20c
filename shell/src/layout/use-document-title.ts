import { useEffect } from 'react';
import { useShellT } from '../locales/shell-catalogue';

/** The tab's title: the page's own (already translated) title and the site's name. */
export function useDocumentTitle(title: string | null): void {
  const t = useShellT();
  const full = title ? t('shell.pageTitle', { title }) : t('shell.siteTagline');
  useEffect(() => {
    document.title = full;
  }, [full]);
}
