import { selectAccount, selectIsSignedIn, useAppSelector } from '@yoga/shared';
import { JoinForm } from './join-form';
import './membership-panel.css';

/**
 * The join form for visitors (on the home page, or with a friend's referral slug); a short note
 * for members who already joined, wherever the form would be.
 */
export function MembershipPanel({ referral }: { referral?: string }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const account = useAppSelector(selectAccount);
  if (!signedIn) return <JoinForm referral={referral} />;
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
