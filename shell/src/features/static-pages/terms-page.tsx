import { SITE_CONTACT } from '../../config/site-contact';
import { StaticPage } from '../../layout/static-page';

export function TermsPage() {
  return (
    <StaticPage
      title="Terms & conditions"
      intro="These terms apply when you join and use the free yoga challenge."
    >
      <section>
        <h2>1. The challenge</h2>
        <p>
          The challenge is a free programme of fourteen live online yoga sessions. Session times,
          teachers and content may change; we announce changes on the site.
        </p>
      </section>
      <section>
        <h2>2. Your health</h2>
        <p>
          Yoga is physical exercise. Practise within your limits, stop if you feel pain or
          dizziness, and consult a doctor first if you are pregnant, recovering from an injury or
          have a medical condition. The sessions are not medical advice.
        </p>
      </section>
      <section>
        <h2>3. Your account</h2>
        <p>
          You join with your own mobile number and sign in with one-time codes sent to it. Keep the
          codes to yourself. One person, one registration.
        </p>
      </section>
      <section>
        <h2>4. Referrals, gifts and vouchers</h2>
        <p>
          Gifts and vouchers are offered while stocks last, for genuine referrals only. Referrals
          made with fake or repeated numbers are removed, and any gift earned by them is withdrawn.
          Vouchers are valid until the expiry date shown with them.
        </p>
      </section>
      <section>
        <h2>5. Certificates</h2>
        <p>
          A certificate of completion is issued to members who attend the required number of live
          sessions. It records participation and is not a professional qualification.
        </p>
      </section>
      <section>
        <h2>6. Paid membership</h2>
        <p>
          Members may be offered an optional paid membership with its own terms, shown before
          payment. The free challenge never charges you.
        </p>
      </section>
      <section>
        <h2>7. Contact</h2>
        <p>Questions about these terms: {SITE_CONTACT.email}.</p>
      </section>
    </StaticPage>
  );
}
