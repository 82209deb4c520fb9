/** Replies of the member's own pages: record, comments, notifications, invitation. */
import * as yup from 'yup';
import { loginTypes } from '../auth/responses';
import { orderStatuses } from '../orders/responses';
import { flag, int, num, oneOf, optionalInt, optionalOneOf, optionalText, subScores, text, texts } from '../platform/response-fields';
import type { CommentDetail, InvitationInfo, MemberRecord, Notification, NotificationData, NotificationType, UnreadCount } from './types';

export const memberRecord: yup.ObjectSchema<MemberRecord> = yup.object({
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
  member_grade_id: int(),
  withdraw_status: int(),
  invite_code: text(),
  is_joy_dealer: flag(),
});

export const storeBrief = yup.object({ id: int(), slug: text(), name: text(), logo: text() });

export const commentDetail: yup.ObjectSchema<CommentDetail> = yup.object({
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

export const notificationTypes: readonly NotificationType[] = ['order', 'store_pay', 'platform', 'member_withdraw', 'new_register', 'general'];

export const notificationData: yup.ObjectSchema<NotificationData> = yup.object({
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

export const notification: yup.ObjectSchema<Notification> = yup.object({
  id: int(),
  type: oneOf(notificationTypes),
  is_read: flag(),
  notifiaction_created_at: text(),
  data: notificationData,
});

export const unreadCount: yup.ObjectSchema<UnreadCount> = yup.object({ count: int() });

export const invitationInfo: yup.ObjectSchema<InvitationInfo> = yup.object({
  invite_code: text(),
  children: int(),
  grandchildren: int(),
  introducer_code: optionalText(),
  can_set_introducer: flag(),
  reward_coins: int(),
});
