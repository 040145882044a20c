import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';

/**
 * Counts the placeholders a remote shows while its first view's data is read. The shell puts
 * what follows a remote on the page only once the remote is settled (no placeholder left), so
 * that content appears once instead of being pushed down when the real cards replace a
 * placeholder of another height (a layout shift; decision 0032).
 */
export interface FirstViewHolds {
  hold: () => void;
  release: () => void;
  /** Checks after the commit in progress, when every placeholder it mounts has said so. */
  check: () => void;
  /** The remote left the page before it settled: nothing more is reported, the limit's timer goes. */
  stop: () => void;
}

const FirstViewHoldContext = createContext<FirstViewHolds | null>(null);

/**
 * A slow read should not hide the rest of the page for good: after this the remote counts as
 * settled whatever it shows.
 */
export const FIRST_VIEW_SETTLE_LIMIT_MS = 8000;

/** Calls `onSettled` once: at the first commit with no placeholder, or at the limit. */
export function firstViewHolds(onSettled: () => void): FirstViewHolds {
  let holds = 0;
  let settled = false;
  const stop = () => {
    settled = true;
    clearTimeout(limit);
  };
  const settle = () => {
    if (settled) return;
    stop();
    onSettled();
  };
  const limit = setTimeout(settle, FIRST_VIEW_SETTLE_LIMIT_MS);
  // Layout effects of one commit (a placeholder leaving, the next one arriving) all run before a
  // microtask, so the count is looked at once the commit is whole.
  const check = () =>
    queueMicrotask(() => {
      if (holds === 0) settle();
    });
  return {
    hold: () => {
      holds += 1;
    },
    release: () => {
      holds -= 1;
      check();
    },
    check,
    stop,
  };
}

export function FirstViewHoldProvider({
  holds,
  children,
}: {
  holds: FirstViewHolds;
  children: ReactNode;
}) {
  return <FirstViewHoldContext.Provider value={holds}>{children}</FirstViewHoldContext.Provider>;
}

/**
 * Marks the calling component as a placeholder of its remote's first view: while it is on the
 * screen the remote is not settled. Outside a remote (a page test) it does nothing.
 */
export function useHoldFirstView(): void {
  const holds = useContext(FirstViewHoldContext);
  useLayoutEffect(() => {
    if (!holds) return undefined;
    holds.hold();
    return holds.release;
  }, [holds]);
}
