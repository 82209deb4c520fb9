/** Replies of VIP subscription, the angel (joy dealer) programme and its records. */
import * as yup from 'yup';
import { flag, int, list, num, oneOf, optionalInt, optionalOneOf, optionalText, text } from '../platform/response-fields';
import type { CouponAllowance, CouponGiveRecord, CouponGiveResult, CouponTransactionRecord, CreditCard, DealerBalance, DealerData, DealerProgram, DealerWithdrawRecord, DealerWithdrawResult, DividendRecord, InviteChild, OrganizeNode, OrganizeReply, PaymentGatewayInfo, RecommendStoreRecord, ShareProfitRecord, StaffDealerWithdrawal, SubscriptionResult, SubscriptionState } from './types';

export const creditCard: yup.ObjectSchema<CreditCard> = yup.object({
  id: int(),
  card_6_num: text(),
  last_four: text(),
  icon: oneOf(['visa', 'master', 'other'] as const),
  expiry: text(),
  is_default: flag(),
});

export const subscriptionState: yup.ObjectSchema<SubscriptionState> = yup.object({
  status: oneOf(['none', 'active', 'ended', 'failed'] as const),
  program_id: optionalInt(),
  program_name: optionalText(),
  next_program_id: optionalInt(),
  period_start: optionalText(),
  period_end: optionalText(),
  cancel_at_period_end: flag(),
  cancel_deadline: optionalText(),
  renews_at: optionalText(),
  card: creditCard.nullable().defined(),
});

export const subscriptionResult: yup.ObjectSchema<SubscriptionResult> = yup.object({ subscription: subscriptionState, member_grade_id: int() });

export const dealerBalance: yup.ObjectSchema<DealerBalance> = yup.object({ earned: num(), withdrawn: num(), available: num() });

export const couponAllowance: yup.ObjectSchema<CouponAllowance> = yup.object({ year: int(), allowance: int(), given: int(), remaining: int() });

const levelCount = yup.object({ level: int(), count: int() });

export const dealerData: yup.ObjectSchema<DealerData> = yup.object({
  member_grade_id: int(),
  is_joy_dealer: flag(),
  subscription_program_id: optionalInt(),
  next_subscription_program_id: optionalInt(),
  program_name: optionalText(),
  subscription: subscriptionState,
  dealer: yup
    .object({
      joined_at: text(),
      children_total: int(),
      levels: list(levelCount),
      angel_bonus: dealerBalance,
      store_profit: dealerBalance,
      recommended_stores: int(),
      year_coin: couponAllowance,
    })
    .nullable()
    .defined(),
});

export const couponGiveRecord: yup.ObjectSchema<CouponGiveRecord> = yup.object({
  id: int(),
  phone: text(),
  status: oneOf(['given', 'activated', 'expired'] as const),
  expires_at: text(),
  activated_at: optionalText(),
  created_at: text(),
});

export const couponTransactionRecord: yup.ObjectSchema<CouponTransactionRecord> = yup.object({
  id: int(),
  kind: oneOf(['granted', 'given', 'activated', 'expired'] as const),
  quantity: int(),
  year: int(),
  coupon_id: optionalInt(),
  phone: optionalText(),
  created_at: text(),
});

export const couponGiveResult: yup.ObjectSchema<CouponGiveResult> = yup.object({ coupon: couponGiveRecord, year_coin: couponAllowance });

export const inviteChild: yup.ObjectSchema<InviteChild> = yup.object({ id: int(), name: text(), level: int(), is_vip: flag(), joined_at: text() });

/** A node of the downline tree, children to any depth (the API sends three levels). */
export const organizeNode: yup.ObjectSchema<OrganizeNode> = yup.object({
  id: int(),
  name: text(),
  level: int(),
  is_vip: flag(),
  children: yup
    .array()
    .of(yup.lazy(() => organizeNode))
    .defined(),
});

export const organizeReply: yup.ObjectSchema<OrganizeReply> = yup.object({ levels: list(levelCount), tree: list(organizeNode) });

export const dividendRecord: yup.ObjectSchema<DividendRecord> = yup.object({
  id: int(),
  month: text(),
  level: int(),
  base_amount: num(),
  payments: int(),
  amount: num(),
  created_at: text(),
});

export const shareProfitRecord: yup.ObjectSchema<ShareProfitRecord> = yup.object({
  id: int(),
  month: text(),
  store_id: int(),
  store_name: text(),
  base_amount: num(),
  amount: num(),
  created_at: text(),
});

export const dealerWithdrawRecord: yup.ObjectSchema<DealerWithdrawRecord> = yup.object({
  id: int(),
  amount: num(),
  status: oneOf(['pending', 'success', 'failed'] as const),
  bank_name: text(),
  account_last4: text(),
  created_at: text(),
});

export const recommendStoreRecord: yup.ObjectSchema<RecommendStoreRecord> = yup.object({ id: int(), store_id: int(), store_name: text(), created_at: text() });

export const staffDealerWithdrawal: yup.ObjectSchema<StaffDealerWithdrawal> = dealerWithdrawRecord.shape({
  dealer_member_id: int(),
  kind: oneOf(['angel_bonus', 'store_profit'] as const),
  bank_code: text(),
  branch: text(),
  account_name: text(),
  account_number: text(),
});

export const dealerWithdrawResult: yup.ObjectSchema<DealerWithdrawResult> = yup.object({ withdrawal: dealerWithdrawRecord, balance: dealerBalance });

export const paymentGateway: yup.ObjectSchema<PaymentGatewayInfo> = yup.object({
  provider: oneOf(['sandbox', 'tappay'] as const),
  app_id: optionalInt(),
  app_key: optionalText(),
  server_type: optionalOneOf(['sandbox', 'production'] as const),
});

export const dealerProgram: yup.ObjectSchema<DealerProgram> = yup.object({ id: int(), name: text(), price: num(), period_days: int(), description: text() });

export const sandboxPrime: yup.ObjectSchema<{ prime: string }> = yup.object({ prime: text() });
