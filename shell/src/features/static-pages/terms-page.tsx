import { supportContact } from '@yoga/shared';
import { StaticPage } from '../../layout/static-page';
import { pagesCatalogue, usePagesT } from './pages-catalogue';

export function TermsPage() {
  const contact = supportContact();
  const t = usePagesT();
  return (
    <StaticPage title={t('pages.terms.title')} intro={t('pages.terms.intro')}>
      <section>
        <h2>{t('pages.terms.challenge.heading')}</h2>
        <p>{t('pages.terms.challenge.body')}</p>
      </section>
      <section>
        <h2>{t('pages.terms.health.heading')}</h2>
        <p>{t('pages.terms.health.body')}</p>
      </section>
      <section>
        <h2>{t('pages.terms.account.heading')}</h2>
        <p>{t('pages.terms.account.body')}</p>
      </section>
      <section>
        <h2>{t('pages.terms.referrals.heading')}</h2>
        <p>{t('pages.terms.referrals.body')}</p>
      </section>
      <section>
        <h2>{t('pages.terms.certificates.heading')}</h2>
        <p>{t('pages.terms.certificates.body')}</p>
      </section>
      <section>
        <h2>{t('pages.terms.membership.heading')}</h2>
        <p>{t('pages.terms.membership.body')}</p>
      </section>
      <section>
        <h2>{t('pages.terms.contact.heading')}</h2>
        <p>{t('pages.terms.contact.body', { email: contact.email })}</p>
      </section>
    </StaticPage>
  );
}

/** Loaded when first opened, with its messages (src/app/routes.ts). */
export default TermsPage;
export const PAGE_CATALOGUES = [pagesCatalogue];
