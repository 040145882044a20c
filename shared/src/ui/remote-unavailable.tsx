import { ErrorState } from './error-state';
import { useKitT } from './kit-catalogue';

export interface RemoteUnavailableProps {
  onRetry: () => void;
}

/** Shown in place of a part of the site that failed to load or crashed; the rest keeps working. */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  const t = useKitT();
  return (
    <ErrorState
      message={t('kit.remote.unavailable')}
      hint={t('kit.remote.hint')}
      onRetry={onRetry}
    />
  );
}
