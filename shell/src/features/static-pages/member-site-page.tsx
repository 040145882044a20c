import { ButtonLink } from '@yoga/shared';
import { useSearchParams } from 'react-router-dom';
import { StaticPage } from '../../layout/static-page';
import { pagesCatalogue, usePagesT } from './pages-catalogue';

/**
 * Where paid members of earlier challenges are sent when this site has no member site set up
 * (development; production requires MEMBER_SITE_URL): what would happen, with the number the
 * member site would have been given, instead of a host that does not exist.
 */
export function MemberSitePage() {
  const t = usePagesT();
  const [params] = useSearchParams();
  const phone = params.get('ph');
  return (
    <StaticPage title={t('pages.memberSite.title')} intro={t('pages.memberSite.intro')}>
      <p>{phone ? t('pages.memberSite.signInAs', { phone }) : t('pages.memberSite.signIn')}</p>
      <p>{t('pages.memberSite.here')}</p>
      <p>
        <ButtonLink to="/">{t('pages.memberSite.home')}</ButtonLink>
      </p>
    </StaticPage>
  );
}

/** Loaded when first opened, with its messages (src/app/routes.ts). */
export default MemberSitePage;
export const PAGE_CATALOGUES = [pagesCatalogue];
