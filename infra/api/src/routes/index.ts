/**
 * Every route plugin, one per domain (fastify/demo). Calls of the catalogue not listed here
 * are not implemented yet and answer the envelope 404.
 */
import type { FastifyInstance } from 'fastify';
import healthRoutes from './health';
import openApiRoutes from './openapi';
import devIdpRoutes from './dev-idp';
import devSmsOutboxRoutes from './dev-sms-outbox';
import smsReportRoutes from './sms-reports';
import devMailOutboxRoutes from './dev-mail-outbox';
import devJobRoutes from './dev-jobs';
import authRoutes from './v2/auth';
import contentRoutes from './v2/content';
import formRoutes from './v2/forms';
import memberRoutes from './v2/member';
import collectionRoutes from './v2/member/collections';
import noShowRoutes from './v2/member/no-shows';
import staffRoutes from './v2/staff';
import storeRoutes from './v2/store';
import availabilityRoutes from './v2/store/availability';
import mapRoutes from './v2/store/map';
import orderRoutes from './v2/order';
import drawRoutes from './v2/draw';
import commentRoutes from './v2/comment';
import notificationRoutes from './v2/notification';
import partnerRoutes from './partner';
import imageRoutes from './images';
import subscriptionRoutes from './v2/subscription';
import dealerRoutes from './v2/dealer';
import coinRoutes from './v2/coin';
import bankRoutes from './v2/bank';
import invitationRoutes from './v2/member/invitation';
import staffWithdrawalRoutes from './v2/staff/withdrawals';
import staffOutboxRoutes from './v2/staff/outbox';

export default async function routes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(openApiRoutes);
  await app.register(contentRoutes);
  await app.register(formRoutes);
  await app.register(storeRoutes);
  await app.register(availabilityRoutes);
  await app.register(mapRoutes);
  await app.register(orderRoutes);
  await app.register(drawRoutes);
  await app.register(commentRoutes);
  await app.register(notificationRoutes);
  // Encapsulated: its body parser keeps the raw bytes for the signature check.
  await app.register(partnerRoutes);
  await app.register(imageRoutes);
  await app.register(subscriptionRoutes);
  await app.register(dealerRoutes);
  await app.register(authRoutes);
  await app.register(memberRoutes);
  await app.register(collectionRoutes);
  await app.register(noShowRoutes);
  await app.register(staffRoutes);
  await app.register(coinRoutes);
  await app.register(bankRoutes);
  await app.register(invitationRoutes);
  await app.register(staffWithdrawalRoutes);
  await app.register(staffOutboxRoutes);
  await app.register(devIdpRoutes);
  // Outside the contract: the SMS gateway's delivery reports, in its format.
  await app.register(smsReportRoutes);
  await app.register(devSmsOutboxRoutes);
  await app.register(devMailOutboxRoutes);
  await app.register(devJobRoutes);
}
