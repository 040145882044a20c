import { selectAccount, useAppSelector } from '@yoga/shared';
import { useShellT } from '../../locales/shell-catalogue';
import './member-home-top.css';

/**
 * "You are in, Asha!": the member home's heading. It shows at once, while the rule that may
 * welcome a member back instead (`welcomeBack`) loads, so nothing below it moves for most members.
 */
export function MemberGreeting({ welcomeBack = null }: { welcomeBack?: string | null }) {
  const name = useAppSelector(selectAccount)?.name ?? '';
  const t = useShellT();
  return (
    <section className="member-home" aria-labelledby="member-home-title">
      <h1 id="member-home-title" className="member-home__title">
        {welcomeBack ??
          (name ? t('shell.member.heading', { name }) : t('shell.member.headingNoName'))}
      </h1>
    </section>
  );
}
