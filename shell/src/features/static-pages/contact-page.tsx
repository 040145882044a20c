import { SITE_CONTACT, telHref } from '../../config/site-contact';
import { StaticPage } from '../../layout/static-page';
import './contact-page.css';

export function ContactPage() {
  return (
    <StaticPage
      title="Contact us"
      intro="We are happy to hear from members, teachers and partners."
    >
      <dl className="contact-list">
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={telHref(SITE_CONTACT.phone)}>{SITE_CONTACT.phone}</a>
          </dd>
        </div>
        <div>
          <dt>Hours</dt>
          <dd>{SITE_CONTACT.hours}</dd>
        </div>
      </dl>
      <section>
        <h2>What to include</h2>
        <p>
          Tell us your registered mobile number and which challenge you joined, so we can help
          without asking twice. Please do not send one-time codes (OTPs) to anyone, including us.
        </p>
      </section>
    </StaticPage>
  );
}
