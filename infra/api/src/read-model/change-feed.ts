/**
 * The change feed that keeps the read model current. Triggers (migration 0021) write one row
 * to `store_changes` per store and kind for every statement that changes a store, its food
 * types, tags, hours or photos ('store'), its weekly slots ('slots'), its bookings or waitlist
 * holds ('seats') or its comments ('comments') — whoever writes: the API, the seed, a script —
 * and one 'content' row (store 0) per statement that changes the carousel, articles or news
 * (migration 0022).
 *
 * `sync()` reads the rows after the last one seen and applies them to the catalog. A row's id
 * is taken when it is inserted but becomes visible when its transaction commits, so ids may
 * appear out of order: every sync reads again from LOOKBACK ids before the last one seen and
 * skips the ids it already applied. Old rows are deleted after an hour.
 *
 * Across API instances, an instance that applied changes tells the others through the real-time
 * broker (Redis with REDIS_URL), which sync before their next read.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import type { StoreCatalog } from './store-catalog';

export type ChangeKind = 'store' | 'slots' | 'seats' | 'comments' | 'content';

/** Ids re-read behind the last one seen, for transactions that committed out of id order. */
const LOOKBACK = 500;
const BATCH = 10_000;
const PRUNE_EVERY_MS = 60_000;

export interface AppliedChanges {
  stores: number[];
  seats: number[];
  comments: number[];
  content: boolean;
}

export class ChangeFeed {
  private last = 0;
  private seen = new Set<number>();
  private lastPrune = Date.now();

  constructor(
    private readonly db: Database,
    private readonly catalog: StoreCatalog,
  ) {}

  /** Starts at the feed's current end (call before loading the catalog, so nothing falls between). */
  async start(): Promise<void> {
    const [{ max }] = rowsOf<{ max: string | number | null }>(await this.db.execute(sql`select max(id) as max from store_changes`));
    this.last = Number(max ?? 0);
  }

  /** Applies every change not applied yet; returns what changed (empty lists: nothing). */
  async sync(): Promise<AppliedChanges> {
    const floor = Math.max(0, this.last - LOOKBACK);
    const rows = rowsOf<{ id: string | number; store_id: number; kind: ChangeKind }>(
      await this.db.execute(sql`select id, store_id, kind from store_changes where id > ${floor} order by id limit ${BATCH}`),
    );
    const stores = new Set<number>();
    const slots = new Set<number>();
    const seats = new Set<number>();
    const comments = new Set<number>();
    let content = false;
    for (const row of rows) {
      const id = Number(row.id);
      if (this.seen.has(id)) continue;
      this.seen.add(id);
      if (id > this.last) this.last = id;
      const storeId = Number(row.store_id);
      if (row.kind === 'store') stores.add(storeId);
      else if (row.kind === 'slots') slots.add(storeId);
      else if (row.kind === 'seats') seats.add(storeId);
      else if (row.kind === 'content') content = true;
      else comments.add(storeId);
    }
    for (const id of this.seen) if (id <= this.last - LOOKBACK) this.seen.delete(id);

    if (stores.size) await this.catalog.reload([...stores]);
    if (comments.size) await this.catalog.reloadPoints([...comments].filter((id) => !stores.has(id)));
    if (slots.size || seats.size) {
      this.catalog.bumpSeats([...slots, ...seats]);
      if (slots.size) await this.catalog.reloadSeats([...slots], true);
      const onlySeats = [...seats].filter((id) => !slots.has(id));
      if (onlySeats.length) await this.catalog.reloadSeats(onlySeats, false);
    }
    if (content) this.catalog.contentVersion += 1;
    if (rows.length === BATCH) return mergeChanges({ stores: [...stores], seats: [...slots, ...seats], comments: [...comments], content }, await this.sync());
    await this.prune();
    return { stores: [...stores], seats: [...new Set([...slots, ...seats])], comments: [...comments], content };
  }

  private async prune(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    await this.db.execute(sql`delete from store_changes where at < now() - interval '1 hour'`);
  }
}

function mergeChanges(a: AppliedChanges, b: AppliedChanges): AppliedChanges {
  return {
    stores: [...new Set([...a.stores, ...b.stores])],
    seats: [...new Set([...a.seats, ...b.seats])],
    comments: [...new Set([...a.comments, ...b.comments])],
    content: a.content || b.content,
  };
}

export const hasChanges = (c: AppliedChanges): boolean => c.content || c.stores.length + c.seats.length + c.comments.length > 0;
