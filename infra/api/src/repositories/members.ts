/**
 * Members and their login tokens. Only live accounts (deleted_at null) own a phone or a
 * social id; a deleted account keeps its row for the 30-day protection and the records.
 */
import { and, desc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { isAngelGrade, type LoginResult, type LoginType, type MemberRecord } from '@joy/contract';
import type { SocialProviderName } from '../config/env';
import type { Database } from '../db/client';
import type { Member } from '../db/rows';
import * as t from '../db/schema';
import { randomCode, randomToken, sha256Hex } from '../lib/secrets';

export type { Member };
export type NewMember = Omit<typeof t.members.$inferInsert, 'id' | 'coinUserId' | 'inviteCode'>;

export const PROTECTION_DAYS = 30;

const socialColumn = (provider: SocialProviderName) =>
  provider === 'google' ? t.members.googleId : provider === 'apple' ? t.members.appleId : t.members.facebookId;

export const socialIdOf = (member: Member, provider: SocialProviderName): string | null =>
  provider === 'google' ? member.googleId : provider === 'apple' ? member.appleId : member.facebookId;

export const socialField = (provider: SocialProviderName) => (`${provider}_id`) as 'google_id' | 'apple_id' | 'facebook_id';
export const socialKey = (provider: SocialProviderName) => (provider === 'google' ? 'googleId' : provider === 'apple' ? 'appleId' : 'facebookId') as 'googleId' | 'appleId' | 'facebookId';

/** Serialises work on one phone (registration, binding) inside a transaction. */
export async function lockPhone(tx: Database, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone:${phone}`}))`);
}

export function toMemberRecord(m: Member): MemberRecord {
  return {
    id: m.id,
    coin_user_id: m.coinUserId,
    name: m.name,
    avatar: m.avatar,
    phone: m.phone,
    email: m.email,
    gender: m.gender,
    birthday: m.birthday,
    address: m.address,
    summary: m.summary,
    login_type: m.loginType as LoginType,
    member_grade_id: m.memberGradeId,
    withdraw_status: m.withdrawStatus,
    invite_code: m.inviteCode,
    is_joy_dealer: isAngelGrade(m.memberGradeId),
    sms_reminders: m.smsReminders,
  };
}

export function createMemberRepository(db: Database) {
  const live = isNull(t.members.deletedAt);

  return {
    async byId(id: number): Promise<Member | undefined> {
      const [row] = await db.select().from(t.members).where(and(eq(t.members.id, id), live));
      return row;
    },

    async liveByPhone(phone: string, executor: Database = db): Promise<Member | undefined> {
      const [row] = await executor.select().from(t.members).where(and(eq(t.members.phone, phone), live));
      return row;
    },

    /** The most recently deleted account of a phone (for the deleted / protected messages). */
    async deletedByPhone(phone: string, executor: Database = db): Promise<Member | undefined> {
      const [row] = await executor
        .select()
        .from(t.members)
        .where(and(eq(t.members.phone, phone), isNotNull(t.members.deletedAt)))
        .orderBy(desc(t.members.deletedAt))
        .limit(1);
      return row;
    },

    async bySocial(provider: SocialProviderName, socialId: string, executor: Database = db): Promise<{ live?: Member; deleted?: Member }> {
      const rows = await executor.select().from(t.members).where(eq(socialColumn(provider), socialId)).orderBy(desc(t.members.id));
      return { live: rows.find((r) => !r.deletedAt), deleted: rows.find((r) => r.deletedAt) };
    },

    async inviteCodeExists(code: string): Promise<boolean> {
      const [row] = await db.select({ id: t.members.id }).from(t.members).where(and(eq(t.members.inviteCode, code.toUpperCase()), live));
      return Boolean(row);
    },

    /** Inserts with a fresh public id and invite code (retried on the unlikely collision). */
    async create(tx: Database, values: NewMember): Promise<Member> {
      for (let i = 0; i < 5; i += 1) {
        const [row] = await tx
          .insert(t.members)
          .values({ ...values, coinUserId: randomCode(16, '0123456789abcdefghijklmnopqrstuvwxyz'), inviteCode: randomCode(8) })
          .onConflictDoNothing()
          .returning();
        if (row) return row;
        // A conflict on the phone or a social id is final: the caller checked them under the phone lock.
        if (await this.liveByPhone(values.phone, tx)) break;
      }
      throw new Error('could not create the member');
    },

    async update(executor: Database, id: number, values: Partial<typeof t.members.$inferInsert>): Promise<Member> {
      const [row] = await executor.update(t.members).set({ ...values, updatedAt: new Date() }).where(eq(t.members.id, id)).returning();
      return row;
    },

    /** Help c-8: marks the account deleted and protected for 30 days (its tokens are revoked beside it). */
    async markDeleted(executor: Database, id: number, now: Date): Promise<void> {
      await executor
        .update(t.members)
        .set({ deletedAt: now, protectedUntil: new Date(now.getTime() + PROTECTION_DAYS * 86_400_000), updatedAt: now })
        .where(eq(t.members.id, id));
    },

    // Tokens --------------------------------------------------------------------------------

    async issueToken(executor: Database, memberId: number, ttlSeconds: number, now = new Date()): Promise<string> {
      const token = randomToken(32);
      await executor.insert(t.authTokens).values({ tokenHash: sha256Hex(token), memberId, createdAt: now, expiresAt: new Date(now.getTime() + ttlSeconds * 1000) });
      return token;
    },

    /**
     * Rotates a kept login: a new token of `ttlSeconds`, and the presented one ends
     * `graceSeconds` from now. Null when the token is not live or is an unkept login (issued
     * for no longer than `minLifetimeSeconds`), which is never renewed.
     */
    async rotateToken(executor: Database, tokenHash: string, opts: { ttlSeconds: number; minLifetimeSeconds: number; graceSeconds: number }, now = new Date()): Promise<string | null> {
      const [row] = await executor
        .select()
        .from(t.authTokens)
        .where(and(eq(t.authTokens.tokenHash, tokenHash), isNull(t.authTokens.revokedAt), gt(t.authTokens.expiresAt, now)))
        .for('update');
      if (!row || row.expiresAt.getTime() - row.createdAt.getTime() <= opts.minLifetimeSeconds * 1000) return null;
      const graceEnd = new Date(Math.min(row.expiresAt.getTime(), now.getTime() + opts.graceSeconds * 1000));
      // The old token is cut short, not revoked (that would end it at once, failing requests
      // already sent with it); its lifetime, now a minute, also makes it unrenewable, so a
      // copy of it cannot start a second chain.
      await executor.update(t.authTokens).set({ createdAt: now, expiresAt: graceEnd }).where(eq(t.authTokens.id, row.id));
      const token = randomToken(32);
      await executor.insert(t.authTokens).values({ tokenHash: sha256Hex(token), memberId: row.memberId, createdAt: now, expiresAt: new Date(now.getTime() + opts.ttlSeconds * 1000) });
      return token;
    },

    /** The live member holding a valid (unexpired, unrevoked) token. */
    async byToken(token: string, now = new Date()): Promise<{ member: Member; tokenHash: string } | null> {
      const tokenHash = sha256Hex(token);
      const [row] = await db
        .select({ member: t.members })
        .from(t.authTokens)
        .innerJoin(t.members, eq(t.members.id, t.authTokens.memberId))
        .where(and(eq(t.authTokens.tokenHash, tokenHash), isNull(t.authTokens.revokedAt), gt(t.authTokens.expiresAt, now), live));
      return row ? { member: row.member, tokenHash } : null;
    },

    /**
     * Logout. A rotation gives the new token and the one it replaced (still in its last minute)
     * the same member and created_at: both end, so logging out right after a renewal leaves no
     * token behind.
     */
    async revokeToken(tokenHash: string, now = new Date()): Promise<void> {
      const [row] = await db.select().from(t.authTokens).where(eq(t.authTokens.tokenHash, tokenHash)).limit(1);
      if (!row) return;
      await db
        .update(t.authTokens)
        .set({ revokedAt: now })
        .where(and(eq(t.authTokens.memberId, row.memberId), eq(t.authTokens.createdAt, row.createdAt), isNull(t.authTokens.revokedAt)));
    },

    /** Revokes every token of the member, except `keepHash` (the session changing its password). */
    async revokeAll(executor: Database, memberId: number, keepHash: string | null = null, now = new Date()): Promise<void> {
      const conditions = [eq(t.authTokens.memberId, memberId), isNull(t.authTokens.revokedAt)];
      if (keepHash) conditions.push(ne(t.authTokens.tokenHash, keepHash));
      await executor.update(t.authTokens).set({ revokedAt: now }).where(and(...conditions));
    },
  };
}

export type MemberRepository = ReturnType<typeof createMemberRepository>;

export function loginResult(member: Member, token: string, ttlSeconds: number, newRegister: boolean): LoginResult {
  return {
    token,
    expires_in: ttlSeconds,
    member: { id: member.id, name: member.name, avatar: member.avatar, is_joy_dealer: isAngelGrade(member.memberGradeId) },
    avatar: member.avatar,
    coin_user_id: member.coinUserId,
    new_register: newRegister,
    has_password: member.passwordHash !== null,
  };
}
