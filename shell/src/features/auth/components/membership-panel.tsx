import { selectAccount, selectIsSignedIn, useAppSelector } from '@yoga/shared';
import { JoinForm } from './join-form';
import { useShellT } from '../../../locales/shell-catalogue';
import './membership-panel.css';

/**
 * The join form for visitors (on the home page, or with a friend's referral slug); a short note
 * for members who already joined, wherever the form would be.
 */
export function MembershipPanel({ referral }: { referral?: string }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const account = useAppSelector(selectAccount);
  const t = useShellT();
  if (!signedIn) return <JoinForm referral={referral} />;
  return (
    <section className="member-note" aria-label={t('shell.member.label')}>
      <h2>
        {account
          ? t('shell.member.heading', { name: account.name })
          : t('shell.member.headingNoName')}
      </h2>
      <p>{t('shell.member.text')}</p>
    </section>
  );
}
