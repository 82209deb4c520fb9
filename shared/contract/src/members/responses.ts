/** Replies of the member's own pages: record, comments, notifications, invitation, and their types. */
import * as yup from 'yup';
import { loginTypes } from '../auth/responses';
import { orderStatuses } from '../orders/responses';
import { flag, int, num, oneOf, optionalInt, optionalOneOf, optionalText, subScores, text, texts } from '../platform/response-fields';

export const memberRecord = yup.object({
  id: int(),
  coin_user_id: text(),
  name: text(),
  avatar: text(),
  phone: text(),
  email: optionalText(),
  gender: int(),
  birthday: optionalText(),
  address: optionalText(),
  summary: optionalText(),
  login_type: oneOf(loginTypes),
  /** 3 = VIP, above 3 = angel. */
  member_grade_id: int(),
  withdraw_status: int(),
  invite_code: text(),
  is_joy_dealer: flag(),
  /** Booking reminders by SMS as well as by notification (帳號設定 「以簡訊提醒訂位」; on by default). */
  sms_reminders: flag(),
});

/** §3 member record. */
export type MemberRecord = yup.InferType<typeof memberRecord>;

export const storeBrief = yup.object({ id: int(), slug: text(), name: text(), logo: text() });

export const commentDetail = yup.object({
  id: int(),
  order_id: optionalInt(),
  pay_log_id: optionalInt(),
  store: storeBrief,
  name: text(),
  phone: text(),
  title: text(),
  body: text(),
  score: num(),
  sub_scores: subScores,
  images: texts(),
  reply: optionalText(),
  reply_at: optionalText(),
  created_at: text(),
  updated_at: optionalText(),
});

/**
 * A comment as its author reads and edits it (GET /v2/comment/{id}): unmasked name and the
 * phone, the store's reply under it. `sub_scores`: food, service, ambience, value.
 */
export type CommentDetail = yup.InferType<typeof commentDetail>;

export const notificationTypes = ['order', 'store_pay', 'platform', 'member_withdraw', 'new_register', 'general'] as const;

/** §3 Notification type. */
export type NotificationType = (typeof notificationTypes)[number];

export const notificationData = yup.object({
  notification_title: text(),
  notification_body: text(),
  notification_image: optionalText(),
  store_logo: optionalText(),
  store_slug: optionalText(),
  order_id: optionalInt(),
  order_status: optionalOneOf(orderStatuses),
  notification_order_status: optionalOneOf(orderStatuses),
  order_reservation_date: optionalText(),
  order_reservation_time: optionalText(),
  order_adult_num: optionalInt(),
  order_child_num: optionalInt(),
  notification_pay_log_id: optionalInt(),
  notification_store_pay_status: optionalInt(),
  notification_platform_id: optionalInt(),
  notification_member_withdraw_status: optionalInt(),
  notification_action: optionalText(),
});

/**
 * §3 Notification data: every field is present, null when it does not apply to the type.
 * `notification_order_status` is the status the notification announced; `order_status` is
 * the order's status now (so the drawer offers keep only while it is still 1 or 2).
 * `notification_action` is the page the notification opens (e.g. /member/history/12).
 */
export type NotificationData = yup.InferType<typeof notificationData>;

export const notification = yup.object({
  id: int(),
  type: oneOf(notificationTypes),
  is_read: flag(),
  notifiaction_created_at: text(),
  data: notificationData,
});

/** One notification as listed and as published in real time (`notifiaction_created_at` spelled so, §3). */
export type Notification = yup.InferType<typeof notification>;

export const unreadCount = yup.object({ count: int() });

/** Unread notifications (also the reply of the mark-read calls: what is left unread). */
export type UnreadCount = yup.InferType<typeof unreadCount>;

export const invitationInfo = yup.object({
  invite_code: text(),
  children: int(),
  grandchildren: int(),
  introducer_code: optionalText(),
  /** False once an introducer is set (it can be set once). */
  can_set_introducer: flag(),
  /** The invite reward coins the member has received: as inviter (per friend's first payment) and as the invited friend. */
  reward_coins: int(),
});

/**
 * The invitation page (/member/invitationCode): the member's own code, how many members it
 * brought (children) and they brought (grandchildren), and the inviter's code once set.
 */
export type InvitationInfo = yup.InferType<typeof invitationInfo>;
