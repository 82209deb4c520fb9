/**
 * What a booking change does after its transaction commits: publish the members'
 * notifications, text every diner whose waitlist place turned into a hold (with the link to
 * confirm it), and publish the touched slots on the store's live channel. Nothing here can
 * fail the change: each failure is logged.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { WAITLIST_HOLD_MINUTES } from '@joy/contract';
import type { WaitlistEffects } from '../repositories/waitlist';
import { taipeiTime } from '../repositories/waitlist';
import { publishSlots } from './live-slots';
import { publishAll } from './notification-publisher';
import { reservationText } from './order-notifications';

/** The site's origin for links in texts: the request's own, or PUBLIC_ORIGIN for the jobs. */
export const siteOrigin = (app: FastifyInstance, request?: FastifyRequest): string =>
  request ? `${request.protocol}://${request.host}` : app.config.publicOrigin;

/** The page where a diner confirms a hold (mfe-booking). */
export const holdLink = (origin: string, publicId: string): string => `${origin}/booking?waitlist=${encodeURIComponent(publicId)}`;

export async function applyBookingEffects(app: FastifyInstance, effects: WaitlistEffects, origin: string, log: FastifyBaseLogger = app.log): Promise<void> {
  await publishAll(app.notificationPublisher, effects.written, log);
  for (const hold of effects.held) {
    const text = `【樂享】候補到位！${hold.storeName} ${reservationText(hold.date, hold.time)} ${hold.people} 位已為您保留 ${WAITLIST_HOLD_MINUTES} 分鐘，請於 ${taipeiTime(hold.holdExpiresAt)} 前確認：${holdLink(origin, hold.publicId)}`;
    try {
      await app.sms.send(hold.phone, text);
    } catch (error) {
      log.warn({ err: error }, 'waitlist hold SMS failed');
    }
  }
  const byStore = new Map<number, { date: string; time: string }[]>();
  for (const s of effects.slots) byStore.set(s.storeId, [...(byStore.get(s.storeId) ?? []), { date: s.date, time: s.time }]);
  for (const [storeId, keys] of byStore) await publishSlots(app, storeId, keys, log);
}
