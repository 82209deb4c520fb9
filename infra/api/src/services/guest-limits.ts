/**
 * Limits on anonymous bookings (SECURITY.md, second round): a guest booking texts the phone it
 * names, so without limits it is a way to send our signed SMS to anyone. Per address (as the
 * trusted proxy hops report it) 10 bookings an hour; per phone 5 an hour and 3 bookings still
 * ahead, whatever address they come from (GUEST_BOOKINGS_* to tune). Members are limited by
 * their account.
 */
import type { FastifyInstance } from 'fastify';
import { messages } from '@joy/contract';
import { ApiFailure } from '../lib/api-error';
import { taipeiDate } from '../lib/booking-clock';
import { takeLimits } from './throttle';

const HOUR = 3_600_000;

export async function checkGuestLimits(app: FastifyInstance, phone: string, address: string, now: Date): Promise<void> {
  const limits = app.config.guestBookings;
  if ((await app.repos.orders.activeGuestBookings(phone, taipeiDate(now))) >= limits.activePerPhone) {
    throw new ApiFailure(422, messages.guestBookingsFull, { fields: { phone: messages.guestBookingsFull } });
  }
  const taken = await takeLimits(
    app,
    [
      { kind: 'guest_book_ip', key: address, max: limits.perAddressHour, windowMs: HOUR },
      { kind: 'guest_book_phone', key: phone, max: limits.perPhoneHour, windowMs: HOUR },
    ],
    now,
  );
  if (!taken) throw new ApiFailure(429, messages.tooManyRequests);
}
