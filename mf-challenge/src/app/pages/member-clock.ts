import { clockTimeFormat, memberTimeZone } from '@yoga/shared';
import { useCallback, useEffect, useState } from 'react';

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
    (instant: string) => clockTimeFormat(locale, memberTimeZone()).format(new Date(instant)),
    [locale],
  );
}
