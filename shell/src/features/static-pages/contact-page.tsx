import { useLanguage, supportContact } from '@yoga/shared';
import { ExampleDeskNote } from './example-desk-note';
import { supportHoursOverride, telHref } from '../../config/site-contact';
import { StaticPage } from '../../layout/static-page';
import { pagesCatalogue, usePagesT } from './pages-catalogue';
import './contact-page.css';

export function ContactPage() {
  const contact = supportContact();
  const t = usePagesT();
  const { language } = useLanguage();
  const hours = supportHoursOverride(language) ?? t('pages.support.hours');
  return (
    <StaticPage title={t('pages.contact.title')} intro={t('pages.contact.intro')}>
      <dl className="contact-list">
        <div>
          <dt>{t('pages.contact.email')}</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('pages.contact.phone')}</dt>
          <dd>
            <a href={telHref(contact.phone)}>{contact.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t('pages.contact.hours')}</dt>
          <dd>{hours}</dd>
        </div>
      </dl>
      {contact.example && <ExampleDeskNote />}
      <section>
        <h2>{t('pages.contact.include.heading')}</h2>
        <p>{t('pages.contact.include.body')}</p>
      </section>
    </StaticPage>
  );
}

/** Loaded when first opened, with its messages (src/app/routes.ts). */
export default ContactPage;
export const PAGE_CATALOGUES = [pagesCatalogue];
