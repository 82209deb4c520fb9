/**
 * VIP subscription and the angel (joy dealer) programme: the reply types, each the type of its
 * response schema (responses.ts), re-exported here, and the types that have no schema.
 */
import type { Paged } from '../platform/types';
import type { DividendRecord } from './responses';

export type { CardIcon, CouponAllowance, CouponGiveRecord, CouponGiveResult, CouponMovement, CouponStatus, CouponTransactionRecord, CreditCard, DealerBalance, DealerData, DealerProgram, DealerWithdrawRecord, DealerWithdrawResult, DividendRecord, InviteChild, OrganizeNode, OrganizeReply, PaymentGatewayInfo, ReceivedCoupon, RecommendStoreRecord, ShareProfitRecord, StaffDealerWithdrawal, SubscriptionResult, SubscriptionState, SubscriptionStatus } from './responses';

export type SubscriptionEvent = 'pay' | 'cancel' | 'change' | 'renew' | 'renewal_failed' | 'run_out';

export type PagedDividends = Paged<DividendRecord>;
