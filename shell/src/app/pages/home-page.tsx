import { RemoteSlots } from '../../features/remotes/remote-slots';
import { HomeHero } from '../../features/static-pages/home-hero';
import { MembershipPanel } from '../../features/auth/components/membership-panel';
import { useDocumentTitle } from '../../layout/use-document-title';

const STEPS = [
  {
    title: 'Join free with your phone',
    text: 'Register with your name and mobile number. No payment, no app to install.',
  },
  {
    title: 'Practise live every morning',
    text: 'Fourteen guided sessions of about 45 minutes, live at 6:30 am in your time zone.',
  },
  {
    title: 'Mark your attendance',
    text: 'Tap once when the session starts to keep your streak and climb the leaderboard.',
  },
  {
    title: 'Invite friends, earn gifts',
    text: 'Share your personal link. Friends who join move you up and unlock gifts and vouchers.',
  },
];

export function HomePage() {
  useDocumentTitle(null);
  return (
    <div className="home">
      <HomeHero />

      <RemoteSlots />

      <MembershipPanel />

      <section className="steps" aria-labelledby="steps-title">
        <h2 id="steps-title">How the challenge works</h2>
        <ol className="steps__list">
          {STEPS.map((step) => (
            <li key={step.title} className="steps__item">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="benefits" aria-labelledby="benefits-title">
        <h2 id="benefits-title">Why people stay for all fourteen days</h2>
        <ul>
          <li>Sessions for beginners, with easier variations shown for every pose.</li>
          <li>A certificate when you complete the challenge.</li>
          <li>A friendly community and daily reminders so you never miss a morning.</li>
        </ul>
      </section>
    </div>
  );
}
