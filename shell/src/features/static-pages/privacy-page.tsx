import { SITE_CONTACT } from '../../config/site-contact';
import { StaticPage } from '../../layout/static-page';

export function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy policy"
      intro="What we collect when you join the challenge, and why."
    >
      <section>
        <h2>What we collect</h2>
        <ul>
          <li>Your name and mobile number, to register you and send sign-in codes.</li>
          <li>Your attendance and referrals, to run the leaderboard, gifts and certificates.</li>
          <li>A delivery address, only if you claim a gift that is posted to you.</li>
          <li>Basic usage analytics, to see which pages work well and which do not.</li>
        </ul>
      </section>
      <section>
        <h2>How we use it</h2>
        <p>
          Only to run the challenge, send you reminders about it, and offer you our membership. We
          do not sell your data. Sign-in codes are stored only in a form that cannot be read back.
        </p>
      </section>
      <section>
        <h2>Who sees it</h2>
        <p>
          Your first name and rank may appear on the public leaderboard. Our SMS provider receives
          your number to deliver codes. Nobody else receives your data unless the law requires it.
        </p>
      </section>
      <section>
        <h2>Your choices</h2>
        <p>
          You may ask us to correct or delete your data at any time by writing to{' '}
          <a href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</a>. Deleting your data ends
          your participation in the challenge.
        </p>
      </section>
    </StaticPage>
  );
}
