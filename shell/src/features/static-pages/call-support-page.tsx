import { SITE_CONTACT, telHref } from '../../config/site-contact';
import { StaticPage } from '../../layout/static-page';

export function CallSupportPage() {
  return (
    <StaticPage
      title="Call support"
      intro="Talk to a person about joining, sessions or certificates."
    >
      <section className="contact-card">
        <h2>Support line</h2>
        <p>
          <a className="button button--primary" href={telHref(SITE_CONTACT.phone)}>
            Call {SITE_CONTACT.phone}
          </a>
        </p>
        <p>{SITE_CONTACT.hours}. Calls are answered in English and Hindi.</p>
      </section>
      <section>
        <h2>Before you call</h2>
        <ul>
          <li>Keep the mobile number you registered with at hand; we find your details by it.</li>
          <li>
            Live session links open on the challenge page a few minutes before 6:30 am. If a link
            does not open, refresh the page first.
          </li>
          <li>
            Certificates are issued after the last day to members who attended enough sessions.
          </li>
        </ul>
      </section>
      <section>
        <h2>Prefer to write?</h2>
        <p>
          Email <a href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</a> and we reply
          within one working day.
        </p>
      </section>
    </StaticPage>
  );
}
