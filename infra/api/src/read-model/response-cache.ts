/**
 * Serialized replies of public reads, each valid for a `stamp` (the versions of what it shows:
 * a store's version, the catalog's generation…) and until an instant (the clock moves a
 * business status or a bookable time). A write changes the stamp, so a stale entry is never
 * served: it is replaced on the next read. Least recently used entries leave first.
 * The ETag is a hash of the body, the same on every instance.
 */
import { createHash } from 'node:crypto';

export interface CachedReply {
  stamp: string;
  body: string;
  etag: string;
  /** ms since the epoch; Infinity = only the stamp ends it. */
  until: number;
}

export interface CacheStats {
  hits: number;
  misses: number;
  entries: number;
}

export const etagOf = (body: string): string => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

export class ResponseCache {
  private entries = new Map<string, CachedReply>();
  hits = 0;
  misses = 0;

  constructor(private readonly maxEntries: number) {}

  get enabled(): boolean {
    return this.maxEntries > 0;
  }

  /** The entry when its stamp is current and its time has not run out. */
  get(key: string, stamp: string, nowMs: number): CachedReply | null {
    const entry = this.entries.get(key);
    if (!entry || entry.stamp !== stamp || nowMs >= entry.until) {
      this.misses += 1;
      return null;
    }
    // Map order is insertion order: moving the entry to the end keeps the least recently used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits += 1;
    return entry;
  }

  set(key: string, stamp: string, body: string, until: number): CachedReply {
    const entry: CachedReply = { stamp, body, etag: etagOf(body), until };
    if (!this.enabled) return entry;
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }

  stats(): CacheStats {
    return { hits: this.hits, misses: this.misses, entries: this.entries.size };
  }
}
