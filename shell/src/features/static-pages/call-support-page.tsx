import { ButtonLink, Trans, useLanguage, supportContact } from '@yoga/shared';
import { supportHoursOverride, telHref } from '../../config/site-contact';
import { StaticPage } from '../../layout/static-page';
import { ExampleDeskNote } from './example-desk-note';
import { pagesCatalogue, usePagesT } from './pages-catalogue';

export function CallSupportPage() {
  const contact = supportContact();
  const t = usePagesT();
  const { language } = useLanguage();
  const hours = supportHoursOverride(language) ?? t('pages.support.hours');
  return (
    <StaticPage title={t('pages.support.title')} intro={t('pages.support.intro')}>
      <section className="contact-card">
        <h2>{t('pages.support.line.heading')}</h2>
        <p>
          <ButtonLink href={telHref(contact.phone)}>
            {t('pages.support.line.call', { phone: contact.phone })}
          </ButtonLink>
        </p>
        <p>{t('pages.support.line.languages', { hours })}</p>
        {contact.example && <ExampleDeskNote />}
      </section>
      <section>
        <h2>{t('pages.support.before.heading')}</h2>
        <ul>
          <li>{t('pages.support.before.number')}</li>
          <li>{t('pages.support.before.links')}</li>
          <li>{t('pages.support.before.certificates')}</li>
        </ul>
      </section>
      <section>
        <h2>{t('pages.support.write.heading')}</h2>
        <p>
          <Trans
            id="pages.support.write.body"
            values={{ email: contact.email }}
            components={{ 0: <a href={`mailto:${contact.email}`} /> }}
          />
        </p>
      </section>
    </StaticPage>
  );
}

/** Loaded when first opened, with its messages (src/app/routes.ts). */
export default CallSupportPage;
export const PAGE_CATALOGUES = [pagesCatalogue];
