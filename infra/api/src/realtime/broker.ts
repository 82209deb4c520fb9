/**
 * Fan-out between API processes. Subscriptions are local to the process that holds the
 * socket; a published event goes through the broker to every process, and each one delivers
 * it to its own subscribers. The in-memory broker is the one-process case; with REDIS_URL
 * the Redis broker (redis-broker.ts: PUBLISH on the shared connection, SUBSCRIBE on its own)
 * carries every event to every instance, this one included.
 */

export interface RealtimeEvent {
  channel: string;
  event: string;
  /** Already a string, as it goes on the wire. */
  data: string;
  /** Socket that caused the event and must not receive it (Pusher's `socket_id` parameter). */
  exceptSocketId?: string;
}

export interface Broker {
  publish(event: RealtimeEvent): Promise<void>;
  /** Registers a local receiver; returns the function that removes it. */
  onEvent(receiver: (event: RealtimeEvent) => void): () => void;
  close(): Promise<void>;
}

export function createMemoryBroker(): Broker {
  const receivers = new Set<(event: RealtimeEvent) => void>();
  return {
    async publish(event) {
      for (const receive of receivers) receive(event);
    },
    onEvent(receiver) {
      receivers.add(receiver);
      return () => receivers.delete(receiver);
    },
    async close() {
      receivers.clear();
    },
  };
}
