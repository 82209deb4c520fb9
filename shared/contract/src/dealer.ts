/**
 * VIP subscription and the angel (joy dealer) programme: the §9 rules as constants, the
 * request bodies (yup, validated by the form and the API alike), the reply types and the
 * messages. The subscription state machine is `subscriptionTransitions`.
 */
import * as yup from 'yup';
import * as rule from './platform/rules';
import { money } from './platform/money';
import type { Paged } from './types';

/** §6: member_grade_id 1 member, 3 VIP, above 3 angel (a joy dealer). */
export const MEMBER_GRADE_ID = 1;
export const ANGEL_GRADE_ID = 4;
export const isAngelGrade = (grade: number): boolean => grade > 3;

/** §9: program id 1 is monthly (30 days), any other yearly. */
export const MONTHLY_PROGRAM_ID = 1;
export const programPeriod = (programId: number): '月' | '年' => (programId === MONTHLY_PROGRAM_ID ? '月' : '年');
/** §9: renewals are charged 48 hours before the plan ends. */
export const RENEW_BEFORE_HOURS = 48;
/** §9: a cancellation must come at least 72 hours before the plan ends. */
export const CANCEL_BEFORE_HOURS = 72;

/** §6: angel bonus 0.1% cash from seven downline levels; store referral 1 per mille of the store's monthly revenue. */
export const ANGEL_BONUS_LEVELS = 7;
export const ANGEL_BONUS_PER_MILLE = 1;
export const STORE_PROFIT_PER_MILLE = 1;
/** Cents of a per-mille share of NT$ `base`, rounded down (0.1% = 1 per mille). */
export const perMilleCents = (base: number, perMille: number): number => Math.floor((base * 100 * perMille) / 1000);
/** Dealer record lists (§4 paging). */
export const DEALER_PAGE_SIZE = 10;
/** VIP gift coupons a joy dealer may give per Taipei calendar year (`year_coin`). */
export const GIFT_COUPONS_PER_YEAR = 6;
/** Days a given coupon's activation token stays valid. */
export const GIFT_COUPON_VALID_DAYS = 14;
/** Days of VIP a gift coupon activates: one §9 monthly period, no card, no renewal. */
export const GIFT_PLAN_DAYS = 30;

export type SubscriptionStatus = 'none' | 'active' | 'ended' | 'failed';
export type SubscriptionEvent = 'pay' | 'cancel' | 'change' | 'renew' | 'renewal_failed' | 'run_out';

/**
 * The subscription state machine (§4 angel plan, §9). `cancel` keeps the state active and
 * only stops the next renewal (`change` picks the next renewal's plan); `run_out` ends a cancelled plan at its end; a failed charge
 * cancels VIP at once. A member whose plan ended or failed may subscribe again.
 */
export const subscriptionTransitions: Readonly<Record<SubscriptionStatus, Partial<Record<SubscriptionEvent, SubscriptionStatus>>>> = {
  none: { pay: 'active' },
  active: { cancel: 'active', change: 'active', renew: 'active', renewal_failed: 'failed', run_out: 'ended' },
  ended: { pay: 'active' },
  failed: { pay: 'active' },
};

/** The state after `event`, or null when the event is not allowed in `from`. */
export const nextSubscriptionStatus = (from: SubscriptionStatus, event: SubscriptionEvent): SubscriptionStatus | null => subscriptionTransitions[from][event] ?? null;

export const subscriptionMessages = {
  programInvalid: '請選擇方案',
  cardRequired: '請輸入信用卡資料',
  cardNotFound: '找不到這張信用卡',
  consentRequired: '須年滿 18 歲，未成年須經法定代理人同意',
  alreadyVip: '您已訂閱 VIP 方案',
  notSubscribed: '您尚未訂閱 VIP 方案',
  cancelTooLate: `取消須於方案到期前 ${CANCEL_BEFORE_HOURS} 小時申請`,
  alreadyCancelled: '已取消續訂',
  samePlan: '目前已是此方案',
  subscribed: '訂閱成功',
  cancelled: '已取消續訂，VIP 權益保留至方案到期',
  changed: '變更成功',
  cardNumberInvalid: '信用卡號碼格式不正確',
  notDealer: '此功能僅限樂粉經銷商（天使）使用',
  needVip: '須先成為 VIP 會員才能加入天使計畫',
  alreadyDealer: '您已是樂粉經銷商',
  storeNotFound: '店家不存在',
  storeTaken: '此店家已有推薦人',
  bankRequired: '請選擇提領帳戶',
  amountRequired: '請輸入提領金額',
  amountOverBalance: '提領金額超過可提領餘額',
  joined: '加入成功',
  withdrawn: '已送出申請',
  couponGiven: '已送出贈送方案簡訊',
  couponAllowanceUsed: '本年度可贈送的方案已用完',
  couponSelf: '不能贈送給自己',
  couponSmsFailed: '簡訊發送失敗，請稍後再試',
  couponTokenWrong: '啟用碼錯誤，請確認簡訊內容',
  couponUsed: '此啟用碼已使用',
  couponExpired: '此啟用碼已過期，請向贈送人重新索取',
  couponWrongPhone: '此方案不是贈送給這支手機',
  couponMemberPhone: '請以收到簡訊的手機號碼登入後啟用',
  couponAlreadyVip: '您目前已是 VIP，方案到期後再啟用',
  activated: '已啟用贈送的 VIP 方案',
} as const;

const id = (message: string) => yup.number().typeError(message).integer(message).min(1, message).required(message);

/**
 * POST /v2/subscription/pay: the program, a new card's one-time `prime` from the gateway or a
 * kept card's id, the VIP terms consent (18+, or a minor with guardian consent), and one
 * idempotency key per confirm.
 */
export const subscriptionPayBody = yup.object({
  program_id: id(subscriptionMessages.programInvalid),
  prime: yup.string().trim().max(200).default(''),
  credit_card_id: yup.number().typeError(subscriptionMessages.cardNotFound).integer().min(1).optional(),
  consent: yup.string().oneOf(['adult', 'guardian'], subscriptionMessages.consentRequired).required(subscriptionMessages.consentRequired),
  idempotency_key: yup.string().trim().max(64).default(''),
});

export const dealerProgramUpdateBody = yup.object({ program_id: id(subscriptionMessages.programInvalid) });

/** The sandbox gateway's card form (development and tests; a real gateway's SDK does this in the browser). */
export const sandboxPrimeBody = yup.object({
  card_number: yup.string().trim().required(subscriptionMessages.cardNumberInvalid),
  expiry: yup.string().trim().required('有效期限不正確'),
  ccv: yup.string().trim().required('安全碼格式不正確'),
});

/** POST /v2/member/charge-plan: join the angel programme on a plan, with where the kit goes. */
export const chargePlanBody = yup.object({
  charge_plan_id: id(subscriptionMessages.programInvalid),
  receiver: rule.name(),
  receiver_phone: rule.phone(),
  receiver_address: rule.requiredText(),
});

/** POST /v2/memberDealer/coupon/give: the friend's phone (dealers; within the year's allowance). */
export const couponGiveBody = yup.object({ phone: rule.phone() });

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

export const recommendStoreBody = yup.object({ store_id: id(subscriptionMessages.storeNotFound) });
export const dividendWithdrawBody = yup.object({
  point: money(subscriptionMessages.amountRequired, { min: 1 }),
  member_bank_id: id(subscriptionMessages.bankRequired),
});
export const profitWithdrawBody = yup.object({
  bonus: money(subscriptionMessages.amountRequired, { min: 1 }),
  member_bank_id: id(subscriptionMessages.bankRequired),
});

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
