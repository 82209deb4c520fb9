/**
 * The availability calls read the time from the app's clock, as every route does, so the
 * booking window moves with it (tests and staging can run at any date).
 */
import type { Envelope, TimeSlot } from '@joy/contract';
import { eachDatabase, json } from '../../helpers/app';
import { findSlot, inject } from '../../helpers/booking';
import { movableClock } from '../../helpers/coins';
import { taipeiDate } from '../../../src/lib/booking-clock';

const clock = movableClock();
const DAY_MS = 86_400_000;

eachDatabase(
  'booking availability on the app clock',
  (ctx) => {
    afterEach(() => clock.reset());

    it('starts the date map on the clock’s Taipei day and disables the slots the clock has passed', async () => {
      const slot = await findSlot(ctx, 0, 0);
      const later = new Date(Date.now() + 10 * DAY_MS);
      clock.set(later);
      const map = json<Envelope<Record<string, string[]>>>(await inject(ctx, 'GET', `/v2/store/can-order-date/${slot.storeId}`)).return;
      expect(Object.keys(map)[0]).toBe(taipeiDate(later));
      expect(map[slot.date]).toBeUndefined();
      const today = json<Envelope<TimeSlot[]>>(await inject(ctx, 'GET', `/v2/store/${slot.storeId}/can-order-times/${slot.date}/1`)).return;
      expect(today.length).toBeGreaterThan(0);
      expect(today.every((s) => !s.available)).toBe(true);
    });
  },
  { adapters: { clock: clock.now } },
);
