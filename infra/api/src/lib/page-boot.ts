/**
 * What a page's HTML carries so its first view does not wait on a chain of requests (the
 * fast-first-page issue). Without it a phone fetched the shell, then /remotes.json, then the
 * remote's manifest, its entry, its app chunk, then the API, then the picture — one after the
 * other. The server knows each of those answers when it sends the HTML:
 *
 * - `<link rel="preload">` for the remote that owns the route (the route table of
 *   @joy/mf-config): its manifest, its remote entry and the files of its `./app`, from the
 *   manifest of the version /remotes.json names at this moment (so a remote released alone is
 *   fetched ahead in its new version on the next load);
 * - a JSON data block (`<script type="application/json" id="joy-boot">`, which never runs, so
 *   the CSP's script-src stays 'self') with /remotes.json itself and the replies of the first
 *   view's GET calls, asked of this server for a diner without a token, exactly as the remote's
 *   hooks build their URLs (the client takes each once: shared/contract platform/client.ts);
 * - a preload of the picture the first view leads with, prioritised (the LCP element).
 *
 * Everything is HTML-safe: attribute values escaped, `<` in the JSON written as \u003c.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildPath, buildUrl, endpoints, imageSrcSet, initialReplyKey, type Endpoint, type ResponsiveImage } from '@joy/contract';
import { firstViewPages as pages, ownerOf, paramsOf } from '@joy/mf-config/routes';
import { escapeHtml } from './page-head';

export interface RemoteEntry {
  entry: string;
  version: string;
}

/** `sizes` of the store page's lead picture (store-header.tsx): the preload must pick the same file. */
export const STORE_HERO_SIZES = '(min-width: 1200px) 1200px, 100vw';

/** A GET call of a first view: the URL as the client builds it (buildUrl, query keys in the hook's order). */
const get = (ep: Endpoint<unknown, unknown>, params?: Record<string, string | number>, query?: Record<string, number>): string => buildUrl('', buildPath(ep.path, params), query);

/**
 * The GET calls each page's first view makes for a diner without a token, as the discovery
 * remote's hooks make them (home: carousel, ranking, the food types, the three hot articles; a store; an
 * article; the store list's filter options). A URL that drifts from the hook only costs the
 * round trip again; the end-to-end test of the first load checks they match.
 */
export function firstViewCalls(pathname: string): string[] {
  if (paramsOf(pages.home, pathname)) return [get(endpoints.carousel), get(endpoints.ranking), get(endpoints.mapSearchParams), get(endpoints.articleHot, undefined, { limit: 3, page: 1 })];
  if (paramsOf(pages.storeList, pathname)) return [get(endpoints.mapSearchParams)];
  const store = idOf(pages.store, pathname);
  if (store) return [get(endpoints.store, { id: store })];
  const article = idOf(pages.article, pathname);
  if (article) return [get(endpoints.article, { id: article })];
  return [];
}

/** The page's `:id` when the path is that page's and the id a whole number (as the API reads ids). */
function idOf(pattern: string, pathname: string): string | null {
  const id = paramsOf(pattern, pathname)?.id;
  return id && /^\d{1,9}$/.test(id) ? id : null;
}

interface ManifestFiles {
  files: string[];
}

const manifestCache = new Map<string, ManifestFiles | null>();

/** The files of a remote's manifest to fetch ahead (entry, then the `./app` files), by the manifest's URL. */
function remoteFiles(manifestUrl: string, manifestFile: string, version: string): string[] {
  const key = `${manifestFile}@${version}`;
  if (!manifestCache.has(key)) {
    let found: ManifestFiles | null = null;
    try {
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
        metaData?: { remoteEntry?: { name?: string; path?: string } };
        exposes?: { name?: string; path?: string; assets?: { js?: { sync?: string[] } } }[];
      };
      const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
      const entry = manifest.metaData?.remoteEntry;
      const app = manifest.exposes?.find((e) => e.path === './app' || e.name === 'app');
      const files = [entry?.name ? `${base}${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}` : '', ...(app?.assets?.js?.sync ?? []).map((f) => `${base}${f}`)];
      found = { files: files.filter(Boolean) };
    } catch {
      found = null;
    }
    if (manifestCache.size > 64) manifestCache.clear();
    manifestCache.set(key, found);
  }
  return manifestCache.get(key)?.files ?? [];
}

/** Where a manifest URL of /remotes.json lives on disk (the build, or a published release). */
export function manifestPath(entry: string, webRoot: string, releasesDir: string): string | null {
  const released = /^\/remotes\/([a-z]+)@([A-Za-z0-9][A-Za-z0-9._-]{0,79})\/mf-manifest\.json$/.exec(entry);
  if (released) return path.join(releasesDir, released[1], released[2], 'mf-manifest.json');
  const built = /^\/remotes\/([a-z]+)\/mf-manifest\.json$/.exec(entry);
  return built ? path.join(webRoot, `mfe-${built[1]}`, 'dist', 'mf-manifest.json') : null;
}

export interface FirstViewReply {
  url: string;
  /** The reply's text (the §7 envelope), only for a 200. */
  text: string;
}

/** The picture the first view leads with, from its replies: a store's cover, an article's, the carousel's first. */
export function leadPicture(pathname: string, replies: FirstViewReply[]): { href: string; image: ResponsiveImage | null } | null {
  const payload = (i: number): Record<string, unknown> | unknown[] | null => {
    try {
      return (JSON.parse(replies[i]?.text ?? 'null') as { return?: Record<string, unknown> | unknown[] } | null)?.return ?? null;
    } catch {
      return null;
    }
  };
  if (idOf(pages.store, pathname)) {
    const store = payload(0) as { photo?: string; photo_image?: ResponsiveImage | null } | null;
    return store?.photo ? { href: store.photo, image: store.photo_image ?? null } : null;
  }
  if (idOf(pages.article, pathname)) {
    const article = payload(0) as { image?: string } | null;
    return article?.image ? { href: article.image, image: null } : null;
  }
  if (paramsOf(pages.home, pathname)) {
    const first = (payload(0) as { image?: string }[] | null)?.[0];
    return first?.image ? { href: first.image, image: null } : null;
  }
  return null;
}

/** The tags for the head (preloads) and the body (the data block) of a page. */
export function bootTags(options: {
  pathname: string;
  remotes: Record<string, RemoteEntry>;
  webRoot: string;
  releasesDir: string;
  replies: FirstViewReply[];
  /** More replies by initialReplyKey (those the first view's render asked for, lib/first-view.ts). */
  extraReplies?: Record<string, string>;
  /**
   * The page has a first view: its scripts run only after the page's load (lib/first-view.ts),
   * so they are fetched at low priority, after the first view's stylesheet and lead picture.
   */
  scriptsAfterLoad?: boolean;
}): { head: string; body: string } {
  const links: string[] = [];
  const owner = ownerOf(options.pathname);
  const remote = owner && owner !== 'shell' ? options.remotes[owner] : undefined;
  if (remote) {
    links.push(`<link rel="preload" href="${escapeHtml(remote.entry)}" as="fetch" crossorigin="anonymous" />`);
    const file = manifestPath(remote.entry, options.webRoot, options.releasesDir);
    const priority = options.scriptsAfterLoad ? ' fetchpriority="low"' : '';
    if (file) for (const href of remoteFiles(remote.entry, file, remote.version)) links.push(`<link rel="preload" href="${escapeHtml(href)}" as="script"${priority} />`);
  }
  const lead = leadPicture(options.pathname, options.replies);
  if (lead) {
    links.unshift(
      lead.image
        ? `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(imageSrcSet(lead.image, 'avif'))}" imagesizes="${escapeHtml(STORE_HERO_SIZES)}" fetchpriority="high" />`
        : `<link rel="preload" as="image" href="${escapeHtml(lead.href)}" fetchpriority="high" />`,
    );
  }
  const data = {
    remotes: options.remotes,
    replies: { ...Object.fromEntries(options.replies.map((r) => [initialReplyKey('GET', r.url), r.text])), ...options.extraReplies },
  };
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return { head: links.join(''), body: `<script type="application/json" id="joy-boot">${json}</script>` };
}

/** Puts the tags into the shell's index.html: the preloads at the end of the head, the data block at the end of the body (the shell's scripts are deferred). */
export function injectBoot(html: string, tags: { head: string; body: string }): string {
  let withHead = html;
  if (tags.head && html.includes('</head>')) withHead = html.replace('</head>', `${tags.head}</head>`);
  else if (tags.head) withHead = html.replace('</title>', `</title>${tags.head}`);
  return withHead.includes('</body>') ? withHead.replace('</body>', `${tags.body}</body>`) : `${withHead}${tags.body}`;
}
