/**
 * Where a help path points. The help centre lives at /help and, for the native app's
 * webview, under any path containing the `app-help` segment (§2 Fallbacks) — there the
 * base is everything up to that segment, so links stay inside the app help and the shell
 * never redirects. Below the base: nothing (home), a category, an article id on its own
 * (`/app-help/b-1`), or category and article.
 */
import { findArticle, findCategory } from '../content/catalogue';
import type { HelpArticle, HelpCategory } from '../content/types';

export const APP_HELP_SEGMENT = 'app-help';
export const HELP_BASE = '/help';

export interface HelpLocation {
  base: string;
  inApp: boolean;
  rest: string[];
}

export type HelpView =
  | { kind: 'home' }
  | { kind: 'category'; category: HelpCategory }
  | { kind: 'article'; article: HelpArticle; category: HelpCategory }
  | { kind: 'not-found' };

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

export function locateHelp(pathname: string): HelpLocation | null {
  const segments = pathname.split('/').filter(Boolean).map(decode);
  const appAt = segments.indexOf(APP_HELP_SEGMENT);
  if (appAt >= 0) return { base: `/${segments.slice(0, appAt + 1).join('/')}`, inApp: true, rest: segments.slice(appAt + 1) };
  if (segments[0] === 'help') return { base: HELP_BASE, inApp: false, rest: segments.slice(1) };
  return null;
}

const articleView = (article: HelpArticle | undefined): HelpView => {
  const category = article && findCategory(article.category);
  return article && category ? { kind: 'article', article, category } : { kind: 'not-found' };
};

export function resolveHelpView(rest: readonly string[]): HelpView {
  if (rest.length === 0) return { kind: 'home' };
  if (rest.length === 1) {
    const category = findCategory(rest[0]);
    return category ? { kind: 'category', category } : articleView(findArticle(rest[0]));
  }
  if (rest.length === 2) {
    const article = findArticle(rest[1]);
    return article?.category === rest[0] ? articleView(article) : { kind: 'not-found' };
  }
  return { kind: 'not-found' };
}

/** Links written as /help/… in the articles follow the reader's base (/help or …/app-help). */
export function rebase(href: string, base: string): string {
  if (base === HELP_BASE) return href;
  if (href === HELP_BASE) return base;
  return href.startsWith(`${HELP_BASE}/`) ? `${base}${href.slice(HELP_BASE.length)}` : href;
}
