import { useEffect, useState } from 'react';

/** Seconds left until `until` (a Date.now() time), ticking once a second; 0 once passed. */
export function useCountdown(until: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((until - now) / 1000));
}
