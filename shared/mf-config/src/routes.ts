/**
 * The route table: the only place that knows which remote owns which path (§2,
 * ARCHITECTURE.md). Patterns use `:param` for one segment and a trailing `*` for any rest.
 * The shell routes with it in the browser; the API's page server reads it too, to tell which
 * remote a page's HTML should fetch ahead.
 */
import type { RemoteName } from './remotes';

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
      '/member/no-shows',
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

// ---- matching ----------------------------------------------------------------------------

/** `/store/` and `/store` are the same route; the root stays `/`. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function matchPattern(pattern: string, pathname: string): boolean {
  const path = normalisePath(pathname);
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  }
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return false;
  return want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]));
}

export function isAppHelpPath(pathname: string): boolean {
  return pathname.split('/').includes(APP_HELP_SEGMENT);
}

/** Who renders this path; the app help segment belongs to the help remote. */
export function ownerOf(pathname: string): Owner | null {
  if (isAppHelpPath(pathname)) return 'help';
  for (const { owner, patterns } of routeTable) {
    if (patterns.some((p) => matchPattern(p, pathname))) return owner;
  }
  return null;
}

export type Resolution = { kind: 'render'; owner: Owner } | { kind: 'redirect'; to: string };

/** What the shell does with a path: render its owner, or redirect (known redirect or the error page). */
export function resolve(pathname: string): Resolution {
  const target = redirects[normalisePath(pathname)];
  if (target) return { kind: 'redirect', to: target };
  const owner = ownerOf(pathname);
  if (owner) return { kind: 'render', owner };
  return { kind: 'redirect', to: ERROR_PATH };
}

/** The pages whose first view the API's page server prepares (infra/api/src/lib/page-boot.ts). */
export const firstViewPages = { home: '/', storeList: '/store', store: '/store/:id', article: '/article/:id' } as const;

/** The `:param` values of a path matching `pattern` (a trailing slash allowed); null when it does not match. */
export function paramsOf(pattern: string, pathname: string): Record<string, string> | null {
  if (!matchPattern(pattern, pathname)) return null;
  const got = normalisePath(pathname).split('/');
  const params: Record<string, string> = {};
  pattern.split('/').forEach((segment, i) => {
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(got[i]);
  });
  return params;
}
