/**
 * The real-time channel (§7 "a per-member notification channel of a push service"), spoken in
 * the Pusher protocol 7 so the browser uses the official pusher-js and the API the official
 * `pusher` server SDK, against the API's built-in server or Pusher Channels alike.
 *
 * Channel names (fixed here so the publisher and the subscriber cannot drift):
 * - `private-member-{member id}`: one member's notifications. Private: pusher-js asks the auth
 *   endpoint for a signature first, and the API signs only the caller's own channel.
 * - `store-{store id}`: public store news (no auth).
 * Every notification event is named `notification` and carries one item of the notification
 * list (the same shape `GET /v2/notification` pages through).
 */

export const realtimeChannels = {
  member: (memberId: number): string => `private-member-${memberId}`,
  store: (storeId: number): string => `store-${storeId}`,
} as const;

/** The member id of a `private-member-{id}` channel name, or null for any other name. */
export function memberIdOfChannel(channel: string): number | null {
  const match = /^private-member-([1-9]\d{0,15})$/.exec(channel);
  return match ? Number(match[1]) : null;
}

export const realtimeEvents = {
  /** A new notification for the member (payload: one notification list item). */
  notification: 'notification',
} as const;

/** Pusher socket ids are two integers joined by a dot ("123.456"). */
export const SOCKET_ID_PATTERN = /^\d{1,20}\.\d{1,20}$/;
