import { useCallback, useEffect, useState } from 'react';

/** A wait in words: 45 秒 (under two minutes in seconds), 12 分 5 秒, 2 小時. */
export function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} 秒`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} 分${seconds % 60 ? ` ${seconds % 60} 秒` : ''}`;
  return `${Math.ceil(seconds / 3600)} 小時`;
}

/**
 * The wait before a verification code may be sent again: the seconds left, ticking down once a
 * second, and `start(seconds)` — after a send (the resend interval) or a 429 (the server's
 * `retry_after`). Registration, account deletion and a guest's booking change use it.
 */
export function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback((seconds: number) => setLeft(Math.max(0, Math.ceil(seconds))), []);
  return [left, start];
}
