/**
 * A first view's data, the same in the page server and in the browser. A remote names, for a
 * path, the loaders its first view's hooks use (by their SWR keys); they run against a set of
 * carried replies (the GET replies the page's HTML carries, lib/page-boot.ts of the API):
 *
 * - the page server renders the first view with the replies it just asked for, so the HTML
 *   holds the content rather than its loading state;
 * - the browser, before a remote's first mount, runs the same loaders on a copy of the page's
 *   replies, so the first render shows exactly what the HTML showed (and the hooks' own first
 *   calls still take the originals: no request twice).
 *
 * A loader whose reply is not carried fails (in Node the relative URL cannot be fetched; in the
 * browser it is simply left to its hook): its key stays out of the result.
 */
import { unstable_serialize } from 'swr';
import { initialReplyKey } from '@joy/contract';
import { bootReplies } from './boot-data';

/** A first view's loaders by SWR key (a string or the hook's key array). */
export type FirstViewLoaders = [key: string | readonly unknown[], load: () => Promise<unknown>][];

/**
 * In the page server: a call the page did not carry, asked of the server itself for a diner
 * without a token (a search whose answer depends on the page's query, say).
 */
export type FirstViewRequest = (method: string, url: string, body: string | undefined) => Promise<{ status: number; text: string }>;

let scoped: Map<string, string> | null = null;
let scopedRequest: { request: FirstViewRequest; made: Map<string, string> } | null = null;

/** The replies the API client answers from: a first view's, while its loaders start, else the page's. */
export const carriedReplies = (): Map<string, string> => scoped ?? bootReplies();

/** The API client's fetch: a first view's request in the page server, else the browser's. */
export const firstViewFetch: typeof fetch = (input, init) => {
  const current = scopedRequest;
  if (!current) return fetch(input, init);
  const method = init?.method ?? 'GET';
  const url = String(input);
  const body = typeof init?.body === 'string' ? init.body : undefined;
  return current.request(method, url, body).then(({ status, text }) => {
    // What the page then carries, so the browser's first mount renders the same (see above).
    if (status === 200) current.made.set(method === 'GET' ? initialReplyKey(method, url) : initialReplyKey(method, url, body ?? '{}'), text);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  });
};

/**
 * Runs the loaders on `replies` (each taken once) and returns their data by serialized SWR key.
 * With `request` (the page server), a loader whose reply is not carried asks the server, and
 * `made` collects those replies.
 */
export async function firstViewData(
  loaders: FirstViewLoaders,
  replies: Map<string, string>,
  server?: { request: FirstViewRequest; made: Map<string, string> },
): Promise<Record<string, unknown>> {
  // The client reads the replies when a call starts, before its first await: every loader
  // starts inside this synchronous stretch, so two pages rendered at once never mix replies.
  scoped = replies;
  scopedRequest = server ?? null;
  let started: Promise<unknown>[];
  try {
    started = loaders.map(([, load]) => {
      try {
        return load();
      } catch (error) {
        return Promise.reject(error);
      }
    });
  } finally {
    scoped = null;
    scopedRequest = null;
  }
  const settled = await Promise.allSettled(started);
  const data: Record<string, unknown> = {};
  settled.forEach((result, i) => {
    if (result.status === 'fulfilled') data[unstable_serialize(loaders[i][0])] = result.value;
  });
  return data;
}

/** The page's carried replies, copied: what a remote's first mount renders with (see above). */
export const pageReplies = (): Map<string, string> => new Map(bootReplies());
