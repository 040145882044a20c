import { selectAccount, selectIsSignedIn, useAppSelector } from '@yoga/shared';
import { JoinForm } from './join-form';

/** The home page's join form for visitors; a short note for members who already joined. */
export function HomeMembership() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const account = useAppSelector(selectAccount);
  if (!signedIn) return <JoinForm />;
  return (
    <section className="member-note" aria-label="Your membership">
      <h2>You are in, {account?.name ?? 'friend'}!</h2>
      <p>
        Live sessions start at 6:30 am every morning. Keep this page handy and invite a friend to
        practise with you.
      </p>
    </section>
  );
}
