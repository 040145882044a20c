import { selectLeadLoading, useAppSelector } from '@yoga/shared';
import type { ReactNode } from 'react';
import { useShellT } from '../../../locales/shell-catalogue';
import './lead-gate.css';

/** Spec section 2: while lead data loads, a spinner replaces the page. */
export function LeadGate({ children }: { children: ReactNode }) {
  const loading = useAppSelector(selectLeadLoading);
  const t = useShellT();
  if (!loading) return children;
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="page-spinner__wheel" aria-hidden="true" />
      <span>{t('shell.leadGate.loading')}</span>
    </div>
  );
}
