import { useEffect } from 'react';

const SITE_NAME = '14-Day Yoga Challenge';

export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title
      ? `${title} · ${SITE_NAME}`
      : `${SITE_NAME}: free live yoga, every morning`;
  }, [title]);
}
