/**
 * The route table: the only place that knows which remote owns which path (§2,
 * ARCHITECTURE.md). Patterns use `:param` for one segment and a trailing `*` for any rest.
 */
import type { RemoteName } from '@joy/mf-config/remotes';

export type Owner = RemoteName | 'shell';

export const dealerRoutes = [
  '/member/angelPlan',
  '/member/dealer',
  '/member/join-angel',
  '/member/organize',
  '/member/contract-request',
  '/member/point-withdrawal',
  '/member/recommend-withdrawal',
  '/member/withdrawal-record',
  '/member/recommend',
];

/** Paths containing this segment belong to the app's help pages and are never sent to the error page (§2 Fallbacks). */
export const APP_HELP_SEGMENT = 'app-help';

export const routeTable: ReadonlyArray<{ owner: Owner; patterns: string[] }> = [
  { owner: 'discovery', patterns: ['/', '/store', '/store/:id', '/search', '/leaderboard', '/article', '/article/:id'] },
  { owner: 'booking', patterns: ['/booking', '/booking-result/:id', '/reservation-success', '/leave-comment'] },
  // Dealer before member: the dealer paths are carved out of /member.
  { owner: 'dealer', patterns: dealerRoutes },
  {
    owner: 'member',
    patterns: [
      '/member',
      '/member/myaccount',
      '/member/history',
      '/member/history/payment-record',
      '/member/history/payment-record/:payLogId',
      '/member/history/:orderId',
      '/member/mycollections',
      '/member/rewards',
      '/member/news',
      '/member/news/:newsId',
      '/member/invitationCode',
      '/member/coupon',
      '/member/redeem',
      '/member/withdrawal',
      '/member/comments',
      '/member/settings',
      '/member/settings/avatar',
    ],
  },
  { owner: 'help', patterns: ['/help', '/help/*', '/partner', '/cooperation', '/contact', '/download'] },
  {
    owner: 'shell',
    patterns: [
      '/sign-up',
      '/quick-sign-up',
      '/request-password-reset',
      '/setting-password',
      '/social-signup',
      '/authorize',
      '/authorize/sign-up',
      '/authorize/setting-password',
      '/authorize/social-signup',
      '/authorize/request-password-reset',
      '/error',
    ],
  },
];

/** Paths that redirect: /booking-result without an id, with or without the trailing slash (§2). */
export const redirects: Record<string, string> = { '/booking-result': '/' };

export const ERROR_PATH = '/error';
