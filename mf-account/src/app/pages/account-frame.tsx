import { selectLead, useAppSelector, type Lead } from '@yoga/shared';
import { SignInCard } from '@yoga/shared/ui-extra';
import type { ReactNode } from 'react';
import { useAccountT } from '../../locales/account-catalogue';
import './pages.css';

/**
 * The frame of the account pages: the title, then the page for any signed-in member (in a
 * challenge or between two), or the way in for a visitor.
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
        children(lead)
      ) : (
        <SignInCard title={t('account.visitor.title')} text={t('account.visitor.text')} />
      )}
    </div>
  );
}
