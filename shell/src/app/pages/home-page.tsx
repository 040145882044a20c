import { selectIsSignedIn, useAppSelector } from '@yoga/shared';
import { lazy, Suspense } from 'react';
import { RemoteSlots } from '../../features/remotes/remote-slots';
import { useRemotesSettled } from '../../features/remotes/use-remotes-settled';
import { HomeHero } from '../../features/static-pages/home-hero';
import { MemberGreeting } from './member-greeting';
import { MembershipPanel } from '../../features/auth/components/membership-panel';
import { useDocumentTitle } from '../../layout/use-document-title';
import { useShellT } from '../../locales/shell-catalogue';

const STEPS = [
  { title: 'shell.home.joinTitle', text: 'shell.home.joinText' },
  { title: 'shell.home.practiseTitle', text: 'shell.home.practiseText' },
  { title: 'shell.home.attendTitle', text: 'shell.home.attendText' },
  { title: 'shell.home.inviteTitle', text: 'shell.home.inviteText' },
] as const;

const BENEFITS = [
  'shell.home.benefitBeginners',
  'shell.home.benefitCertificate',
  'shell.home.benefitCommunity',
] as const;

// Only a signed-in member's home downloads their greeting and the next-challenge rule.
const MemberHomeTop = lazy(() =>
  import('./member-home-top').then((module) => module.loadMemberGreeting()),
);
const NextChallengeNote = lazy(() =>
  import('./member-home-top').then((module) => module.loadNextChallengeNote()),
);

/**
 * A visitor's home opens with what the challenge is and the join form; a member's leads with
 * their own day (greeting, then the challenge remote's next action), the opening after it.
 */
export function HomePage() {
  const t = useShellT();
  const signedIn = useAppSelector(selectIsSignedIn);
  // A member's day (from the challenge remote) grows as its parts arrive; the opening and the
  // steps below it wait, so they appear once rather than slide down the screen.
  const remotesSettled = useRemotesSettled();
  const showRest = !signedIn || remotesSettled;
  useDocumentTitle(null);
  return (
    <div className="home">
      {signedIn ? (
        <>
          <Suspense fallback={<MemberGreeting />}>
            <MemberHomeTop />
          </Suspense>
          <RemoteSlots />
          {showRest && (
            <>
              <Suspense fallback={null}>
                <NextChallengeNote />
              </Suspense>
              <HomeHero level={2} />
            </>
          )}
        </>
      ) : (
        <>
          <HomeHero />
          <RemoteSlots />
          <MembershipPanel />
        </>
      )}

      {showRest && (
        <>
          <section className="steps" aria-labelledby="steps-title">
            <h2 id="steps-title">{t('shell.home.stepsTitle')}</h2>
            <ol className="steps__list">
              {STEPS.map((step) => (
                <li key={step.title} className="steps__item">
                  <h3>{t(step.title)}</h3>
                  <p>{t(step.text)}</p>
                </li>
              ))}
            </ol>
          </section>
          <section className="benefits" aria-labelledby="benefits-title">
            <h2 id="benefits-title">{t('shell.home.benefitsTitle')}</h2>
            <ul>
              {BENEFITS.map((benefit) => (
                <li key={benefit}>{t(benefit)}</li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
