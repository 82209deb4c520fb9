/**
 * The partner API's side of the database: per-store credentials (the only code that opens a
 * sealed secret), the replay guard, and the store settings a partner may change — seats per
 * bookable time and opening spans (written in the partner service's transaction), and the
 * seating areas diners may ask for (one statement).
 */
import crypto from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { BusinessTime } from '@joy/contract';
import type { PartnerSlot } from '@joy/contract/partner';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import * as t from '../db/schema';
import { open, seal } from '../lib/secret-box';

export interface PartnerCredential {
  keyId: string;
  storeId: number;
  secret: string;
}

/** Accepted signatures are remembered this long: the timestamp window both ways, plus a margin. */
export const REPLAY_MEMORY_MS = 15 * 60_000;

/** A credential row for insertion: the secret sealed under `key`. */
export function credentialRow(storeId: number, key: Buffer, keyId: string, secret: string) {
  return { storeId, keyId, secretSealed: seal(key, secret) };
}

const hhmm = (time: string): string => time.slice(0, 5);

export function createPartnerRepository(db: Database) {
  const slots = async (storeId: number): Promise<PartnerSlot[]> =>
    db
      .select({ weekday: t.storeSlots.weekday, time: t.storeSlots.time, capacity: t.storeSlots.capacity })
      .from(t.storeSlots)
      .where(eq(t.storeSlots.storeId, storeId))
      .orderBy(asc(t.storeSlots.weekday), asc(t.storeSlots.time));

  return {
    /** The live credential of a key id with its secret opened, or null (unknown, revoked, sealed under another key). */
    async credential(keyId: string, key: Buffer): Promise<PartnerCredential | null> {
      if (!keyId || keyId.length > 64) return null;
      const [row] = await db
        .select({ storeId: t.partnerCredentials.storeId, secretSealed: t.partnerCredentials.secretSealed })
        .from(t.partnerCredentials)
        .where(and(eq(t.partnerCredentials.keyId, keyId), isNull(t.partnerCredentials.revokedAt)));
      const secret = row ? open(key, row.secretSealed) : null;
      return row && secret ? { keyId, storeId: row.storeId, secret } : null;
    },

    /** Issues a new credential for a store; the secret is shown once, here. */
    async issue(storeId: number, key: Buffer): Promise<{ keyId: string; secret: string }> {
      const keyId = `pk_${crypto.randomBytes(9).toString('base64url')}`;
      const secret = crypto.randomBytes(32).toString('base64url');
      await db.insert(t.partnerCredentials).values(credentialRow(storeId, key, keyId, secret));
      return { keyId, secret };
    },

    /**
     * Records an accepted signature; false when it was already used (a replay). The primary
     * key decides, so two racing copies of one request cannot both pass.
     */
    async remember(keyId: string, signature: string, now: Date): Promise<boolean> {
      await db.delete(t.partnerRequests).where(lt(t.partnerRequests.createdAt, new Date(now.getTime() - REPLAY_MEMORY_MS)));
      const fresh = await db
        .insert(t.partnerRequests)
        .values({ keyId, signature: signature.toLowerCase(), createdAt: now })
        .onConflictDoNothing()
        .returning({ keyId: t.partnerRequests.keyId });
      return fresh.length === 1;
    },

    slots,

    /** Upserts the seats of each (weekday, time); capacity 0 deletes the time. */
    async writeSlots(tx: Executor, storeId: number, changes: readonly PartnerSlot[]): Promise<void> {
      for (const s of changes) {
        const where = and(eq(t.storeSlots.storeId, storeId), eq(t.storeSlots.weekday, s.weekday), eq(t.storeSlots.time, s.time));
        if (s.capacity === 0) {
          await tx.delete(t.storeSlots).where(where);
        } else {
          await tx
            .insert(t.storeSlots)
            .values({ storeId, weekday: s.weekday, time: s.time, capacity: s.capacity })
            .onConflictDoUpdate({ target: [t.storeSlots.storeId, t.storeSlots.weekday, t.storeSlots.time], set: { capacity: s.capacity } });
        }
      }
    },

    /** Replaces the opening spans of the given weekdays. */
    async replaceBusinessTimes(tx: Executor, storeId: number, weekdays: readonly number[], spans: readonly BusinessTime[]): Promise<void> {
      await tx.delete(t.businessTimes).where(and(eq(t.businessTimes.storeId, storeId), inArray(t.businessTimes.weekday, [...weekdays])));
      const rows = spans.filter((s) => weekdays.includes(s.weekday)).map((s) => ({ storeId, weekday: s.weekday, open: s.open, close: s.close }));
      if (rows.length) await tx.insert(t.businessTimes).values(rows);
    },

    /** The seating areas diners may ask for, in the store's order. */
    async seatingAreas(storeId: number): Promise<string[]> {
      const [row] = await db.select({ areas: t.stores.seatingAreas }).from(t.stores).where(eq(t.stores.id, storeId));
      return row?.areas ?? [];
    },

    /** Replaces the seating areas; bookings already made keep the area they asked for. */
    async writeSeatingAreas(storeId: number, areas: readonly string[]): Promise<string[]> {
      const [row] = await db.update(t.stores).set({ seatingAreas: [...areas] }).where(eq(t.stores.id, storeId)).returning({ areas: t.stores.seatingAreas });
      return row?.areas ?? [];
    },

    /** The store's whole week of opening spans. */
    async businessTimes(storeId: number): Promise<BusinessTime[]> {
      const rows = await db
        .select({ weekday: t.businessTimes.weekday, open: t.businessTimes.open, close: t.businessTimes.close })
        .from(t.businessTimes)
        .where(eq(t.businessTimes.storeId, storeId))
        .orderBy(asc(t.businessTimes.weekday), asc(t.businessTimes.open));
      return rows.map((r) => ({ weekday: r.weekday, open: hhmm(r.open), close: hhmm(r.close) }));
    },
  };
}

export type PartnerRepository = ReturnType<typeof createPartnerRepository>;
