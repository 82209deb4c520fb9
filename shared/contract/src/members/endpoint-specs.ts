/** What the API validates and documents of memberEndpoints (./endpoints.ts): each call's summary, body and reply schemas. */
import { specs } from '../platform/endpoint';
import { avatarReply } from '../auth/responses';
import { nothing, paged } from '../platform/response-fields';
import { commentUpdateBody, introducerBody, memberDeleteBody, memberUpdateBody, orderCommentBody, payCommentBody } from './requests';
import { commentDetail, invitationInfo, memberRecord, notification, unreadCount } from './responses';
import { memberEndpoints } from './endpoints';

export const memberEndpointSpecs = specs(memberEndpoints, {
  avatar: { summary: 'Member avatar', response: avatarReply },
  member: { summary: 'Member record', response: memberRecord },
  memberUpdate: { summary: 'Update member (?_method=PUT, multipart)', body: memberUpdateBody, response: memberRecord },
  memberDeleteCode: { summary: 'Send the account-deletion code by SMS to the member\'s own phone (limits as verify/send; 429 with Retry-After)', response: nothing },
  memberDelete: {
    summary: 'Delete the account (help c-8) with the password or the SMS code: 30-day protection, tokens revoked; a wrong proof deletes nothing (422)',
    body: memberDeleteBody,
    response: nothing,
  },
  memberCommentList: { summary: 'My comments, newest first, 5 per page (?page=)', response: paged(commentDetail) },
  orderComment: { summary: 'Comment on a completed order, once (multipart, images[])', body: orderCommentBody, response: commentDetail },
  payComment: { summary: 'Comment on a payment (multipart, images[])', body: payCommentBody, response: commentDetail },
  comment: { summary: 'Comment detail (author only)', response: commentDetail },
  commentUpdate: { summary: 'Edit a comment (?_method=PUT)', body: commentUpdateBody, response: commentDetail },
  introducerCreate: { summary: 'Set the inviter, once', body: introducerBody, response: invitationInfo },
  invitationCode: { summary: 'Own invitation code with children and grandchildren counts', response: invitationInfo },
  notifications: { summary: 'Notifications, newest first (?page=&limit=5)', response: paged(notification) },
  unreadCount: { summary: 'Unread notifications', response: unreadCount },
  notificationRead: { summary: 'Mark one notification read; replies the unread count left', response: unreadCount },
  notificationReadAll: { summary: 'Mark every notification read; replies the unread count left (0)', response: unreadCount },
});
