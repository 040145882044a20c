import { Button } from './button';
import { useKitT } from './kit-catalogue';

/** "Try again" after a failed load; while the retry runs it is busy and cannot be pressed twice. */
export function RetryButton({
  onRetry,
  retrying = false,
}: {
  onRetry: () => void;
  retrying?: boolean;
}) {
  const t = useKitT();
  return (
    <Button variant="secondary" onClick={onRetry} loading={retrying}>
      {t('kit.retry')}
    </Button>
  );
}
