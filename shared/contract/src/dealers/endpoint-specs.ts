/** What the API validates and documents of dealerEndpoints (./endpoints.ts): each call's summary, body and reply schemas. */
import { specs } from '../platform/endpoint';
import { list, paged } from '../platform/response-fields';
import { activatePlanBody, chargePlanBody, couponGiveBody, dealerProgramUpdateBody, dividendWithdrawBody, profitWithdrawBody, recommendStoreBody, sandboxPrimeBody, subscriptionPayBody } from './requests';
import { couponGiveRecord, couponGiveResult, couponTransactionRecord, creditCard, receivedCoupon, dealerData, dealerProgram, dealerWithdrawRecord, dealerWithdrawResult, dividendRecord, inviteChild, organizeReply, paymentGateway, recommendStoreRecord, sandboxPrime, shareProfitRecord, staffDealerWithdrawal, subscriptionResult } from './responses';
import { dealerEndpoints } from './endpoints';

export const dealerEndpointSpecs = specs(dealerEndpoints, {
  chargePlan: { summary: 'Join the angel programme (VIP members): plan and where the kit goes', body: chargePlanBody, response: dealerData },
  dealerOrganize: { summary: 'Downline counts by level and the first three levels as a tree (dealers)', response: organizeReply },
  dealerInviteChildren: { summary: 'Downline of one level, newest first (?page=&level=1..7; dealers)', response: paged(inviteChild) },
  memberDealer: { summary: 'Plan and dealer data (any member; dealer figures for joy dealers)', response: dealerData },
  shareDividendRecord: { summary: 'Angel bonus by month and level (?page=; dealers)', response: paged(dividendRecord) },
  dealerWithdrawRecord: { summary: 'Angel bonus withdrawals (?page=; dealers)', response: paged(dealerWithdrawRecord) },
  shareProfitRecord: { summary: 'Store referral profit by month (?page=; dealers)', response: paged(shareProfitRecord) },
  bonusWithdrawRecord: { summary: 'Store referral profit withdrawals (?page=; dealers)', response: paged(dealerWithdrawRecord) },
  recommendStoreRecord: { summary: 'Referred stores (?page=; dealers)', response: paged(recommendStoreRecord) },
  couponGiveRecord: { summary: 'VIP gift coupons given, newest first (?page=; dealers)', response: paged(couponGiveRecord) },
  couponTransactionRecord: { summary: 'Every gift coupon movement: granted, given, activated, expired (?page=; dealers)', response: paged(couponTransactionRecord) },
  memberCoupons: {
    summary: 'VIP gift coupons sent to the member\'s phone or activated by the member, newest first, with their state (?page=; any member)',
    response: paged(receivedCoupon),
  },
  couponGive: {
    summary: 'Give a VIP gift coupon to a phone: a single-use activation token by SMS (dealers; within the yearly allowance)',
    body: couponGiveBody,
    response: couponGiveResult,
  },
  recommendStoreCreate: { summary: 'Refer a store (one referrer per store; dealers)', body: recommendStoreBody, response: recommendStoreRecord },
  shareDividendWithdraw: { summary: 'Withdraw angel bonus NT$ to a dealer bank account (dealers)', body: dividendWithdrawBody, response: dealerWithdrawResult },
  shareProfitWithdraw: { summary: 'Withdraw store referral profit NT$ to a dealer bank account (dealers)', body: profitWithdrawBody, response: dealerWithdrawResult },
  activatePlan: {
    summary: 'Activate a gifted VIP plan with the coupon id and token from the SMS: 30 days, no card, no renewal (the member with that phone)',
    body: activatePlanBody,
    response: subscriptionResult,
  },
  dealerPrograms: { summary: 'Dealer programs (id 1 monthly, otherwise yearly)', response: list(dealerProgram) },
  paymentGateway: { summary: 'Which card gateway the card form talks to (sandbox, or TapPay with its SDK settings)', response: paymentGateway },
  sandboxPrime: {
    summary: 'Sandbox gateway only: a one-time prime for a test card (the real gateway SDK does this in the browser)',
    body: sandboxPrimeBody,
    response: sandboxPrime,
  },
  creditCards: { summary: 'Kept cards (first six, last four, icon, default)', response: list(creditCard) },
  creditCardUpdate: { summary: 'Set the default card (renewals charge it)', response: list(creditCard) },
  subscriptionCancel: { summary: 'Stop renewing VIP (at least 72 h before the plan ends; no refunds)', response: subscriptionResult },
  subscriptionPay: { summary: 'Subscribe to VIP: charged now, then 48 h before each renewal', body: subscriptionPayBody, response: subscriptionResult },
  dealerProgramUpdate: { summary: 'Change plan from the next renewal', body: dealerProgramUpdateBody, response: subscriptionResult },
  staffDealerWithdrawals: {
    summary: 'Dealer bonus and profit withdrawals for staff, oldest first (staff token; ?status=pending|success|failed&page=)',
    response: paged(staffDealerWithdrawal),
  },
  staffDealerWithdrawalComplete: { summary: 'The transfer was made: pending → success (staff token)', response: staffDealerWithdrawal },
  staffDealerWithdrawalFail: { summary: 'The transfer failed: pending → failed, the amount back in the balance (staff token)', response: staffDealerWithdrawal },
});
