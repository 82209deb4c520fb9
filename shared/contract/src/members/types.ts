/**
 * The member: record, notifications, own comments and invitation. Each is the type of its
 * response schema (responses.ts), re-exported here.
 */
export type { CommentDetail, InvitationInfo, MemberRecord, Notification, NotificationData, NotificationType, UnreadCount } from './responses';
