/** The member: record, notifications, own comments and invitation. */
import type { LoginType } from '../auth/types';
import type { OrderStatus } from '../orders/types';

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
