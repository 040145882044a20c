import { RetryButton } from './retry-button';

export interface RemoteUnavailableProps {
  onRetry: () => void;
}

/** Shown in place of a part of the site that failed to load or crashed; the rest keeps working. */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  return (
    <div className="remote-unavailable" role="alert">
      <p className="remote-unavailable__title">This part of the site is unavailable right now.</p>
      <p className="remote-unavailable__hint">
        The rest of the site still works. Check your connection and try again.
      </p>
      <RetryButton onRetry={onRetry} />
    </div>
  );
}
