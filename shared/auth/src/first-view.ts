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
import { bootReplies } from './boot-data';

/** A first view's loaders by SWR key (a string or the hook's key array). */
export type FirstViewLoaders = [key: string | readonly unknown[], load: () => Promise<unknown>][];

let scoped: Map<string, string> | null = null;

/** The replies the API client answers from: a first view's, while its loaders start, else the page's. */
export const carriedReplies = (): Map<string, string> => scoped ?? bootReplies();

/** Runs the loaders on `replies` (each taken once) and returns their data by serialized SWR key. */
export async function firstViewData(loaders: FirstViewLoaders, replies: Map<string, string>): Promise<Record<string, unknown>> {
  // The client reads the replies when a call starts, before its first await: every loader
  // starts inside this synchronous stretch, so two pages rendered at once never mix replies.
  scoped = replies;
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
