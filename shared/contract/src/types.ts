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
