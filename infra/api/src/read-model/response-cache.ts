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
  /** The envelope as UTF-8 (outside the JavaScript heap, half the size of a string of CJK text). */
  body: Buffer;
  etag: string;
  /** ms since the epoch; Infinity = only the stamp ends it. */
  until: number;
}

export interface CacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

export const etagOf = (body: Buffer): string => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

export class ResponseCache {
  private entries = new Map<string, CachedReply>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  /** At most `maxEntries` replies and `maxBytes` of bodies (RESPONSE_CACHE_ENTRIES, RESPONSE_CACHE_MB). */
  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes = Infinity,
  ) {}

  get enabled(): boolean {
    return this.maxEntries > 0 && this.maxBytes > 0;
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

  set(key: string, stamp: string, text: string, until: number): CachedReply {
    const body = Buffer.from(text);
    const entry: CachedReply = { stamp, body, etag: etagOf(body), until };
    if (!this.enabled || body.length > this.maxBytes) return entry;
    this.drop(key);
    this.entries.set(key, entry);
    this.bytes += body.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) this.drop(this.entries.keys().next().value as string);
    return entry;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  stats(): CacheStats {
    return { hits: this.hits, misses: this.misses, entries: this.entries.size, bytes: this.bytes };
  }
}
