import { APP_HELP_SEGMENT, ERROR_PATH, redirects, routeTable, type Owner } from './route-table';

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
