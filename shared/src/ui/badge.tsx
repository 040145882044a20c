import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'success' | 'error';

/** A short status word beside a title ("Live", "Day 4", "Paid"); never the only way to act. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`kit-badge kit-badge--${tone}`}>{children}</span>;
}
