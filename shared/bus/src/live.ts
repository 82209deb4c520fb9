/**
 * Live changes: what a real-time event (or a change made in this tab) touches, so every open
 * page re-fetches its data about it. The shell turns each live notification into a
 * `live:changed` event with `liveChangeOf`, and announces every topic after the connection
 * comes back (the events sent while it was down are not replayed).
 */

/**
 * The kinds of data a page may show and a live event may change:
 * order — bookings and their status; payment — the pay logs at partner stores; coin — the
 * balance, lots and coin records; withdrawal — coin and bonus withdrawals and their status;
 * subscription — the VIP plan and the dealer's programme; avatar — the member's picture;
 * member — the member record otherwise (name, grade, invitations).
 */
export type LiveTopic = 'order' | 'payment' | 'coin' | 'withdrawal' | 'subscription' | 'avatar' | 'member';

export const liveTopics: readonly LiveTopic[] = ['order', 'payment', 'coin', 'withdrawal', 'subscription', 'avatar', 'member'];

export interface LiveChange {
  topics: LiveTopic[];
  /** The record that changed, when the event names it: a page about another one need not re-fetch. */
  ids?: { order?: number; payment?: number };
  /** notification: a live notification; reconnect: the connection came back; local: a change made in this tab. */
  source: 'notification' | 'reconnect' | 'local';
}

/** A notification as the bus carries it (structurally the contract's Notification type and data). */
export interface LiveNotification {
  type: string;
  data: Record<string, unknown>;
}

const positiveId = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);

/**
 * The topics a notification touches, by its §3 type:
 * - order (booked, confirmed, refused, cancelled, reminder): the order (`order_id`);
 * - store_pay (a payment or its refund): the payment (`notification_pay_log_id`) and the coins
 *   it rewarded or spent;
 * - member_withdraw (requested, paid out, failed): the withdrawal and the coins (deducted on
 *   request, back on failure);
 * - general, platform, new_register and any type added later name no record (a VIP renewal or
 *   its failed charge, an invitation reward, a gift plan activated, a waitlist hold): every topic.
 */
export function liveChangeOf(notification: LiveNotification): LiveChange {
  const { type, data } = notification;
  switch (type) {
    case 'order': {
      const order = positiveId(data.order_id);
      return { topics: ['order'], ...(order ? { ids: { order } } : {}), source: 'notification' };
    }
    case 'store_pay': {
      const payment = positiveId(data.notification_pay_log_id);
      return { topics: ['payment', 'coin'], ...(payment ? { ids: { payment } } : {}), source: 'notification' };
    }
    case 'member_withdraw':
      return { topics: ['withdrawal', 'coin'], source: 'notification' };
    default:
      return { topics: [...liveTopics], source: 'notification' };
  }
}

/** Every topic: after a reconnect, whatever an open page shows may have changed. */
export const everyTopic = (source: LiveChange['source']): LiveChange => ({ topics: [...liveTopics], source });

/**
 * Whether a change concerns a page showing `topics` (and, for a record page, that record):
 * a change naming another order or payment leaves the page alone.
 */
export function concerns(change: LiveChange, topics: readonly LiveTopic[], record?: { order?: number; payment?: number }): boolean {
  if (!change.topics.some((topic) => topics.includes(topic))) return false;
  if (record?.order !== undefined && change.ids?.order !== undefined && change.ids.order !== record.order) return false;
  if (record?.payment !== undefined && change.ids?.payment !== undefined && change.ids.payment !== record.payment) return false;
  return true;
}
