/**
 * Decorates the app with the open database and the repositories built on it, so routes
 * read `app.repos.stores` instead of importing a connection. The server owns the handle's
 * lifetime (it opened it), so closing stays with the caller.
 */
import fp from 'fastify-plugin';
import type { Database, DatabaseKind } from '../../db/client';
import { createAvailabilityRepository, type AvailabilityRepository } from '../../repositories/availability';
import { createCoinRepository, type CoinRepository } from '../../repositories/coins';
import { createCollectionRepository, type CollectionRepository } from '../../repositories/collections';
import { createCommentRepository, type CommentRepository } from '../../repositories/comments';
import { createInvitationRepository, type InvitationRepository } from '../../repositories/invitations';
import { createContentRepository, type ContentRepository } from '../../repositories/content';
import { createFormRepository, type FormRepository } from '../../repositories/forms';
import { createMemberRepository, type MemberRepository } from '../../repositories/members';
import { createSubscriptionRepository, type SubscriptionRepository } from '../../repositories/subscriptions';
import { createDealerCouponRepository, type DealerCouponRepository } from '../../repositories/dealer-coupons';
import { createDealerRepository, type DealerRepository } from '../../repositories/dealers';
import { createNotificationRepository, type NotificationRepository } from '../../repositories/notifications';
import { createPartnerRepository, type PartnerRepository } from '../../repositories/partners';
import { createOrderRepository, type OrderRepository } from '../../repositories/orders';
import { createPayLogRepository, type PayLogRepository } from '../../repositories/pay-logs';
import { createStoreRepository, type StoreRepository } from '../../repositories/stores';
import { createThrottleRepository, type ThrottleRepository } from '../../repositories/throttle';
import { createVerificationRepository, type VerificationRepository } from '../../repositories/verification';
import { createWithdrawalRepository, type WithdrawalRepository } from '../../repositories/withdrawals';

export interface Repositories {
  stores: StoreRepository;
  content: ContentRepository;
  comments: CommentRepository;
  collections: CollectionRepository;
  forms: FormRepository;
  members: MemberRepository;
  verification: VerificationRepository;
  throttle: ThrottleRepository;
  availability: AvailabilityRepository;
  orders: OrderRepository;
  notifications: NotificationRepository;
  partners: PartnerRepository;
  /** Joy coin: payments at stores, the member's coins, withdrawals, invitations. */
  payLogs: PayLogRepository;
  coins: CoinRepository;
  withdrawals: WithdrawalRepository;
  invitations: InvitationRepository;
  /** VIP subscriptions and the angel (joy dealer) programme. */
  subscriptions: SubscriptionRepository;
  dealers: DealerRepository;
  dealerCoupons: DealerCouponRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseKind;
    repos: Repositories;
  }
}

export default fp<{ db: Database; kind: DatabaseKind }>(async (app, opts) => {
  app.decorate('db', opts.db);
  app.decorate('dbKind', opts.kind);
  app.decorate('repos', {
    stores: createStoreRepository(opts.db),
    content: createContentRepository(opts.db),
    comments: createCommentRepository(opts.db),
    collections: createCollectionRepository(opts.db),
    forms: createFormRepository(opts.db),
    members: createMemberRepository(opts.db),
    verification: createVerificationRepository(opts.db),
    throttle: createThrottleRepository(opts.db),
    availability: createAvailabilityRepository(opts.db),
    orders: createOrderRepository(opts.db),
    notifications: createNotificationRepository(opts.db),
    partners: createPartnerRepository(opts.db),
    payLogs: createPayLogRepository(opts.db),
    coins: createCoinRepository(opts.db),
    withdrawals: createWithdrawalRepository(opts.db),
    invitations: createInvitationRepository(opts.db),
    subscriptions: createSubscriptionRepository(opts.db),
    dealers: createDealerRepository(opts.db),
    dealerCoupons: createDealerCouponRepository(opts.db),
  });
}, { name: 'db' });
