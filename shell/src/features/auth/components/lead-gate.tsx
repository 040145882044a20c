import { selectLeadLoading, Spinner, useAppSelector } from '@yoga/shared';
import type { ReactNode } from 'react';
import { useShellT } from '../../../locales/shell-catalogue';
import './lead-gate.css';

/** Spec section 2: while lead data loads, a spinner replaces the page. */
export function LeadGate({ children }: { children: ReactNode }) {
  const loading = useAppSelector(selectLeadLoading);
  const t = useShellT();
  if (!loading) return children;
  return (
    <div className="page-spinner">
      <Spinner size="lg" label={t('shell.leadGate.loading')} />
      <span aria-hidden="true">{t('shell.leadGate.loading')}</span>
    </div>
  );
}
