import { useCallback, useEffect, useState } from 'react';

/** The member's own time zone, where every session time is shown. */
export const memberZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The time now, again every 30 s: a page left open sees "Live now" and "Ended" arrive. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "18:00" on the member's clock for an instant, in the page's locale. */
export function useClock(locale: string): (instant: string) => string {
  return useCallback(
    (instant: string) =>
      new Intl.DateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: memberZone(),
      }).format(new Date(instant)),
    [locale],
  );
}
