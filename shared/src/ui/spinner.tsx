import { useKitT } from './kit-catalogue';

export interface SpinnerProps {
  /** What is loading; "Loading…" in the page's language when not given. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  const t = useKitT();
  const name = label ?? t('kit.loading');
  // The text inside is what a live region reads when it appears; aria-label names the status.
  return (
    <span className={`kit-spinner kit-spinner--${size}`} role="status" aria-label={name}>
      <span className="kit-spinner__ring" aria-hidden="true" />
      <span className="kit-visually-hidden">{name}</span>
    </span>
  );
}
