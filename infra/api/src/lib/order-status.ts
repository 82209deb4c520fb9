/**
 * §4 order status machine for the member's own changes (PUT /v2/order): the one table of which
 * status may become which. 0 cancelled, 1 and 2 booked, 4 held, 5 seated, 6 no-show,
 * 7 completed. Both moves also need the reservation to be in the future (checked by the caller).
 */
import type { OrderStatus } from '@joy/contract';

export type MemberOrderChange = 0 | 4;

export const MEMBER_TRANSITIONS: Readonly<Record<MemberOrderChange, readonly OrderStatus[]>> = {
  /** Cancel: while booked or held. */
  0: [1, 2, 4],
  /** Keep (hold): from booked only (§4: statuses 1 and 2 can be moved to 4). */
  4: [1, 2],
};

export function canMemberChange(from: number, to: MemberOrderChange): boolean {
  return (MEMBER_TRANSITIONS[to] as readonly number[]).includes(from);
}

/** Seats an order takes: every status except cancelled holds its seats. */
export const holdsSeats = (status: number): boolean => status !== 0;
