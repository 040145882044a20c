import { selectLeadLoading, useAppSelector } from '@yoga/shared';
import type { ReactNode } from 'react';
import './lead-gate.css';

/** Spec section 2: while lead data loads, a spinner replaces the page. */
export function LeadGate({ children }: { children: ReactNode }) {
  const loading = useAppSelector(selectLeadLoading);
  if (!loading) return children;
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="page-spinner__wheel" aria-hidden="true" />
      <span>Loading your details…</span>
    </div>
  );
}
