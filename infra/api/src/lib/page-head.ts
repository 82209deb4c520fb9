/**
 * Store and article pages get their own title, description and Open Graph tags in the HTML
 * the server sends, so links shared to LINE or Facebook preview the right store (the shell
 * renders everything else in the browser). All values are HTML-escaped.
 */
import { eq } from 'drizzle-orm';
import { articlePageTitle, storePageTitle } from '@joy/contract';
import type { Database } from '../db/client';
import * as t from '../db/schema';

export interface PageHead {
  title: string;
  description: string;
  image: string;
}

const SITE = '樂享';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

const clip = (text: string, max = 120) => (Array.from(text).length > max ? `${Array.from(text).slice(0, max).join('')}…` : text);

export async function pageHeadFor(db: Database, pathname: string): Promise<PageHead | null> {
  const store = /^\/store\/(\d{1,9})\/?$/.exec(pathname);
  if (store) {
    const [row] = await db.select({ name: t.stores.name, description: t.stores.description, photo: t.stores.photo }).from(t.stores).where(eq(t.stores.id, Number(store[1]))).limit(1);
    return row ? { title: storePageTitle(row.name), description: clip(row.description || `${row.name}：24 小時線上訂位，付款享樂幣回饋。`), image: row.photo } : null;
  }
  const article = /^\/article\/(\d{1,9})\/?$/.exec(pathname);
  if (article) {
    const [row] = await db.select({ title: t.articles.title, summary: t.articles.summary, image: t.articles.image }).from(t.articles).where(eq(t.articles.id, Number(article[1]))).limit(1);
    return row ? { title: articlePageTitle(row.title), description: clip(row.summary), image: row.image } : null;
  }
  return null;
}

/** Replaces the shell's title and description and adds Open Graph tags. */
export function injectHead(html: string, head: PageHead, origin: string): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const image = head.image ? escapeHtml(head.image.startsWith('http') ? head.image : `${origin}${head.image}`) : '';
  const og = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    image ? `<meta property="og:image" content="${image}" />` : '',
  ].join('');
  const withTitle = html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${description}" />`);
  // Before </head>, or right after the title when the document leaves the head implicit.
  return withTitle.includes('</head>') ? withTitle.replace('</head>', `${og}</head>`) : withTitle.replace('</title>', `</title>${og}`);
}
