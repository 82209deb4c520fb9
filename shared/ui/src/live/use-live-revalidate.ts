import { useEffect, useRef } from 'react';
import { concerns, on, type LiveChange, type LiveTopic } from '@joy/bus';

/**
 * Keeps an open page current: when the shell announces a live change (`live:changed`: a
 * real-time event, a reconnect, a change made in another page of this tab) about one of
 * `topics`, `revalidate` runs — an SWR hook's bound `mutate`, which re-fetches while the page
 * keeps showing what it has. A record page passes `record` so changes naming another order or
 * payment leave it alone. Nothing listens while `revalidate` is null (e.g. no login yet).
 */
export function useLiveRevalidate(topics: readonly LiveTopic[], revalidate: (() => unknown) | null, record?: { order?: number; payment?: number }): void {
  const latest = useRef(revalidate);
  useEffect(() => {
    latest.current = revalidate;
  });
  const enabled = revalidate !== null;
  const topicList = topics.join(' ');
  const order = record?.order;
  const payment = record?.payment;
  useEffect(() => {
    if (!enabled) return;
    const wanted = topicList.split(' ') as LiveTopic[];
    return on('live:changed', (change: LiveChange) => {
      if (concerns(change, wanted, { order, payment })) void latest.current?.();
    });
  }, [enabled, topicList, order, payment]);
}
