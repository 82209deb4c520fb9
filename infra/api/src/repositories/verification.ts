/**
 * SMS verification codes. Sending replaces any live code of the phone. A code lives 10
 * minutes and dies after 5 wrong tries; /verify marks it verified, which opens a 10-minute
 * window in which registration or a password reset can spend it (once). The right code of
 * one that can no longer be used answers 驗證碼已失效，請重新發送, a wrong one 驗證碼錯誤.
 */
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { messages } from '@joy/contract';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import * as t from '../db/schema';
import { ApiFailure } from '../lib/api-error';
import { sha256Hex } from '../lib/secrets';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

const wrongCode = () => new ApiFailure(422, messages.wrongCode, { fields: { code: messages.wrongCode } });
/** The code typed is right but no longer usable: say so, or the member retypes it forever. */
const expiredCode = () => new ApiFailure(422, messages.codeExpired, { fields: { code: messages.codeExpired } });

export function createVerificationRepository(db: Database) {
  const latest = async (phone: string) => {
    const [row] = await db
      .select()
      .from(t.verificationCodes)
      .where(and(eq(t.verificationCodes.phone, phone), isNull(t.verificationCodes.usedAt)))
      .orderBy(desc(t.verificationCodes.createdAt), desc(t.verificationCodes.id))
      .limit(1);
    return row;
  };

  /**
   * Compares `code` with the phone's live code; a wrong code costs one try and throws
   * 驗證碼錯誤. The try is claimed in one conditional UPDATE before the comparison, so guesses
   * arriving together cannot all be judged against the same count; the right code gives its
   * try back.
   */
  /**
   * The failure for a code that cannot be used: 驗證碼已失效 when it is one this phone was
   * really sent (used, replaced by a newer one, timed out or out of tries), else 驗證碼錯誤.
   * Only a dead code can be told apart this way, so it helps no guessing.
   */
  const refusal = async (phone: string, hash: string) => {
    const [sent] = await db
      .select({ id: t.verificationCodes.id })
      .from(t.verificationCodes)
      .where(and(eq(t.verificationCodes.phone, phone), eq(t.verificationCodes.codeHash, hash)))
      .limit(1);
    return sent ? expiredCode() : wrongCode();
  };

  const check = async (phone: string, code: string, live: (row: typeof t.verificationCodes.$inferSelect, now: Date) => boolean) => {
    const now = new Date();
    const hash = sha256Hex(`${phone}:${code}`);
    const row = await latest(phone);
    if (!row || !live(row, now)) {
      // The live code, not yet verified, sent to registration directly: not a dead code.
      if (row && row.codeHash === hash && row.verifiedAt === null && row.expiresAt > now) throw wrongCode();
      throw await refusal(phone, hash);
    }
    const id = eq(t.verificationCodes.id, row.id);
    const claimed = await db
      .update(t.verificationCodes)
      .set({ attempts: sql`${t.verificationCodes.attempts} + 1` })
      .where(and(id, lt(t.verificationCodes.attempts, CODE_MAX_ATTEMPTS)))
      .returning({ id: t.verificationCodes.id });
    if (!claimed.length) throw hash === row.codeHash ? expiredCode() : wrongCode();
    if (hash !== row.codeHash) throw await refusal(phone, hash);
    await db.update(t.verificationCodes).set({ attempts: sql`${t.verificationCodes.attempts} - 1` }).where(id);
    return { row, now };
  };

  return {
    /** Ends every live code of the phone (a new one replaces them). */
    async retireLive(executor: Executor, phone: string, now: Date): Promise<void> {
      await executor.update(t.verificationCodes).set({ usedAt: now }).where(and(eq(t.verificationCodes.phone, phone), isNull(t.verificationCodes.usedAt)));
    },

    /** Stores a new code (only its hash), alive CODE_TTL_MS from `now`. */
    async insert(executor: Executor, phone: string, code: string, now: Date): Promise<void> {
      await executor.insert(t.verificationCodes).values({ phone, codeHash: sha256Hex(`${phone}:${code}`), createdAt: now, expiresAt: new Date(now.getTime() + CODE_TTL_MS) });
    },

    /** /verify: the code must be unexpired; marks it verified. */
    async verify(phone: string, code: string): Promise<void> {
      const { row, now } = await check(phone, code, (r, at) => r.expiresAt > at || (r.verifiedAt !== null && r.verifiedAt.getTime() + CODE_TTL_MS > at.getTime()));
      if (!row.verifiedAt) await db.update(t.verificationCodes).set({ verifiedAt: now }).where(eq(t.verificationCodes.id, row.id));
    },

    /** Register / reset: the code must have been verified in the last 10 minutes. Returns its id for `spend`. */
    async checkVerified(phone: string, code: string): Promise<number> {
      const { row } = await check(phone, code, (r, at) => r.verifiedAt !== null && r.verifiedAt.getTime() + CODE_TTL_MS > at.getTime());
      return row.id;
    },

    /** A confirmation sent straight with the code (account deletion): the code must be unexpired. Returns its id for `spend`. */
    async checkLive(phone: string, code: string): Promise<number> {
      const { row } = await check(phone, code, (r, at) => r.expiresAt > at);
      return row.id;
    },

    /** Spends a checked code inside the caller's transaction; a code spent concurrently fails. */
    async spend(tx: Database, id: number): Promise<void> {
      const spent = await tx
        .update(t.verificationCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(t.verificationCodes.id, id), isNull(t.verificationCodes.usedAt)))
        .returning({ id: t.verificationCodes.id });
      if (!spent.length) throw expiredCode();
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
