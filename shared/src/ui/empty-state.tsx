import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  /** Why it is empty, or what will fill it. */
  children?: ReactNode;
  /** What the member can do about it (a ButtonLink, usually). */
  action?: ReactNode;
}

/** Says that there is nothing here yet, instead of an empty box. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className="kit-empty">
      <p className="kit-empty__title">{title}</p>
      {children && <div className="kit-empty__body">{children}</div>}
      {action && <div className="kit-empty__action">{action}</div>}
    </div>
  );
}
