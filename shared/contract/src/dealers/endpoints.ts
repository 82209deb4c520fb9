/** The dealers calls of the §7 catalogue: one part of `endpoints` (../catalogue.ts). */
import { endpoint } from '../platform/endpoint';
import type { Paged } from '../platform/types';
import type { activatePlanBody, chargePlanBody, couponGiveBody, dealerProgramUpdateBody, dividendWithdrawBody, profitWithdrawBody, recommendStoreBody, sandboxPrimeBody, subscriptionPayBody } from './requests';
import type { CouponGiveRecord, CouponGiveResult, CouponTransactionRecord, CreditCard, DealerData, DealerProgram, DealerWithdrawRecord, DealerWithdrawResult, DividendRecord, InviteChild, OrganizeReply, PaymentGatewayInfo, ReceivedCoupon, RecommendStoreRecord, ShareProfitRecord, StaffDealerWithdrawal, SubscriptionResult } from './types';

const e = endpoint;

export const dealerEndpoints = {
  chargePlan: e<DealerData, typeof chargePlanBody>()({ method: 'POST', path: '/v2/member/charge-plan', auth: 'required' }),
  dealerOrganize: e<OrganizeReply>()({ method: 'GET', path: '/memberDealer/invite-children/organize', auth: 'required' }),
  dealerInviteChildren: e<Paged<InviteChild>>()({ method: 'GET', path: '/v2/memberDealer/invite-children/list', auth: 'required' }),
  memberDealer: e<DealerData>()({ method: 'GET', path: '/v2/memberDealer', auth: 'required' }),
  shareDividendRecord: e<Paged<DividendRecord>>()({ method: 'GET', path: '/v2/memberDealer/share-dividend/record', auth: 'required' }),
  dealerWithdrawRecord: e<Paged<DealerWithdrawRecord>>()({ method: 'GET', path: '/v2/memberDealer/withdraw/record', auth: 'required' }),
  shareProfitRecord: e<Paged<ShareProfitRecord>>()({ method: 'GET', path: '/v2/memberDealer/recommendStore/share-profit/record', auth: 'required' }),
  bonusWithdrawRecord: e<Paged<DealerWithdrawRecord>>()({ method: 'GET', path: '/v2/memberDealer/recommendStore/bonus-withdraw/record', auth: 'required' }),
  recommendStoreRecord: e<Paged<RecommendStoreRecord>>()({ method: 'GET', path: '/v2/memberDealer/recommendStore/record', auth: 'required' }),
  couponGiveRecord: e<Paged<CouponGiveRecord>>()({ method: 'GET', path: '/v2/memberDealer/coupon/give/record', auth: 'required' }),
  couponTransactionRecord: e<Paged<CouponTransactionRecord>>()({ method: 'GET', path: '/v2/memberDealer/coupon/transaction/record', auth: 'required' }),
  memberCoupons: e<Paged<ReceivedCoupon>>()({ method: 'GET', path: '/v2/member/coupon/list', auth: 'required' }),
  couponGive: e<CouponGiveResult, typeof couponGiveBody>()({ method: 'POST', path: '/v2/memberDealer/coupon/give', auth: 'required' }),
  recommendStoreCreate: e<RecommendStoreRecord, typeof recommendStoreBody>()({ method: 'POST', path: '/v2/memberDealer/recommendStore/create', auth: 'required' }),
  shareDividendWithdraw: e<DealerWithdrawResult, typeof dividendWithdrawBody>()({ method: 'POST', path: '/v2/memberDealer/share-dividend/withdraw', auth: 'required' }),
  shareProfitWithdraw: e<DealerWithdrawResult, typeof profitWithdrawBody>()({ method: 'POST', path: '/v2/memberDealer/recommendStore/share-profit/withdraw', auth: 'required' }),
  activatePlan: e<SubscriptionResult, typeof activatePlanBody>()({ method: 'POST', path: '/v2/subscription/activate-plan', auth: 'required' }),
  dealerPrograms: e<DealerProgram[]>()({ method: 'GET', path: '/v2/subscription/dealer-program' }),
  paymentGateway: e<PaymentGatewayInfo>()({ method: 'GET', path: '/v2/subscription/gateway' }),
  sandboxPrime: e<{ prime: string }, typeof sandboxPrimeBody>()({ method: 'POST', path: '/v2/subscription/sandbox/prime' }),
  creditCards: e<CreditCard[]>()({ method: 'GET', path: '/v2/subscription/credit-card', auth: 'required' }),
  creditCardUpdate: e<CreditCard[]>()({ method: 'PUT', path: '/v2/subscription/credit-card/{id}', auth: 'required' }),
  subscriptionCancel: e<SubscriptionResult>()({ method: 'PUT', path: '/v2/subscription/cancel', auth: 'required', raw: true }),
  subscriptionPay: e<SubscriptionResult, typeof subscriptionPayBody>()({ method: 'POST', path: '/v2/subscription/pay', auth: 'required', raw: true }),
  dealerProgramUpdate: e<SubscriptionResult, typeof dealerProgramUpdateBody>()({ method: 'PUT', path: '/v2/subscription/dealer-program/update', auth: 'required', raw: true }),
  staffDealerWithdrawals: e<Paged<StaffDealerWithdrawal>>()({ method: 'GET', path: '/v2/staff/dealer-withdrawals', auth: 'required' }),
  staffDealerWithdrawalComplete: e<StaffDealerWithdrawal>()({ method: 'POST', path: '/v2/staff/dealer-withdrawals/{id}/complete', auth: 'required' }),
  staffDealerWithdrawalFail: e<StaffDealerWithdrawal>()({ method: 'POST', path: '/v2/staff/dealer-withdrawals/{id}/fail', auth: 'required' }),
} as const;
