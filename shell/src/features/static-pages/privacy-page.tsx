import { Trans, supportContact } from '@yoga/shared';
import { StaticPage } from '../../layout/static-page';
import { pagesCatalogue, usePagesT } from './pages-catalogue';

export function PrivacyPage() {
  const contact = supportContact();
  const t = usePagesT();
  return (
    <StaticPage title={t('pages.privacy.title')} intro={t('pages.privacy.intro')}>
      <section>
        <h2>{t('pages.privacy.collect.heading')}</h2>
        <ul>
          <li>{t('pages.privacy.collect.contact')}</li>
          <li>{t('pages.privacy.collect.activity')}</li>
          <li>{t('pages.privacy.collect.address')}</li>
          <li>{t('pages.privacy.collect.analytics')}</li>
        </ul>
      </section>
      <section>
        <h2>{t('pages.privacy.use.heading')}</h2>
        <p>{t('pages.privacy.use.body')}</p>
      </section>
      <section>
        <h2>{t('pages.privacy.sharing.heading')}</h2>
        <p>{t('pages.privacy.sharing.body')}</p>
      </section>
      <section>
        <h2>{t('pages.privacy.choices.heading')}</h2>
        <p>
          <Trans
            id="pages.privacy.choices.body"
            values={{ email: contact.email }}
            components={{ 0: <a href={`mailto:${contact.email}`} /> }}
          />
        </p>
      </section>
    </StaticPage>
  );
}

/** Loaded when first opened, with its messages (src/app/routes.ts). */
export default PrivacyPage;
export const PAGE_CATALOGUES = [pagesCatalogue];
