/** VIP subscription and the angel (joy dealer) programme: the reply types. */
import type { Paged } from '../platform/types';

export interface DealerProgram {
  id: number;
  name: string;
  price: number;
  period_days: number;
  description: string;
}

export type SubscriptionStatus = 'none' | 'active' | 'ended' | 'failed';

export type SubscriptionEvent = 'pay' | 'cancel' | 'change' | 'renew' | 'renewal_failed' | 'run_out';

export type CouponStatus = 'given' | 'activated' | 'expired';

export type CouponMovement = 'granted' | 'given' | 'activated' | 'expired';

/** The year's gift coupons (`year_coin`): allowance, given (activated and expired included) and left. */
export interface CouponAllowance {
  year: number;
  allowance: number;
  given: number;
  remaining: number;
}

/** A coupon a dealer gave (coupon/give/record); the phone masked (0912***678). */
export interface CouponGiveRecord {
  id: number;
  phone: string;
  status: CouponStatus;
  expires_at: string;
  activated_at: string | null;
  created_at: string;
}

/** A coupon movement (coupon/transaction/record): +allowance granted, −1 given, 0 activated or expired. */
export interface CouponTransactionRecord {
  id: number;
  kind: CouponMovement;
  quantity: number;
  year: number;
  coupon_id: number | null;
  phone: string | null;
  created_at: string;
}

export interface CouponGiveResult {
  coupon: CouponGiveRecord;
  year_coin: CouponAllowance;
}

export type CardIcon = 'visa' | 'master' | 'other';

/** §3 credit card: never the number — the first six and last four digits, icon by first digit (§9). */
export interface CreditCard {
  id: number;
  card_6_num: string;
  last_four: string;
  icon: CardIcon;
  expiry: string;
  is_default: boolean;
}

export interface SubscriptionState {
  status: SubscriptionStatus;
  program_id: number | null;
  program_name: string | null;
  next_program_id: number | null;
  period_start: string | null;
  period_end: string | null;
  cancel_at_period_end: boolean;
  /** The last moment a cancellation is accepted (plan end − 72 h). */
  cancel_deadline: string | null;
  /** When the renewal is charged (plan end − 48 h); null when it will not renew. */
  renews_at: string | null;
  card: CreditCard | null;
}

/** A dealer cash balance in NT$ (earned and withdrawn as cents / 100). */
export interface DealerBalance {
  earned: number;
  withdrawn: number;
  available: number;
}

/** GET /v2/memberDealer (§3 Dealer): any member's plan, and the dealer's figures when a joy dealer. */
export interface DealerData {
  member_grade_id: number;
  is_joy_dealer: boolean;
  subscription_program_id: number | null;
  next_subscription_program_id: number | null;
  program_name: string | null;
  subscription: SubscriptionState;
  dealer: null | {
    joined_at: string;
    children_total: number;
    levels: { level: number; count: number }[];
    angel_bonus: DealerBalance;
    store_profit: DealerBalance;
    recommended_stores: number;
    /** §3 year_coin: this year's VIP gift coupons. */
    year_coin: CouponAllowance;
  };
}

export interface SubscriptionResult {
  subscription: SubscriptionState;
  member_grade_id: number;
}

export interface InviteChild {
  id: number;
  /** Masked (王○明). */
  name: string;
  level: number;
  is_vip: boolean;
  joined_at: string;
}

export interface OrganizeNode {
  id: number;
  name: string;
  level: number;
  is_vip: boolean;
  children: OrganizeNode[];
}

export interface OrganizeReply {
  levels: { level: number; count: number }[];
  /** The first three levels as a tree (deeper levels are counted in `levels`). */
  tree: OrganizeNode[];
}

export interface DividendRecord {
  id: number;
  month: string;
  level: number;
  base_amount: number;
  payments: number;
  /** NT$ with two decimals. */
  amount: number;
  created_at: string;
}

export interface ShareProfitRecord {
  id: number;
  month: string;
  store_id: number;
  store_name: string;
  base_amount: number;
  amount: number;
  created_at: string;
}

export interface DealerWithdrawRecord {
  id: number;
  amount: number;
  status: 'pending' | 'success' | 'failed';
  bank_name: string;
  account_last4: string;
  created_at: string;
}

export interface RecommendStoreRecord {
  id: number;
  store_id: number;
  store_name: string;
  created_at: string;
}

/** A dealer withdrawal as staff handle it: the full account, to make the transfer. */
export interface StaffDealerWithdrawal extends DealerWithdrawRecord {
  dealer_member_id: number;
  kind: 'angel_bonus' | 'store_profit';
  bank_code: string;
  branch: string;
  account_name: string;
  account_number: string;
}

export interface DealerWithdrawResult {
  withdrawal: DealerWithdrawRecord;
  balance: DealerBalance;
}

export type PagedDividends = Paged<DividendRecord>;

export interface PaymentGatewayInfo {
  provider: 'sandbox' | 'tappay';
  /** TapPay SDK settings for the browser (null with the sandbox). */
  app_id: number | null;
  app_key: string | null;
  server_type: 'sandbox' | 'production' | null;
}
