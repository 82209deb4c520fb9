/** Replies of VIP subscription, the angel (joy dealer) programme and its records, and their types. */
import * as yup from 'yup';
import { flag, int, list, num, oneOf, optionalInt, optionalText, text } from '../platform/response-fields';

export const creditCard = yup.object({
  id: int(),
  card_6_num: text(),
  last_four: text(),
  icon: oneOf(['visa', 'master', 'other']),
  expiry: text(),
  is_default: flag(),
});

/** §3 credit card: never the number — the first six and last four digits, icon by first digit (§9). */
export type CreditCard = yup.InferType<typeof creditCard>;

export type CardIcon = CreditCard['icon'];

export const subscriptionState = yup.object({
  status: oneOf(['none', 'active', 'ended', 'failed']),
  program_id: optionalInt(),
  program_name: optionalText(),
  next_program_id: optionalInt(),
  period_start: optionalText(),
  period_end: optionalText(),
  cancel_at_period_end: flag(),
  /** The last moment a cancellation is accepted (plan end − 72 h). */
  cancel_deadline: optionalText(),
  /** When the renewal is charged (plan end − 48 h); null when it will not renew. */
  renews_at: optionalText(),
  card: creditCard.nullable().defined(),
});

export type SubscriptionState = yup.InferType<typeof subscriptionState>;

export type SubscriptionStatus = SubscriptionState['status'];

export const subscriptionResult = yup.object({ subscription: subscriptionState, member_grade_id: int() });

export type SubscriptionResult = yup.InferType<typeof subscriptionResult>;

export const dealerBalance = yup.object({ earned: num(), withdrawn: num(), available: num() });

/** A dealer cash balance in NT$ (earned and withdrawn as cents / 100). */
export type DealerBalance = yup.InferType<typeof dealerBalance>;

export const couponAllowance = yup.object({ year: int(), allowance: int(), given: int(), remaining: int() });

/** The year's gift coupons (`year_coin`): allowance, given (activated and expired included) and left. */
export type CouponAllowance = yup.InferType<typeof couponAllowance>;

const levelCount = yup.object({ level: int(), count: int() });

export const dealerData = yup.object({
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
      /** §3 year_coin: this year's VIP gift coupons. */
      year_coin: couponAllowance,
    })
    .nullable()
    .defined(),
});

/** GET /v2/memberDealer (§3 Dealer): any member's plan, and the dealer's figures when a joy dealer. */
export type DealerData = yup.InferType<typeof dealerData>;

export const couponGiveRecord = yup.object({
  id: int(),
  phone: text(),
  status: oneOf(['given', 'activated', 'expired']),
  expires_at: text(),
  activated_at: optionalText(),
  created_at: text(),
});

/** A coupon a dealer gave (coupon/give/record); the phone masked (0912***678). */
export type CouponGiveRecord = yup.InferType<typeof couponGiveRecord>;

export type CouponStatus = CouponGiveRecord['status'];

export const couponTransactionRecord = yup.object({
  id: int(),
  kind: oneOf(['granted', 'given', 'activated', 'expired']),
  quantity: int(),
  year: int(),
  coupon_id: optionalInt(),
  phone: optionalText(),
  created_at: text(),
});

/** A coupon movement (coupon/transaction/record): +allowance granted, −1 given, 0 activated or expired. */
export type CouponTransactionRecord = yup.InferType<typeof couponTransactionRecord>;

export type CouponMovement = CouponTransactionRecord['kind'];

export const receivedCoupon = yup.object({
  id: int(),
  status: oneOf(['given', 'activated', 'expired']),
  /** The joy dealer who gave it. */
  dealer_name: text(),
  /** The last moment it can be activated. */
  expires_at: text(),
  activated_at: optionalText(),
  created_at: text(),
});

/**
 * A VIP gift coupon the member received (GET /v2/member/coupon/list): sent to the member's
 * phone, or activated by the member. `given` can still be activated (the SMS carries its
 * token) until `expires_at`; `activated` gave one 30-day VIP period; `expired` was not used
 * in time.
 */
export type ReceivedCoupon = yup.InferType<typeof receivedCoupon>;

export const couponGiveResult = yup.object({ coupon: couponGiveRecord, year_coin: couponAllowance });

export type CouponGiveResult = yup.InferType<typeof couponGiveResult>;

export const inviteChild = yup.object({
  id: int(),
  /** Masked (王○明). */
  name: text(),
  level: int(),
  is_vip: flag(),
  joined_at: text(),
});

export type InviteChild = yup.InferType<typeof inviteChild>;

const organizeNodeFields = yup.object({ id: int(), name: text(), level: int(), is_vip: flag() });

/** A node of the downline tree, children to any depth (the API sends three levels). */
export interface OrganizeNode extends yup.InferType<typeof organizeNodeFields> {
  children: OrganizeNode[];
}

/**
 * A type cannot be inferred from a schema that refers to itself: the node's own fields are
 * inferred, `children` is written out in OrganizeNode, and the annotation checks the two agree.
 */
export const organizeNode: yup.ObjectSchema<OrganizeNode> = organizeNodeFields.shape({
  children: yup
    .array()
    .of(yup.lazy(() => organizeNode))
    .defined(),
});

export const organizeReply = yup.object({
  levels: list(levelCount),
  /** The first three levels as a tree (deeper levels are counted in `levels`). */
  tree: list(organizeNode),
});

export type OrganizeReply = yup.InferType<typeof organizeReply>;

export const dividendRecord = yup.object({
  id: int(),
  month: text(),
  level: int(),
  base_amount: num(),
  payments: int(),
  /** NT$ with two decimals. */
  amount: num(),
  created_at: text(),
});

export type DividendRecord = yup.InferType<typeof dividendRecord>;

export const shareProfitRecord = yup.object({
  id: int(),
  month: text(),
  store_id: int(),
  store_name: text(),
  base_amount: num(),
  amount: num(),
  created_at: text(),
});

export type ShareProfitRecord = yup.InferType<typeof shareProfitRecord>;

export const dealerWithdrawRecord = yup.object({
  id: int(),
  amount: num(),
  status: oneOf(['pending', 'success', 'failed']),
  bank_name: text(),
  account_last4: text(),
  created_at: text(),
});

export type DealerWithdrawRecord = yup.InferType<typeof dealerWithdrawRecord>;

export const recommendStoreRecord = yup.object({ id: int(), store_id: int(), store_name: text(), created_at: text() });

export type RecommendStoreRecord = yup.InferType<typeof recommendStoreRecord>;

export const staffDealerWithdrawal = dealerWithdrawRecord.shape({
  dealer_member_id: int(),
  kind: oneOf(['angel_bonus', 'store_profit']),
  bank_code: text(),
  branch: text(),
  account_name: text(),
  account_number: text(),
});

/** A dealer withdrawal as staff handle it: the full account, to make the transfer. */
export type StaffDealerWithdrawal = yup.InferType<typeof staffDealerWithdrawal>;

export const dealerWithdrawResult = yup.object({ withdrawal: dealerWithdrawRecord, balance: dealerBalance });

export type DealerWithdrawResult = yup.InferType<typeof dealerWithdrawResult>;

/**
 * What the card form loads: the script giving `window.TPDirect` (TapPay's Fields SDK, or the
 * sandbox's stand-in served by the API with the same surface) and the arguments of
 * `TPDirect.setupSDK(app_id, app_key, server_type)`. TapPay's app key is public by design.
 */
export const paymentGateway = yup.object({
  provider: oneOf(['sandbox', 'tappay']),
  sdk_url: text(),
  /** TapPay's app id and key (null with the sandbox, which needs none). */
  app_id: optionalInt(),
  app_key: optionalText(),
  server_type: oneOf(['sandbox', 'production']),
});

export type PaymentGatewayInfo = yup.InferType<typeof paymentGateway>;

export const dealerProgram = yup.object({ id: int(), name: text(), price: num(), period_days: int(), description: text() });

export type DealerProgram = yup.InferType<typeof dealerProgram>;

export const sandboxPrime = yup.object({ prime: text() });
