/**
 * The partner API's changes (/partner/v1): a store moves its orders (§4, through the booking
 * service's one transaction with the member's notification and the outbox), sets its weekly
 * seats — every open page of the store hears the new state of the window's slots, and new
 * seats go to the slots' waitlists first — replaces its opening spans and sets the seating
 * areas diners may choose from when booking. A store only ever moves its own orders:
 * anything else is 404, as if it did not exist.
 */
import type { FastifyInstance } from 'fastify';
import type { BusinessTime } from '@joy/contract';
import type { PartnerOrder, PartnerSlot } from '@joy/contract/partner';
import { ApiFailure } from '../lib/api-error';
import { windowSlots } from '../lib/booking-clock';
import type { OrderAction } from '../lib/order-status';
import { enqueue, slotsMessage } from '../outbox/messages';
import { orderNotFound, transitionOrder } from './booking';
import { promoteAfterCapacity } from './waitlist';

export function createPartnerService(app: FastifyInstance) {
  const { orders, partners } = app.repos;

  return {
    /** One §4 move of the store's order; a move the table refuses is 409 with its reason. */
    async moveOrder(storeId: number, orderId: number, action: OrderAction, reason = ''): Promise<PartnerOrder> {
      const result = await transitionOrder(app, { actor: 'partner', storeId }, orderId, action, app.clock(), reason);
      if (result.kind === 'not-found') throw orderNotFound();
      if (result.kind === 'refused') throw new ApiFailure(409, result.reason, { fields: { status: result.reason } });
      const order = await orders.forPartner(storeId, orderId);
      if (!order) throw orderNotFound();
      return order;
    },

    /** Sets the weekly seats; returns all slots. */
    async setSlots(storeId: number, changes: readonly PartnerSlot[]): Promise<PartnerSlot[]> {
      const now = app.clock();
      await app.db.transaction(async (tx) => {
        await partners.writeSlots(tx, storeId, changes);
        await enqueue(tx, slotsMessage(storeId, windowSlots(changes, now)));
      });
      const slots = await partners.slots(storeId);
      // New seats go to the slots' waitlists first (each hold's messages in its own transaction).
      await promoteAfterCapacity(app, now, storeId, changes);
      return slots;
    },

    /** Replaces the seating areas diners may ask for (already trimmed, unique, at most 10 by the contract). */
    async setSeatingAreas(storeId: number, areas: readonly string[]): Promise<{ areas: string[] }> {
      return { areas: await partners.writeSeatingAreas(storeId, areas) };
    },

    /** Replaces the opening spans of the given weekdays; returns the store's whole week. */
    async setBusinessTimes(storeId: number, weekdays: readonly number[], spans: readonly BusinessTime[]): Promise<BusinessTime[]> {
      await app.db.transaction((tx) => partners.replaceBusinessTimes(tx, storeId, weekdays, spans));
      return partners.businessTimes(storeId);
    },
  };
}

export type PartnerService = ReturnType<typeof createPartnerService>;
