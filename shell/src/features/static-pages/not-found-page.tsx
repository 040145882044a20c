import { ButtonLink } from '@yoga/shared';
import { useDocumentTitle } from '../../layout/use-document-title';
import { pagesCatalogue, usePagesT } from './pages-catalogue';

export function NotFoundPage() {
  const t = usePagesT();
  useDocumentTitle(t('pages.notFound.title'));
  return (
    <article className="static-page not-found">
      <h1>{t('pages.notFound.heading')}</h1>
      <p>{t('pages.notFound.text')}</p>
      <p>
        <ButtonLink to="/">{t('pages.notFound.home')}</ButtonLink>
      </p>
    </article>
  );
}

/** Loaded when first opened, with its messages (src/app/routes.ts). */
export default NotFoundPage;
export const PAGE_CATALOGUES = [pagesCatalogue];
