import { selectLead, useAppSelector, type Lead } from '@yoga/shared';
import { SignInCard } from '@yoga/shared/ui-extra';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useAccountT } from '../../locales/account-catalogue';
import './pages.css';

// Ids spelled out in full, so the catalogue check finds each one used.
const SECTIONS = [
  { path: '/account', labelId: 'account.section.profile' },
  { path: '/account/addresses', labelId: 'account.section.addresses' },
  { path: '/account/data', labelId: 'account.section.data' },
] as const;

/** The account's own menu: its three pages, the one open marked as the current page. */
function AccountSections() {
  const t = useAccountT();
  return (
    <nav className="account-sections" aria-label={t('account.sections')}>
      {SECTIONS.map(({ path, labelId }) => (
        <NavLink key={path} to={path} end className="account-sections__link">
          {t(labelId)}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * The frame of the account pages: the title and the account's menu, then the page for any
 * signed-in member (in a challenge or between two), or the way in for a visitor.
 */
export function AccountFrame({
  title,
  children,
}: {
  title: string;
  children: (lead: Lead) => ReactNode;
}) {
  const t = useAccountT();
  const lead = useAppSelector(selectLead);
  return (
    <div className="member-page account-page">
      <h1>{title}</h1>
      {lead ? (
        <>
          <AccountSections />
          {children(lead)}
        </>
      ) : (
        <SignInCard title={t('account.visitor.title')} text={t('account.visitor.text')} />
      )}
    </div>
  );
}
