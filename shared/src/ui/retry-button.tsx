/** "Try again" after a failed load; while the retry runs it says so and cannot be pressed twice. */
export function RetryButton({
  onRetry,
  retrying = false,
}: {
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={onRetry}
      disabled={retrying}
    >
      {retrying ? 'Trying…' : 'Try again'}
    </button>
  );
}
