/** The members calls of the §7 catalogue: one part of `endpoints` (../catalogue.ts). */
import { endpoint } from '../platform/endpoint';
import type { Paged } from '../platform/types';
import type { commentUpdateBody, introducerBody, memberDeleteBody, memberUpdateBody, orderCommentBody, payCommentBody } from './requests';
import type { CommentDetail, InvitationInfo, MemberRecord, Notification, UnreadCount } from './types';

const e = endpoint;

export const memberEndpoints = {
  avatar: e<{ avatar: string }>()({ method: 'GET', path: '/v2/member/avatar', auth: 'required' }),
  member: e<MemberRecord>()({ method: 'GET', path: '/v2/member', auth: 'required' }),
  memberUpdate: e<MemberRecord, typeof memberUpdateBody>()({ method: 'POST', path: '/v2/member', auth: 'required', multipart: true }),
  memberDeleteCode: e<null>()({ method: 'POST', path: '/v2/member/delete/code', auth: 'required' }),
  memberDelete: e<null, typeof memberDeleteBody>()({ method: 'DELETE', path: '/v2/member', auth: 'required' }),
  memberCommentList: e<Paged<CommentDetail>>()({ method: 'GET', path: '/v2/member/comment/list', auth: 'required' }),
  orderComment: e<CommentDetail, typeof orderCommentBody>()({ method: 'POST', path: '/v2/order/comment', auth: 'required', multipart: true }),
  payComment: e<CommentDetail, typeof payCommentBody>()({ method: 'POST', path: '/v2/pay/comment', auth: 'required', multipart: true }),
  comment: e<CommentDetail>()({ method: 'GET', path: '/v2/comment/{id}', auth: 'required' }),
  commentUpdate: e<CommentDetail, typeof commentUpdateBody>()({ method: 'POST', path: '/v2/comment/{id}', auth: 'required', multipart: true }),
  introducerCreate: e<InvitationInfo, typeof introducerBody>()({ method: 'POST', path: '/v2/member/introducer/create', auth: 'required' }),
  invitationCode: e<InvitationInfo>()({ method: 'GET', path: '/v2/member/invitation-code', auth: 'required' }),
  notifications: e<Paged<Notification>>()({ method: 'GET', path: '/v2/notification', auth: 'required' }),
  unreadCount: e<{ count: number }>()({ method: 'GET', path: '/v2/notification/unread-count', auth: 'required' }),
  notificationRead: e<UnreadCount>()({ method: 'PUT', path: '/v2/notification/{id}/read', auth: 'required' }),
  notificationReadAll: e<UnreadCount>()({ method: 'PUT', path: '/v2/notification/read-all', auth: 'required' }),
} as const;
