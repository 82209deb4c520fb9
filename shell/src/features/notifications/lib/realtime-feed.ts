/**
 * The member's live notifications over pusher-js (§7 real-time channel). pusher-js is
 * imported on demand, so it is a separate chunk and never part of the first load. The
 * connection settings come from the API: its own Pusher-protocol endpoint on this page's
 * origin, or Pusher Channels. pusher-js reconnects by itself after a dropped connection and
 * subscribes again; `onSubscribed` runs on every (re)subscription so the caller can catch up on
 * what happened before the channel was live: between the first count and the first
 * subscription, or while the connection was down.
 */
import { FROM_SOURCE_HEADER, realtimeChannels, realtimeEvents, type Notification, type RealtimeConfigReply } from '@joy/contract';
import type { Options } from 'pusher-js';
import { publicPusherOptions } from '@joy/auth';

export interface FeedHandlers {
  onNotification(notification: Notification): void;
  /** The channel is live: after the first subscription and after each reconnect. */
  onSubscribed(): void;
}

export interface FeedOptions {
  config: RealtimeConfigReply;
  memberId: number;
  getToken: () => string | null;
  handlers: FeedHandlers;
}

type PageLocation = Pick<Location, 'protocol' | 'hostname' | 'port'>;

/** pusher-js options for the configured server, with the member's channel authorisation. */
export function pusherOptions(config: RealtimeConfigReply, getToken: () => string | null, location: PageLocation = window.location): Options {
  return {
    ...publicPusherOptions(config, location),
    channelAuthorization: {
      transport: 'ajax' as const,
      endpoint: config.auth_endpoint,
      headersProvider: () => ({ Authorization: `Bearer ${getToken() ?? ''}`, [FROM_SOURCE_HEADER]: '0' }),
    },
  };
}

/** Connects and subscribes to the member's private channel; resolves with the function that ends it. */
export async function connectFeed({ config, memberId, getToken, handlers }: FeedOptions): Promise<() => void> {
  const { default: Pusher } = await import(/* webpackChunkName: "pusher" */ 'pusher-js');
  const client = new Pusher(config.key, pusherOptions(config, getToken));
  const channelName = realtimeChannels.member(memberId);
  const channel = client.subscribe(channelName);
  channel.bind('pusher:subscription_succeeded', () => handlers.onSubscribed());
  channel.bind(realtimeEvents.notification, (notification: Notification) => handlers.onNotification(notification));
  return () => {
    channel.unbind_all();
    client.unsubscribe(channelName);
    client.disconnect();
  };
}
