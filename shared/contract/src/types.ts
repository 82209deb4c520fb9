/** Payload types of the §3 entities as they travel on the wire (spec spelling kept). */

export interface Pagination {
  current_page: number;
  total_pages: number;
  total: number;
  per_page: number;
}

export interface Paged<T> {
  data: T[];
  pagination: Pagination;
}

export interface CarouselItem {
  id: number;
  title: string;
  image: string;
  link: string;
}

/** Business status (§3): 0 closed today, 1 open, 2 on break. */
export type BusinessStatus = 0 | 1 | 2;

export interface BusinessTime {
  /** 0 Sunday … 6 Saturday */
  weekday: number;
  open: string;
  close: string;
}

export interface StoreSummary {
  id: number;
  slug: string;
  name: string;
  logo: string;
  photo: string;
  city: string;
  district: string;
  address: string;
  food_types: string[];
  tags: string[];
  average_score: number;
  comment_count: number;
  business_status: BusinessStatus;
  is_hot: boolean;
  is_new: boolean;
  price_level: number;
  reward_rate: number;
  joy_booking: boolean;
  joy_pay: boolean;
  distance?: number | null;
}

export interface StoreDetail extends StoreSummary {
  description: string;
  phone: string;
  lat: number;
  lng: number;
  photos: string[];
  business_times: BusinessTime[];
  member_is_collection: boolean;
}

/**
 * A store comment as the public sees it (§3): the name masked (王**), never the phone.
 * `sub_scores`: food, service, ambience, value, each 1–5; `reply` is the store's answer.
 */
export interface StoreComment {
  id: number;
  name: string;
  title: string;
  body: string;
  score: number;
  sub_scores: [number, number, number, number];
  images: string[];
  reply: string | null;
  created_at: string;
}

export interface Ranking {
  hot: StoreSummary[];
  new: StoreSummary[];
}

export interface ArticleSummary {
  id: number;
  title: string;
  summary: string;
  image: string;
  published_at: string;
  total: number;
}

/** Article detail: the summary plus the body; `total` is the like count (§3). */
export interface ArticleDetail extends ArticleSummary {
  body: string;
  author: string;
  member_is_like: boolean;
}

export interface NewsItem {
  id: number;
  title: string;
  body: string;
  image: string;
  link: string;
  published_at: string;
}

export interface DealerProgram {
  id: number;
  name: string;
  price: number;
  period_days: number;
  description: string;
}

export interface SearchParams {
  cities: { id: number; name: string; districts: { id: number; name: string }[] }[];
  tags: { id: number; name: string }[];
  food_types: { id: number; name: string }[];
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: 'pglite' | 'postgres';
  uptime_s: number;
}

/** §3 member as kept locally (token holder). */
export interface MemberBrief {
  id: number;
  name: string;
  avatar: string;
  is_joy_dealer: boolean;
}

/** Reply of every call that logs a member in (login, register, reset, social login). */
export interface LoginResult {
  token: string;
  /** Seconds until the token expires. */
  expires_in: number;
  member: MemberBrief;
  avatar: string;
  coin_user_id: string;
  /** True when this call created the account (§4 new register flag). */
  new_register: boolean;
  /** False for a social-only member (§2 welcome-back dialog offers setting a password). */
  has_password?: boolean;
}

export type LoginType = 'general' | 'facebook' | 'google' | 'apple';

/**
 * Reply of verify (§4): `null` means the phone is unregistered (registration starts);
 * a user means an existing member. `social_only` users have no password yet (social-back path).
 */
export type VerifyResult = null | {
  user: { id: number; name: string; login_type: LoginType; has_password: boolean; social_only: boolean };
};

/** §3 member record. */
export interface MemberRecord {
  id: number;
  coin_user_id: string;
  name: string;
  avatar: string;
  phone: string;
  email: string | null;
  gender: number;
  birthday: string | null;
  address: string | null;
  summary: string | null;
  login_type: LoginType;
  /** 3 = VIP, above 3 = angel. */
  member_grade_id: number;
  withdraw_status: number;
  invite_code: string;
  is_joy_dealer: boolean;
}

export interface CaptchaChallenge {
  /** 'off': no captcha needed; 'local': a server-signed single-use token; 'recaptcha': Google v2 invisible. */
  provider: 'off' | 'local' | 'recaptcha';
  site_key: string | null;
  token: string | null;
}

/** How the browser obtains a social ID token: the local identity provider, or the real SDKs. */
export interface SocialConfigReply {
  mode: 'local' | 'jwks';
  client_ids: Partial<Record<'google' | 'facebook' | 'apple', string>>;
}

/** One bookable time of a day for a party size (§3 can_order_times; disabled when full). */
export interface TimeSlot {
  time: string;
  available: boolean;
  seats_left: number;
}

/** §4 order status: 0 cancelled, 1 and 2 booked (awaiting / confirmed), 4 held, 5 seated, 6 no-show, 7 completed. */
export type OrderStatus = 0 | 1 | 2 | 4 | 5 | 6 | 7;

/**
 * Reply of POST /v2/order: the guest keeps the slug to read the order (GET /v2/order/{id}?slug=);
 * `public_id` (128 random bits) opens the booking result page /booking-result/{public_id}.
 */
export interface OrderCreated {
  order_id: number;
  slug: string;
  public_id: string;
}

export interface OrderDetail {
  id: number;
  slug: string;
  public_id: string;
  status: OrderStatus;
  date: string;
  time: string;
  adult_num: number;
  child_num: number;
  purpose: string;
  note: string;
  name: string;
  phone: string;
  email: string | null;
  store: { id: number; name: string; address: string; phone: string; logo: string };
  created_at: string;
  /** The member's review of this order once written (edit it at /leave-comment?…&commentId=). */
  comment_id: number | null;
}

/**
 * GET /v2/order/result/{public_id}: the booking result page (§2 /booking-result/{id}). The
 * unguessable id is the only key, so the reply leaves out the phone and email.
 */
export interface OrderResult {
  public_id: string;
  status: OrderStatus;
  date: string;
  time: string;
  adult_num: number;
  child_num: number;
  purpose: string;
  note: string;
  name: string;
  store: { id: number; slug: string; name: string; address: string; phone: string; logo: string };
  created_at: string;
}

/** §3 Notification type. */
export type NotificationType = 'order' | 'store_pay' | 'platform' | 'member_withdraw' | 'new_register' | 'general';

/**
 * §3 Notification data: every field is present, null when it does not apply to the type.
 * `notification_order_status` is the status the notification announced; `order_status` is
 * the order's status now (so the drawer offers keep only while it is still 1 or 2).
 * `notification_action` is the page the notification opens (e.g. /member/history/12).
 */
export interface NotificationData {
  notification_title: string;
  notification_body: string;
  notification_image: string | null;
  store_logo: string | null;
  store_slug: string | null;
  order_id: number | null;
  order_status: OrderStatus | null;
  notification_order_status: OrderStatus | null;
  order_reservation_date: string | null;
  order_reservation_time: string | null;
  order_adult_num: number | null;
  order_child_num: number | null;
  notification_pay_log_id: number | null;
  notification_store_pay_status: number | null;
  notification_platform_id: number | null;
  notification_member_withdraw_status: number | null;
  notification_action: string | null;
}

/** One notification as listed and as published in real time (`notifiaction_created_at` spelled so, §3). */
export interface Notification {
  id: number;
  type: NotificationType;
  is_read: boolean;
  notifiaction_created_at: string;
  data: NotificationData;
}

/** Unread notifications (also the reply of the mark-read calls: what is left unread). */
export interface UnreadCount {
  count: number;
}

/**
 * A comment as its author reads and edits it (GET /v2/comment/{id}): unmasked name and the
 * phone, the store's reply under it. `sub_scores`: food, service, ambience, value.
 */
export interface CommentDetail {
  id: number;
  order_id: number | null;
  pay_log_id: number | null;
  store: { id: number; slug: string; name: string; logo: string };
  name: string;
  phone: string;
  title: string;
  body: string;
  score: number;
  sub_scores: [number, number, number, number];
  images: string[];
  reply: string | null;
  reply_at: string | null;
  created_at: string;
  updated_at: string | null;
}

/** An order as the restaurant sees it through the partner API. */
export interface PartnerOrder {
  id: number;
  status: OrderStatus;
  date: string;
  time: string;
  adult_num: number;
  child_num: number;
  purpose: string;
  note: string;
  name: string;
  phone: string;
  is_member: boolean;
  created_at: string;
  updated_at: string;
}

/** A bookable time of a weekday and its seats (partner API). */
export interface PartnerSlot {
  weekday: number;
  time: string;
  capacity: number;
}

// Joy coin (樂幣) ------------------------------------------------------------------------

/**
 * Why coins moved (every ledger transaction has exactly one reason):
 * payment_reward — the store's rate (and the VIP extra) on a payment's cash part;
 * invite_reward — 50 coins to friend and inviter on the friend's first payment;
 * spend — coins used to pay at a partner store; redeem — coins exchanged for a coupon;
 * withdrawal — coins moved out of the wallet to a pending bank transfer;
 * withdrawal_payout — the pending transfer was paid (no wallet change);
 * withdrawal_reversal — a failed transfer's coins back in the wallet;
 * expiry — coins past their 120 days; reversal — a store refund giving spent coins back
 * or taking the payment's reward back.
 */
export type LedgerReason =
  | 'payment_reward'
  | 'invite_reward'
  | 'spend'
  | 'redeem'
  | 'withdrawal'
  | 'withdrawal_payout'
  | 'withdrawal_reversal'
  | 'expiry'
  | 'reversal';

/** §3 pay log status: 1 paid, 2 refunded by the store. */
export type PayLogStatus = 1 | 2;

/**
 * One payment at a partner store (§3 pay_log), as its member reads it. `amount` is the bill
 * in NT$; `coins_used` paid part of it (1 coin = NT$1), `cash_amount` the rest, which earns
 * `reward_coins` at the store's `reward_rate` (%) and, for VIP members, `vip_reward_coins`
 * (18% of the part within the month's first NT$1,000). `invite_reward_coins` is the invite
 * reward this payment triggered for the member (50 on a first payment, else 0).
 * After a refund, `reward_shortfall` is the part of the reward that could not be taken back
 * because those coins were already spent or expired.
 */
export interface PayLog {
  id: number;
  status: PayLogStatus;
  store: { id: number; slug: string; name: string; logo: string };
  amount: number;
  coins_used: number;
  cash_amount: number;
  reward_rate: number;
  reward_coins: number;
  vip_reward_coins: number;
  invite_reward_coins: number;
  /** reward_coins + vip_reward_coins + invite_reward_coins */
  total_reward_coins: number;
  /** The last day (Taipei) the reward coins can be used; null without a reward. */
  reward_valid_until: string | null;
  refunded_at: string | null;
  reward_shortfall: number;
  created_at: string;
  /** The member's review of this payment once written (GET /v2/comment/{id}). */
  comment_id: number | null;
}

/** GET /v2/pay-log/{id}: the payment and the member's comments on it (at most one). */
export interface PayLogDetail extends PayLog {
  comments: CommentDetail[];
}

/**
 * A lot: coins received together, valid for 120 days. `remaining` is what is left of
 * `coin` after spending; `valid_until` is the last day (Taipei, YYYY-MM-DD) the coins can
 * be used and `expires_at` the instant they expire (00:00 Taipei the day after).
 */
export interface CoinLot {
  id: number;
  reason: LedgerReason;
  coin: number;
  remaining: number;
  received_on: string;
  valid_until: string;
  expires_at: string;
}

/**
 * POST /v2/member/coin: the balance (the sum of the lots' remaining coins), the lots that
 * still hold coins (first to expire first), the coins expiring next, and the member's pay
 * code — shown as a QR or barcode at the counter; the store's POS sends it with the payment.
 */
export interface CoinBalance {
  balance: number;
  pay_code: string;
  coin_user_id: string;
  lots: CoinLot[];
  next_expiry: { coin: number; valid_until: string } | null;
}

/** GET /v2/member/coin/history/{kind}: feedback (payment rewards), deduct (spent, expired, taken back), bonus (invite rewards), withdraw. */
export type CoinHistoryKind = 'feedback' | 'deduct' | 'bonus' | 'withdraw';

/** A withdrawal to a bank account (§3 Withdraw; §4 record status). */
export interface WithdrawalRecord {
  id: number;
  type: number;
  coin: number;
  fee_ntd: number;
  amount_ntd: number;
  status: 'pending' | 'success' | 'failed';
  bank: { bank_code: string; bank_name: string; account_last4: string };
  failure_reason: string | null;
  created_at: string;
  completed_at: string | null;
}

/**
 * One coin record (§3 Paged records): a ledger transaction as it changed the member's
 * wallet. `coin` is signed (+ received, − spent / expired / withdrawn / taken back);
 * `valid_until` is the last valid day of coins received; `withdrawal` is set on
 * withdrawal records with the transfer's current status.
 */
export interface CoinRecord {
  id: number;
  reason: LedgerReason;
  title: string;
  coin: number;
  store: { id: number; slug: string; name: string; logo: string } | null;
  pay_log_id: number | null;
  valid_until: string | null;
  withdrawal: WithdrawalRecord | null;
  created_at: string;
}

/** A bank (POST /v2/bank/list): the 3-digit code and the name. */
export interface Bank {
  code: string;
  name: string;
}

/** Whose account: the member's own coin withdrawals, or a dealer's bonus withdrawals (§3 member bank, dealer bank). */
export type BankAccountSource = 'member' | 'dealer';

/**
 * A bank account of the member (GET /v2/member/bank/list). The account number is shown
 * masked; `has_pending_withdrawal` accounts cannot be deleted until the transfer is done.
 */
export interface MemberBank {
  id: number;
  source: BankAccountSource;
  bank_code: string;
  bank_name: string;
  branch: string;
  account_name: string;
  account_number_masked: string;
  account_last4: string;
  /** The owner's call that reads the passbook photo (GET with the bearer token); never a public URL. */
  passbook_image: string;
  birthday: string;
  has_pending_withdrawal: boolean;
  created_at: string;
}

/** POST /v2/member/withdraw: the pending withdrawal and the balance left. */
export interface WithdrawResult {
  withdrawal: WithdrawalRecord;
  balance: number;
}

/**
 * The invitation page (/member/invitationCode): the member's own code, how many members it
 * brought (children) and they brought (grandchildren), and the inviter's code once set.
 */
export interface InvitationInfo {
  invite_code: string;
  children: number;
  grandchildren: number;
  introducer_code: string | null;
  /** False once an introducer is set (it can be set once). */
  can_set_introducer: boolean;
  reward_coins: number;
}

/**
 * A payment as the store's POS sees it (partner API). `replayed` is true when the
 * idempotency key had been used already and this is the first call's result.
 */
export interface PartnerPayment {
  id: number;
  status: PayLogStatus;
  member_name: string;
  amount: number;
  coins_used: number;
  cash_amount: number;
  reward_rate: number;
  reward_coins: number;
  vip_reward_coins: number;
  invite_reward_coins: number;
  reward_shortfall: number;
  idempotency_key: string;
  refunded_at: string | null;
  created_at: string;
  replayed: boolean;
}

/** A withdrawal as staff handle it (full bank details, to make the transfer). */
export interface StaffWithdrawal extends WithdrawalRecord {
  member: { id: number; name: string; phone: string };
  bank_account: { bank_code: string; bank_name: string; branch: string; account_name: string; account_number: string; passbook_image: string };
}
