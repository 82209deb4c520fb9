/**
 * The waitlist of a full slot (issue 13): join (a member, or a guest with name and phone), read
 * one's entry (place in line, or the hold and its end), confirm a hold into a booking, leave.
 * A member's entry answers its member only; a guest's, whoever holds its 128-bit public id
 * (the link texted to them). The rules live in services/waitlist.ts; who gets a freed seat, in
 * repositories/waitlist.ts.
 */
import type { FastifyInstance } from 'fastify';
import { bookingLiveEndpoints as live, waitlistMessages as wm } from '@joy/contract';
import { defineRoute } from '../../../lib/define-route';
import { createWaitlistService } from '../../../services/waitlist';

export default async function waitlistRoutes(app: FastifyInstance): Promise<void> {
  const waitlist = createWaitlistService(app);

  defineRoute(app, live.waitlistJoin, async ({ body, member }) => waitlist.join(body, member), { message: wm.joined });

  defineRoute(app, live.waitlistEntry, async ({ params, member }) => waitlist.read(params.publicId ?? '', member?.id ?? null));

  defineRoute(app, live.waitlistConfirm, async ({ body, member, params }) =>
    waitlist.confirm(params.publicId ?? '', member?.id ?? null, { purpose: body.purpose, note: body.note, email: body.email?.trim() || null, gender: body.gender }),
  );

  defineRoute(app, live.waitlistLeave, async ({ params, member }) => waitlist.leave(params.publicId ?? '', member?.id ?? null), { message: wm.left });
}
