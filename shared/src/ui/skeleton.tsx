export interface SkeletonProps {
  /** CSS length; the block fills its container by default. */
  width?: string;
  /** CSS length; one line of text by default. */
  height?: string;
  shape?: 'text' | 'block' | 'circle';
}

/**
 * A grey placeholder where content will appear, so the page does not jump when it does. Hidden
 * from screen readers: pair it with a Spinner or status text that says what is loading.
 */
export function Skeleton({ width, height, shape = 'text' }: SkeletonProps) {
  return (
    <span
      className={`kit-skeleton kit-skeleton--${shape}`}
      aria-hidden="true"
      style={width || height ? { width, height } : undefined}
    />
  );
}
