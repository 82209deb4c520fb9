/**
 * The partner API (/partner/v1, contract partner.ts): a restaurant's signed calls to run its
 * bookings, set its seats, hours and seating areas, and answer its comments. Every order move
 * goes through lib/order-status.ts via the partner service (services/partners.ts), which writes
 * the member's notification, and its real-time publish in the outbox, in the same transaction.
 * A store only ever sees its own orders and comments: anything else is 404, as if it did not
 * exist.
 */
import type { FastifyInstance } from 'fastify';
import { messages } from '@joy/contract';
import { partnerEndpoints as p, type PartnerOrder, partnerTexts } from '@joy/contract/partner';
import { ApiFailure, validationFailure } from '../../lib/api-error';
import { resourceId } from '../../lib/id-param';
import { defineRoute, type RouteRequest } from '../../lib/define-route';
import { isBookingDate, taipeiDate } from '../../lib/booking-clock';
import type { OrderAction } from '../../lib/order-status';
import { orderNotFound } from '../../services/booking';
import { createPartnerService } from '../../services/partners';
import { pageRequest, positiveInt } from '../../lib/paging';
import { keepRawBody, partnerVerifier, type PartnerIdentity } from './signature';
import partnerPaymentRoutes from './payments';
import partnerStoreContentRoutes from './store-content';
import partnerPhotoRoutes from './photos';
import partnerNoShowRoutes from './no-shows';
import partnerDrawRoutes from './draws';
import partnerHouseRulesRoutes from './house-rules';

const COMMENTS_PAGE = 5;

function partnerOf(req: RouteRequest<unknown>): PartnerIdentity {
  if (!req.raw.partner) throw new ApiFailure(401, partnerTexts.partnerSignatureInvalid);
  return req.raw.partner;
}

export default async function partnerRoutes(app: FastifyInstance): Promise<void> {
  keepRawBody(app);
  const authorize = partnerVerifier(app);
  const { orders, partners, comments } = app.repos;
  const partnerService = createPartnerService(app);

  const move = (req: RouteRequest<unknown>, action: OrderAction, reason = ''): Promise<PartnerOrder> =>
    partnerService.moveOrder(partnerOf(req).storeId, resourceId(req.params.id, orderNotFound), action, reason);

  defineRoute(
    app,
    p.partnerOrders,
    async (req) => {
      const date = req.query.date ?? taipeiDate(app.clock());
      if (!isBookingDate(date)) throw validationFailure({ date: messages.invalidBookingDate });
      return orders.forStoreOnDate(partnerOf(req).storeId, date);
    },
    { authorize },
  );
  defineRoute(app, p.partnerOrderConfirm, (req) => move(req, 'confirm'), { authorize });
  defineRoute(app, p.partnerOrderSeat, (req) => move(req, 'seat'), { authorize });
  defineRoute(app, p.partnerOrderNoShow, (req) => move(req, 'no-show'), { authorize });
  defineRoute(app, p.partnerOrderComplete, (req) => move(req, 'complete'), { authorize });
  defineRoute(app, p.partnerOrderCancel, (req) => move(req, 'store-cancel', req.body.reason), { authorize });

  defineRoute(app, p.partnerSlots, async (req) => partners.slots(partnerOf(req).storeId), { authorize });
  defineRoute(
    app,
    p.partnerSlotsUpdate,
    async (req) => {
      const changes = req.body.slots.map((s) => ({ weekday: s.weekday, time: s.time, capacity: s.capacity }));
      return partnerService.setSlots(partnerOf(req).storeId, changes);
    },
    { authorize },
  );
  defineRoute(
    app,
    p.partnerBusinessTimesUpdate,
    async (req) => {
      const spans = req.body.business_times.map((s) => ({ weekday: s.weekday, open: s.open, close: s.close }));
      return partnerService.setBusinessTimes(partnerOf(req).storeId, req.body.weekdays, spans);
    },
    { authorize },
  );

  defineRoute(app, p.partnerSeatingAreas, async (req) => ({ areas: await partners.seatingAreas(partnerOf(req).storeId) }), { authorize });
  defineRoute(app, p.partnerSeatingAreasUpdate, async (req) => partnerService.setSeatingAreas(partnerOf(req).storeId, req.body.areas), { authorize });

  defineRoute(
    app,
    p.partnerComments,
    async (req) => {
      const list = await comments.forStore(partnerOf(req).storeId, pageRequest(positiveInt(req.query.page, 1), COMMENTS_PAGE));
      if (!list) throw new ApiFailure(404, messages.storeNotFound);
      return list;
    },
    { authorize },
  );
  // Payments at the counter (joy coin): a child context sharing the raw-body parser.
  await app.register(partnerPaymentRoutes);
  await app.register(partnerStoreContentRoutes);
  await app.register(partnerPhotoRoutes);
  await app.register(partnerNoShowRoutes);
  await app.register(partnerDrawRoutes);
  await app.register(partnerHouseRulesRoutes);

  defineRoute(
    app,
    p.partnerCommentReply,
    async (req) => {
      const notFound = () => new ApiFailure(404, messages.commentNotFound);
      const comment = await comments.reply(partnerOf(req).storeId, resourceId(req.params.id, notFound), req.body.reply, app.clock());
      if (!comment) throw notFound();
      return comment;
    },
    { authorize },
  );
}
