/** The members calls of the §7 catalogue: one part of `endpoints` (../catalogue.ts). */
import { avatarReply } from '../auth/responses';
import { endpoint } from '../platform/endpoint';
import { nothing, paged } from '../platform/response-fields';
import type { Paged } from '../platform/types';
import { commentUpdateBody, introducerBody, memberDeleteBody, memberUpdateBody, orderCommentBody, payCommentBody } from './requests';
import { commentDetail, invitationInfo, memberRecord, notification, unreadCount } from './responses';
import type { CommentDetail, InvitationInfo, MemberRecord, Notification, UnreadCount } from './types';

const e = endpoint;

export const memberEndpoints = {
  avatar: e<{ avatar: string }>()({ method: 'GET', path: '/v2/member/avatar', auth: 'required', response: avatarReply, summary: 'Member avatar' }),
  member: e<MemberRecord>()({ method: 'GET', path: '/v2/member', auth: 'required', response: memberRecord, summary: 'Member record' }),
  memberUpdate: e<MemberRecord>()({ method: 'POST', path: '/v2/member', auth: 'required', multipart: true, body: memberUpdateBody, response: memberRecord, summary: 'Update member (?_method=PUT, multipart)' }),
  memberDeleteCode: e<null>()({ method: 'POST', path: '/v2/member/delete/code', auth: 'required', response: nothing, summary: 'Send the account-deletion code by SMS to the member\'s own phone (limits as verify/send; 429 with Retry-After)' }),
  memberDelete: e<null>()({ method: 'DELETE', path: '/v2/member', auth: 'required', body: memberDeleteBody, response: nothing, summary: 'Delete the account (help c-8) with the password or the SMS code: 30-day protection, tokens revoked; a wrong proof deletes nothing (422)' }),
  memberCommentList: e<Paged<CommentDetail>>()({ method: 'GET', path: '/v2/member/comment/list', auth: 'required', response: paged(commentDetail), summary: 'My comments, newest first, 5 per page (?page=)' }),
  orderComment: e<CommentDetail>()({ method: 'POST', path: '/v2/order/comment', auth: 'required', multipart: true, body: orderCommentBody, response: commentDetail, summary: 'Comment on a completed order, once (multipart, images[])' }),
  payComment: e<CommentDetail>()({ method: 'POST', path: '/v2/pay/comment', auth: 'required', multipart: true, body: payCommentBody, response: commentDetail, summary: 'Comment on a payment (multipart, images[])' }),
  comment: e<CommentDetail>()({ method: 'GET', path: '/v2/comment/{id}', auth: 'required', response: commentDetail, summary: 'Comment detail (author only)' }),
  commentUpdate: e<CommentDetail>()({ method: 'POST', path: '/v2/comment/{id}', auth: 'required', multipart: true, body: commentUpdateBody, response: commentDetail, summary: 'Edit a comment (?_method=PUT)' }),
  introducerCreate: e<InvitationInfo>()({ method: 'POST', path: '/v2/member/introducer/create', auth: 'required', body: introducerBody, response: invitationInfo, summary: 'Set the inviter, once' }),
  invitationCode: e<InvitationInfo>()({ method: 'GET', path: '/v2/member/invitation-code', auth: 'required', response: invitationInfo, summary: 'Own invitation code with children and grandchildren counts' }),
  notifications: e<Paged<Notification>>()({ method: 'GET', path: '/v2/notification', auth: 'required', response: paged(notification), summary: 'Notifications, newest first (?page=&limit=5)' }),
  unreadCount: e<{ count: number }>()({ method: 'GET', path: '/v2/notification/unread-count', auth: 'required', response: unreadCount, summary: 'Unread notifications' }),
  notificationRead: e<UnreadCount>()({ method: 'PUT', path: '/v2/notification/{id}/read', auth: 'required', response: unreadCount, summary: 'Mark one notification read; replies the unread count left' }),
  notificationReadAll: e<UnreadCount>()({ method: 'PUT', path: '/v2/notification/read-all', auth: 'required', response: unreadCount, summary: 'Mark every notification read; replies the unread count left (0)' }),
} as const;
