/**
 * The catalogue of every §7 call. The client calls by key and the API registers its
 * routes by key, so a path or payload exists exactly once. Paths §7 leaves open are
 * chosen here (logout, avatar, activate plan).
 */
import { endpoint } from './platform/endpoint';
import * as r from './responses';
import * as s from './schemas';
import type * as t from './types';
import * as d from './dealer';
import type { StaffOutboxMessage } from './platform/outbox';
import { realtimeAuthBody, type RealtimeAuthReply, type RealtimeConfigReply } from './realtime';

const e = endpoint;

export const endpoints = {
  // Auth (two families: oauth registers from_source 5, auth from_source 2)
  oauthLogin: e<t.LoginResult>()({ method: 'POST', path: '/v2/oauth/login', body: s.passwordLoginBody, response: r.loginResult, summary: 'Phone + password login' }),
  authLogin: e<t.LoginResult>()({ method: 'POST', path: '/v2/auth/login', body: s.passwordLoginBody, response: r.loginResult, summary: 'Phone + password login (auth family)' }),
  oauthVerifySend: e()({ method: 'POST', path: '/v2/oauth/verify/send', body: s.phoneBody, response: r.nothing, summary: 'Send a verification code' }),
  authVerifySend: e()({ method: 'POST', path: '/v2/auth/verify/send', body: s.phoneBody, response: r.nothing, summary: 'Send a verification code (auth family)' }),
  oauthVerify: e<t.VerifyResult>()({ method: 'POST', path: '/v2/oauth/verify', body: s.verifyBody, response: r.verifyResult, summary: 'Check a verification code' }),
  authVerify: e<t.VerifyResult>()({ method: 'POST', path: '/v2/auth/verify', body: s.verifyBody, response: r.verifyResult, summary: 'Check a verification code (auth family)' }),
  oauthPassword: e<t.LoginResult>()({ method: 'PUT', path: '/v2/oauth/password/{phone}', body: s.resetPasswordBody, response: r.loginResult, summary: 'Reset password with a code' }),
  authPassword: e<t.LoginResult>()({ method: 'PUT', path: '/v2/auth/password/{phone}', body: s.resetPasswordBody, response: r.loginResult, summary: 'Reset password with a code (auth family)' }),
  oauthRegister: e<t.LoginResult>()({ method: 'POST', path: '/v2/oauth/register', body: s.registerBody, response: r.loginResult, summary: 'Register' }),
  authRegister: e<t.LoginResult>()({ method: 'POST', path: '/v2/auth/register', body: s.registerBody, response: r.loginResult, summary: 'Register (auth family)' }),
  oauthRegisterProvider: e<t.LoginResult>()({ method: 'POST', path: '/v2/oauth/register/{provider}', body: s.socialRegisterBody, response: r.loginResult, summary: 'Register with a social account' }),
  loginGoogle: e<t.LoginResult>()({ method: 'POST', path: '/v2/oauth/login/google', body: s.socialLoginBody('google_id'), response: r.loginResult, summary: 'Google login' }),
  loginFacebook: e<t.LoginResult>()({ method: 'POST', path: '/v2/oauth/login/facebook', body: s.socialLoginBody('facebook_id'), response: r.loginResult, summary: 'Facebook login' }),
  loginApple: e<t.LoginResult>()({ method: 'POST', path: '/v2/oauth/login/apple', body: s.socialLoginBody('apple_id'), response: r.loginResult, summary: 'Apple login' }),
  socialConfig: e<t.SocialConfigReply>()({ method: 'GET', path: '/v2/oauth/social-config', response: r.socialConfig, summary: 'Social login mode and client ids' }),
  logout: e()({ method: 'POST', path: '/v2/oauth/logout', auth: 'required', response: r.nothing, summary: 'Log out (revokes the token)' }),
  authRefresh: e<t.LoginResult>()({ method: 'POST', path: '/v2/auth/refresh', auth: 'required', response: r.loginResult, summary: 'Renew a kept (「保持登入」) login: a new 7-day token; the old one ends a minute later' }),
  avatar: e<{ avatar: string }>()({ method: 'GET', path: '/v2/member/avatar', auth: 'required', response: r.avatarReply, summary: 'Member avatar' }),

  // Articles and content
  articleHot: e<t.Paged<t.ArticleSummary>>()({ method: 'GET', path: '/v2/article/hot', response: r.paged(r.articleSummary), summary: 'Hot articles (limit, page)' }),
  articleNew: e<t.Paged<t.ArticleSummary>>()({ method: 'GET', path: '/v2/article/new', response: r.paged(r.articleSummary), summary: 'New articles (limit, page)' }),
  article: e<t.ArticleDetail>()({ method: 'GET', path: '/v2/article/{id}', auth: 'optional', response: r.articleDetail, summary: 'Article detail' }),
  articleIsLike: e<{ total: number; member_is_like: boolean }>()({ method: 'POST', path: '/v2/article/is-like', auth: 'required', body: s.articleLikeBody, response: r.articleLike, summary: 'Like or unlike an article' }),
  carousel: e<t.CarouselItem[]>()({ method: 'GET', path: '/v2/carousel', response: r.list(r.carouselItem), summary: 'Home carousel' }),
  webUserResponse: e<{ id: number }>()({ method: 'POST', path: '/v2/web-user-response', body: s.contactBody, response: r.createdId, summary: 'Contact form' }),
  cooperation: e<{ id: number }>()({ method: 'POST', path: '/v2/cooperation', body: s.cooperationBody, response: r.createdId, summary: 'Business cooperation form' }),

  // Map and store
  mapSearch: e<t.Paged<t.StoreSummary>>()({ method: 'POST', path: '/v2/map/search', body: s.storeFilterBody, response: r.paged(r.storeSummary), summary: 'Store search (?page=)' }),
  mapSearchParams: e<t.SearchParams>()({ method: 'GET', path: '/v2/map/search/params', response: r.searchParams, summary: 'Cities, tags and food types for the filter' }),
  mapToCity: e<{ city_id: number | null }>()({ method: 'POST', path: '/v2/map/to/city', body: s.latLngBody, response: r.cityOfPosition, summary: 'City of a position' }),
  ranking: e<t.Ranking>()({ method: 'GET', path: '/v2/ranking', response: r.ranking, summary: 'Hot and new stores' }),
  store: e<t.StoreDetail>()({ method: 'GET', path: '/v2/store/{id}', auth: 'optional', response: r.storeDetail, summary: 'Store detail' }),
  storeComments: e<t.Paged<t.StoreComment>>()({ method: 'POST', path: '/v2/store/{id}/comment', response: r.paged(r.storeComment), summary: 'Store comments (?page=&limit=5)' }),
  canOrderDate: e<Record<string, string[]>>()({ method: 'GET', path: '/v2/store/can-order-date/{id}', response: r.orderDates, summary: 'Bookable dates → times' }),
  canOrderTimes: e<t.TimeSlot[]>()({ method: 'GET', path: '/v2/store/{id}/can-order-times/{date}/{num}', response: r.list(r.timeSlot), summary: 'Slots for a party size' }),
  collectionToggle: e<{ is_collection: boolean }>()({ method: 'POST', path: '/v2/member/collection', auth: 'required', body: s.storeIdBody, response: r.collectionToggle, summary: 'Toggle a favourite store' }),

  // Orders
  orderCreate: e<t.OrderCreated>()({ method: 'POST', path: '/v2/order', auth: 'optional', body: s.orderBody, response: r.orderCreated, summary: 'Book a table (member or guest)' }),
  order: e<t.OrderDetail>()({ method: 'GET', path: '/v2/order/{id}', auth: 'optional', response: r.orderDetail, summary: 'Order detail' }),
  orderResult: e<t.OrderResult>()({ method: 'GET', path: '/v2/order/result/{publicId}', response: r.orderResult, summary: 'Booking result by the unguessable public id (no token)' }),
  orderUpdate: e<t.OrderDetail>()({ method: 'PUT', path: '/v2/order', auth: 'required', body: s.orderUpdateBody, response: r.orderDetail, summary: 'Keep or cancel an order' }),
  payLog: e<t.PayLogDetail>()({ method: 'GET', path: '/v2/pay-log/{id}', auth: 'required', response: r.payLogDetail, summary: 'Payment detail with its comments (owner only)' }),
  orderHistory: e<t.Paged<t.OrderDetail>>()({ method: 'POST', path: '/v2/order-history', auth: 'required', response: r.paged(r.orderDetail), summary: 'Order history, newest first, 5 per page (?page=)' }),
  payLogList: e<t.Paged<t.PayLog>>()({ method: 'POST', path: '/v2/pay-log', auth: 'required', response: r.paged(r.payLog), summary: 'Payment records, newest first, 5 per page (?page=)' }),

  // Member
  member: e<t.MemberRecord>()({ method: 'GET', path: '/v2/member', auth: 'required', response: r.memberRecord, summary: 'Member record' }),
  memberUpdate: e<t.MemberRecord>()({ method: 'POST', path: '/v2/member', auth: 'required', multipart: true, body: s.memberUpdateBody, response: r.memberRecord, summary: 'Update member (?_method=PUT, multipart)' }),
  memberDelete: e<null>()({ method: 'DELETE', path: '/v2/member', auth: 'required', response: r.nothing, summary: 'Delete the account (help c-8): 30-day protection, tokens revoked' }),
  memberCoin: e<t.CoinBalance>()({ method: 'POST', path: '/v2/member/coin', auth: 'required', response: r.coinBalance, summary: 'Coin balance, lots with their expiry and the pay code' }),
  coinHistory: e<t.Paged<t.CoinRecord>>()({ method: 'GET', path: '/v2/member/coin/history/{kind}', auth: 'required', response: r.paged(r.coinRecord), summary: 'Coin records: feedback|deduct|bonus|withdraw, newest first, 10 per page (?page=)' }),
  collectionList: e<t.Paged<t.StoreSummary>>()({ method: 'POST', path: '/v2/member/collection/list', auth: 'required', response: r.paged(r.storeSummary), summary: 'Favourite stores (?page=)' }),
  memberCommentList: e<t.Paged<t.CommentDetail>>()({ method: 'GET', path: '/v2/member/comment/list', auth: 'required', response: r.paged(r.commentDetail), summary: 'My comments, newest first, 5 per page (?page=)' }),
  orderComment: e<t.CommentDetail>()({ method: 'POST', path: '/v2/order/comment', auth: 'required', multipart: true, body: s.orderCommentBody, response: r.commentDetail, summary: 'Comment on a completed order, once (multipart, images[])' }),
  payComment: e<t.CommentDetail>()({ method: 'POST', path: '/v2/pay/comment', auth: 'required', multipart: true, body: s.payCommentBody, response: r.commentDetail, summary: 'Comment on a payment (multipart, images[])' }),
  comment: e<t.CommentDetail>()({ method: 'GET', path: '/v2/comment/{id}', auth: 'required', response: r.commentDetail, summary: 'Comment detail (author only)' }),
  commentUpdate: e<t.CommentDetail>()({ method: 'POST', path: '/v2/comment/{id}', auth: 'required', multipart: true, body: s.commentUpdateBody, response: r.commentDetail, summary: 'Edit a comment (?_method=PUT)' }),
  bankList: e<t.Bank[]>()({ method: 'POST', path: '/v2/bank/list', auth: 'required', body: s.bankListBody, response: r.list(r.bank), summary: 'All banks by code (optional keyword)' }),
  memberBankList: e<t.MemberBank[]>()({ method: 'GET', path: '/v2/member/bank/list', auth: 'required', response: r.list(r.memberBank), summary: 'Member bank accounts (?source=member|dealer, default member)' }),
  memberBankDelete: e<null>()({ method: 'DELETE', path: '/v2/member/bank/{id}', auth: 'required', response: r.nothing, summary: 'Delete a bank account (refused while a withdrawal to it is pending)' }),
  memberBankPassbook: e<null>()({ method: 'GET', path: '/v2/member/bank/{id}/passbook', auth: 'required', raw: true, summary: 'The passbook photo of the member\'s own bank account (image/webp; never a public URL)' }),
  memberBankCreate: e<t.MemberBank>()({ method: 'POST', path: '/v2/member/bank/create', auth: 'required', multipart: true, body: s.memberBankCreateBody, response: r.memberBank, summary: 'Add a bank account (multipart, passbook photo in `passbook`)' }),
  memberWithdraw: e<t.WithdrawResult>()({ method: 'POST', path: '/v2/member/withdraw', auth: 'required', body: s.withdrawBody, response: r.withdrawResult, summary: 'Withdraw coins to a bank account (pending until paid out)' }),
  introducerCreate: e<t.InvitationInfo>()({ method: 'POST', path: '/v2/member/introducer/create', auth: 'required', body: s.introducerBody, response: r.invitationInfo, summary: 'Set the inviter, once' }),
  invitationCode: e<t.InvitationInfo>()({ method: 'GET', path: '/v2/member/invitation-code', auth: 'required', response: r.invitationInfo, summary: 'Own invitation code with children and grandchildren counts' }),
  chargePlan: e<d.DealerData>()({ method: 'POST', path: '/v2/member/charge-plan', auth: 'required', body: d.chargePlanBody, response: r.dealerData, summary: 'Join the angel programme (VIP members): plan and where the kit goes' }),
  newsCheck: e<{ has_unread: boolean }>()({ method: 'POST', path: '/v2/news/check', auth: 'required', body: s.newsCheckBody, response: r.newsCheck, summary: 'Check news' }),
  newsList: e<t.Paged<t.NewsItem>>()({ method: 'POST', path: '/v2/news/list', response: r.paged(r.newsItem), summary: 'News (?page=)' }),
  news: e<t.NewsItem>()({ method: 'GET', path: '/v2/news/{id}', response: r.newsItem, summary: 'News detail' }),
  notifications: e<t.Paged<t.Notification>>()({ method: 'GET', path: '/v2/notification', auth: 'required', response: r.paged(r.notification), summary: 'Notifications, newest first (?page=&limit=5)' }),
  unreadCount: e<{ count: number }>()({ method: 'GET', path: '/v2/notification/unread-count', auth: 'required', response: r.unreadCount, summary: 'Unread notifications' }),
  notificationRead: e<t.UnreadCount>()({ method: 'PUT', path: '/v2/notification/{id}/read', auth: 'required', response: r.unreadCount, summary: 'Mark one notification read; replies the unread count left' }),
  notificationReadAll: e<t.UnreadCount>()({ method: 'PUT', path: '/v2/notification/read-all', auth: 'required', response: r.unreadCount, summary: 'Mark every notification read; replies the unread count left (0)' }),
  realtimeConfig: e<RealtimeConfigReply>()({ method: 'GET', path: '/v2/realtime/config', response: r.realtimeConfig, summary: 'Real-time connection settings for pusher-js (key, host, auth endpoint)' }),
  realtimeAuth: e<RealtimeAuthReply>()({ method: 'POST', path: '/v2/realtime/auth', auth: 'required', raw: true, body: realtimeAuthBody, response: r.realtimeAuth, summary: 'Signature for the own private-member-{id} channel (form-encoded socket_id, channel_name; reply {auth}, not enveloped)' }),

  // Dealer
  dealerOrganize: e<d.OrganizeReply>()({ method: 'GET', path: '/memberDealer/invite-children/organize', auth: 'required', response: r.organizeReply, summary: 'Downline counts by level and the first three levels as a tree (dealers)' }),
  dealerInviteChildren: e<t.Paged<d.InviteChild>>()({ method: 'GET', path: '/v2/memberDealer/invite-children/list', auth: 'required', response: r.paged(r.inviteChild), summary: 'Downline of one level, newest first (?page=&level=1..7; dealers)' }),
  memberDealer: e<d.DealerData>()({ method: 'GET', path: '/v2/memberDealer', auth: 'required', response: r.dealerData, summary: 'Plan and dealer data (any member; dealer figures for joy dealers)' }),
  shareDividendRecord: e<t.Paged<d.DividendRecord>>()({ method: 'GET', path: '/v2/memberDealer/share-dividend/record', auth: 'required', response: r.paged(r.dividendRecord), summary: 'Angel bonus by month and level (?page=; dealers)' }),
  dealerWithdrawRecord: e<t.Paged<d.DealerWithdrawRecord>>()({ method: 'GET', path: '/v2/memberDealer/withdraw/record', auth: 'required', response: r.paged(r.dealerWithdrawRecord), summary: 'Angel bonus withdrawals (?page=; dealers)' }),
  shareProfitRecord: e<t.Paged<d.ShareProfitRecord>>()({ method: 'GET', path: '/v2/memberDealer/recommendStore/share-profit/record', auth: 'required', response: r.paged(r.shareProfitRecord), summary: 'Store referral profit by month (?page=; dealers)' }),
  bonusWithdrawRecord: e<t.Paged<d.DealerWithdrawRecord>>()({ method: 'GET', path: '/v2/memberDealer/recommendStore/bonus-withdraw/record', auth: 'required', response: r.paged(r.dealerWithdrawRecord), summary: 'Store referral profit withdrawals (?page=; dealers)' }),
  recommendStoreRecord: e<t.Paged<d.RecommendStoreRecord>>()({ method: 'GET', path: '/v2/memberDealer/recommendStore/record', auth: 'required', response: r.paged(r.recommendStoreRecord), summary: 'Referred stores (?page=; dealers)' }),
  couponGiveRecord: e<t.Paged<d.CouponGiveRecord>>()({ method: 'GET', path: '/v2/memberDealer/coupon/give/record', auth: 'required', response: r.paged(r.couponGiveRecord), summary: 'VIP gift coupons given, newest first (?page=; dealers)' }),
  couponTransactionRecord: e<t.Paged<d.CouponTransactionRecord>>()({ method: 'GET', path: '/v2/memberDealer/coupon/transaction/record', auth: 'required', response: r.paged(r.couponTransactionRecord), summary: 'Every gift coupon movement: granted, given, activated, expired (?page=; dealers)' }),
  couponGive: e<d.CouponGiveResult>()({ method: 'POST', path: '/v2/memberDealer/coupon/give', auth: 'required', body: d.couponGiveBody, response: r.couponGiveResult, summary: 'Give a VIP gift coupon to a phone: a single-use activation token by SMS (dealers; within the yearly allowance)' }),
  recommendStoreCreate: e<d.RecommendStoreRecord>()({ method: 'POST', path: '/v2/memberDealer/recommendStore/create', auth: 'required', body: d.recommendStoreBody, response: r.recommendStoreRecord, summary: 'Refer a store (one referrer per store; dealers)' }),
  shareDividendWithdraw: e<d.DealerWithdrawResult>()({ method: 'POST', path: '/v2/memberDealer/share-dividend/withdraw', auth: 'required', body: d.dividendWithdrawBody, response: r.dealerWithdrawResult, summary: 'Withdraw angel bonus NT$ to a dealer bank account (dealers)' }),
  shareProfitWithdraw: e<d.DealerWithdrawResult>()({ method: 'POST', path: '/v2/memberDealer/recommendStore/share-profit/withdraw', auth: 'required', body: d.profitWithdrawBody, response: r.dealerWithdrawResult, summary: 'Withdraw store referral profit NT$ to a dealer bank account (dealers)' }),
  activatePlan: e<d.SubscriptionResult>()({ method: 'POST', path: '/v2/subscription/activate-plan', auth: 'required', body: s.activatePlanBody, response: r.subscriptionResult, summary: 'Activate a gifted VIP plan with the coupon id and token from the SMS: 30 days, no card, no renewal (the member with that phone)' }),

  // Subscription (pay, cancel and update are not unwrapped)
  dealerPrograms: e<t.DealerProgram[]>()({ method: 'GET', path: '/v2/subscription/dealer-program', response: r.list(r.dealerProgram), summary: 'Dealer programs (id 1 monthly, otherwise yearly)' }),
  paymentGateway: e<d.PaymentGatewayInfo>()({ method: 'GET', path: '/v2/subscription/gateway', response: r.paymentGateway, summary: 'Which card gateway the card form talks to (sandbox, or TapPay with its SDK settings)' }),
  sandboxPrime: e<{ prime: string }>()({ method: 'POST', path: '/v2/subscription/sandbox/prime', body: d.sandboxPrimeBody, response: r.sandboxPrime, summary: 'Sandbox gateway only: a one-time prime for a test card (the real gateway SDK does this in the browser)' }),
  creditCards: e<d.CreditCard[]>()({ method: 'GET', path: '/v2/subscription/credit-card', auth: 'required', response: r.list(r.creditCard), summary: 'Kept cards (first six, last four, icon, default)' }),
  creditCardUpdate: e<d.CreditCard[]>()({ method: 'PUT', path: '/v2/subscription/credit-card/{id}', auth: 'required', response: r.list(r.creditCard), summary: 'Set the default card (renewals charge it)' }),
  subscriptionCancel: e<d.SubscriptionResult>()({ method: 'PUT', path: '/v2/subscription/cancel', auth: 'required', raw: true, response: r.subscriptionResult, summary: 'Stop renewing VIP (at least 72 h before the plan ends; no refunds)' }),
  subscriptionPay: e<d.SubscriptionResult>()({ method: 'POST', path: '/v2/subscription/pay', auth: 'required', raw: true, body: d.subscriptionPayBody, response: r.subscriptionResult, summary: 'Subscribe to VIP: charged now, then 48 h before each renewal' }),
  dealerProgramUpdate: e<d.SubscriptionResult>()({ method: 'PUT', path: '/v2/subscription/dealer-program/update', auth: 'required', raw: true, body: d.dealerProgramUpdateBody, response: r.subscriptionResult, summary: 'Change plan from the next renewal' }),

  // Platform
  captcha: e<t.CaptchaChallenge>()({ method: 'GET', path: '/v2/captcha', response: r.captchaChallenge, summary: 'Captcha challenge for the public forms and sign-up' }),
  staffContactMessages: e<t.Paged<Record<string, unknown>>>()({ method: 'GET', path: '/v2/staff/contact-messages', auth: 'required', response: r.paged(r.staffContactMessage), summary: 'Contact messages for staff (staff token; ?page=)' }),
  staffWithdrawals: e<t.Paged<t.StaffWithdrawal>>()({ method: 'GET', path: '/v2/staff/withdrawals', auth: 'required', response: r.paged(r.staffWithdrawal), summary: 'Withdrawals for staff, oldest first (staff token; ?status=pending|success|failed&page=)' }),
  staffWithdrawalComplete: e<t.StaffWithdrawal>()({ method: 'POST', path: '/v2/staff/withdrawals/{id}/complete', auth: 'required', response: r.staffWithdrawal, summary: 'The transfer was made: pending → success (staff token)' }),
  staffWithdrawalFail: e<t.StaffWithdrawal>()({ method: 'POST', path: '/v2/staff/withdrawals/{id}/fail', auth: 'required', body: s.staffWithdrawalFailBody, response: r.staffWithdrawal, summary: 'The transfer failed: pending → failed, coins back (staff token)' }),
  staffWithdrawalPassbook: e<null>()({ method: 'GET', path: '/v2/staff/withdrawals/{id}/passbook', auth: 'required', raw: true, summary: 'The passbook photo of the account a withdrawal is paid to (image/webp; staff token)' }),
  staffDealerWithdrawals: e<t.Paged<d.StaffDealerWithdrawal>>()({ method: 'GET', path: '/v2/staff/dealer-withdrawals', auth: 'required', response: r.paged(r.staffDealerWithdrawal), summary: 'Dealer bonus and profit withdrawals for staff, oldest first (staff token; ?status=pending|success|failed&page=)' }),
  staffDealerWithdrawalComplete: e<d.StaffDealerWithdrawal>()({ method: 'POST', path: '/v2/staff/dealer-withdrawals/{id}/complete', auth: 'required', response: r.staffDealerWithdrawal, summary: 'The transfer was made: pending → success (staff token)' }),
  staffDealerWithdrawalFail: e<d.StaffDealerWithdrawal>()({ method: 'POST', path: '/v2/staff/dealer-withdrawals/{id}/fail', auth: 'required', response: r.staffDealerWithdrawal, summary: 'The transfer failed: pending → failed, the amount back in the balance (staff token)' }),
  staffCooperationRequests: e<t.Paged<Record<string, unknown>>>()({ method: 'GET', path: '/v2/staff/cooperation-requests', auth: 'required', response: r.paged(r.staffCooperationRequest), summary: 'Cooperation requests for staff (staff token; ?page=)' }),
  staffOutbox: e<t.Paged<StaffOutboxMessage>>()({ method: 'GET', path: '/v2/staff/outbox', auth: 'required', response: r.paged(r.staffOutboxMessage), summary: 'Outbox messages for staff, newest first (staff token; ?status=dead|pending|sent&page=); dead ones carry the reason' }),
  staffOutboxRetry: e<StaffOutboxMessage>()({ method: 'POST', path: '/v2/staff/outbox/{id}/retry', auth: 'required', response: r.staffOutboxMessage, summary: 'Send a dead message again: dead → pending, attempts from zero (staff token)' }),
  health: e<t.HealthReport>()({ method: 'GET', path: '/health', response: r.healthReport, summary: 'Health' }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;
