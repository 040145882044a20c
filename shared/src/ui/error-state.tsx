import type { ReactNode } from 'react';
import { useKitT } from './kit-catalogue';
import { RetryButton } from './retry-button';

export interface ErrorStateProps {
  /** What failed; "Something went wrong." in the page's language when not given. */
  message?: ReactNode;
  /** What the member can do about it. */
  hint?: ReactNode;
  /** Shows "Try again"; leave out when trying again cannot help. */
  onRetry?: () => void;
  /** The retry is running: the button shows a spinner and cannot be pressed twice. */
  retrying?: boolean;
}

/** Takes the place of something that failed to load; role=alert reads it out when it appears. */
export function ErrorState({ message, hint, onRetry, retrying }: ErrorStateProps) {
  const t = useKitT();
  return (
    <div className="kit-error" role="alert">
      <p className="kit-error__message">{message ?? t('kit.error.title')}</p>
      {hint && <p className="kit-error__hint">{hint}</p>}
      {onRetry && <RetryButton onRetry={onRetry} retrying={retrying} />}
    </div>
  );
}
