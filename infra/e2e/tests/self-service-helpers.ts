/** What the journeys of a diner's own booking changes share: a bookable day, seats, texts. */
import { expect, type APIRequestContext } from '@playwright/test';

export interface StoreRef {
  id: number;
  name: string;
}

/** The journeys that take a store by its place in a list use the first ten; these start after them. */
const FIRST_FREE_PLACE = 10;

/**
 * The `index`-th store that takes bookings without a card or a deposit (each journey its own, so
 * slots do not collide), from the search's 免訂金 filter. The list's order moves with the day,
 * and a store whose rules card asks a guarantee refuses a booking without a card, which these
 * journeys are not about.
 */
export async function bookableStore(request: APIRequestContext, index: number): Promise<StoreRef> {
  const search = (await (await request.post('/v2/map/search?page=1', { data: { joy_booking: true, no_deposit: true } })).json()) as { return: { data: StoreRef[] } };
  const store = search.return.data[FIRST_FREE_PLACE + index];
  if (!store) throw new Error(`the first page of stores without a deposit has no place ${FIRST_FREE_PLACE + index}`);
  return store;
}

/** Taipei's calendar date of now, `days` later. */
const taipeiDate = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A day from tomorrow on with at least two free times — far enough ahead that the store's
 * change cut-off (2 hours before) is no concern.
 */
export async function bookableDay(request: APIRequestContext, storeId: number): Promise<{ date: string; times: string[] }> {
  const dates = ((await (await request.get(`/v2/store/can-order-date/${storeId}`)).json()) as { return: Record<string, string[]> }).return;
  const [date, times] = Object.entries(dates)
    .filter(([day, list]) => day >= taipeiDate(1) && list.length >= 2)
    .sort(([a], [b]) => a.localeCompare(b))[0];
  return { date, times };
}

/** Seats nobody holds in one slot (as the booking steps read them for a party of one). */
export async function seatsLeft(request: APIRequestContext, storeId: number, date: string, time: string): Promise<number> {
  const slots = ((await (await request.get(`/v2/store/${storeId}/can-order-times/${date}/1`)).json()) as { return: { time: string; seats_left: number }[] }).return;
  return slots.find((s) => s.time === time)?.seats_left ?? -1;
}

/** A guest booking made through the API; answers its public id. */
export async function bookAsGuest(request: APIRequestContext, booking: { store_id: number; date: string; time: string; adult_num: number; name: string; phone: string }): Promise<{ orderId: number; publicId: string }> {
  const reply = await request.post('/v2/order', { data: { ...booking, child_num: 0, gender: 2, email: 'guest@example.tw' } });
  expect(reply.ok()).toBe(true);
  const { order_id: orderId, public_id: publicId } = ((await reply.json()) as { return: { order_id: number; public_id: string } }).return;
  return { orderId, publicId };
}

/** The newest text to `phone` matching `pattern` (polled: texts leave through the outbox); answers the first group. */
export async function textTo(request: APIRequestContext, phone: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get(`/dev/sms-outbox?phone=${phone}`)).json()) as { messages: { body: string }[] };
      found = messages.map((m) => pattern.exec(m.body)?.[1] ?? '').find(Boolean) ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}
