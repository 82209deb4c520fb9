/**
 * Run as a child process (`node --import tsx`) by outbox-crash.test.ts: opens the database the
 * API will use (PGlite cannot be opened inside jest's module sandbox), adds a member with a
 * token and 50 seats in one slot three days ahead, prints them as JSON and closes it again.
 */
import { and, eq, sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '../../src/db/client';
import * as t from '../../src/db/schema';
import { taipeiDate, weekdayOf } from '../../src/lib/booking-clock';
import { createMemberRepository } from '../../src/repositories/members';

async function main(): Promise<void> {
  const [dataDir, databaseUrl] = [process.env.FIXTURE_DATA_DIR, process.env.FIXTURE_DATABASE_URL];
  const handle = dataDir ? await openPglite(dataDir) : await openPostgres(databaseUrl as string);
  const db = handle.db as unknown as Database;
  try {
    const members = createMemberRepository(db);
    const member = await members.create(db, { phone: '0987650001', name: '重啟測試', fromSource: 5 });
    const token = await members.issueToken(db, member.id, 86_400);
    const date = taipeiDate(new Date(), 3);
    const [slot] = ((await db.execute(
      sql`select s.id as store_id, ss.time from stores s join store_slots ss on ss.store_id = s.id and ss.weekday = ${weekdayOf(date)}
          where s.joy_booking and ss.time >= '11:00' order by s.id, ss.time limit 1`,
    )) as unknown as { rows: { store_id: number; time: string }[] }).rows;
    await db.update(t.storeSlots).set({ capacity: 50 }).where(and(eq(t.storeSlots.storeId, slot.store_id), eq(t.storeSlots.weekday, weekdayOf(date)), eq(t.storeSlots.time, slot.time)));
    process.stdout.write(JSON.stringify({ memberId: member.id, token, booking: { store_id: slot.store_id, date, time: String(slot.time).slice(0, 5), adult_num: 2, child_num: 0, purpose: '', note: '', from_source: 0 } }));
  } finally {
    await handle.close();
  }
}

void main();
