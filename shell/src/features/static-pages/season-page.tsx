import { ButtonLink } from '@yoga/shared';
import { useDocumentTitle } from '../../layout/use-document-title';
import { pagesCatalogue, usePagesT } from './pages-catalogue';
import './season-page.css';

/** A seasonal route's URL outside its dates: the page exists, just not today (HTTP 200). */
export function SeasonPage() {
  const t = usePagesT();
  useDocumentTitle(t('pages.season.title'));
  return (
    <article className="static-page not-found">
      <h1>{t('pages.season.heading')}</h1>
      <p>{t('pages.season.text')}</p>
      <p className="season-page__links">
        <ButtonLink to="/live">{t('pages.season.live')}</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          {t('pages.season.home')}
        </ButtonLink>
      </p>
    </article>
  );
}

/** Loaded when first opened, with its messages. */
export default SeasonPage;
export const PAGE_CATALOGUES = [pagesCatalogue];
