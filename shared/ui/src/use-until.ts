import { useEffect, useState } from 'react';

/** setTimeout's longest wait (about 24.8 days); anything later is re-checked on the next render. */
const MAX_WAIT_MS = 2 ** 31 - 1;

/**
 * `allowed` while the clock is before `until` (an ISO instant): a page that stays open past
 * it re-renders at that moment, so a button offered "until 2 hours before" goes away on time
 * (the API refuses after it anyway). An unreadable or missing `until` leaves `allowed` as it is.
 */
export function useUntil(allowed: boolean, until: string | null | undefined): boolean {
  const end = until ? Date.parse(until) : Number.NaN;
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!allowed || !Number.isFinite(end)) return;
    const wait = end - Date.now();
    if (wait <= 0 || wait > MAX_WAIT_MS) return;
    const timer = setTimeout(() => setTick((n) => n + 1), wait + 50);
    return () => clearTimeout(timer);
  }, [allowed, end]);
  return allowed && (!Number.isFinite(end) || Date.now() < end);
}
