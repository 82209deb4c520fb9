/**
 * Accounts (§4, §7 Auth and Member): the rules of registering, binding a social account,
 * setting a password, changing one's record and deleting the account, each with the one
 * transaction that makes it (the phone lock, the verification code spent, the member written,
 * the login issued — or none of it). Routes parse, check the captcha and limits, and delegate
 * here.
 */
import type { FastifyInstance } from 'fastify';
import { messages, type LoginResult } from '@joy/contract';
import type { SocialProviderName } from '../config/env';
import type { Executor } from '../db/executor';
import type { Member } from '../db/rows';
import { ApiFailure, validationFailure } from '../lib/api-error';
import { verifyPassword } from '../lib/secrets';
import { loginResult, lockPhone, socialIdOf, socialKey, type NewMember } from '../repositories/members';

export async function checkInviteCode(app: FastifyInstance, code: string): Promise<string | null> {
  if (!code) return null;
  if (!(await app.repos.members.inviteCodeExists(code))) throw validationFailure({ from_invite_code: messages.invalidInviteCode });
  return code.toUpperCase();
}

/** A phone can register when no live member holds it and no deleted account is still protected. */
export async function ensurePhoneFree(app: FastifyInstance, phone: string, executor?: Executor): Promise<void> {
  const { members } = app.repos;
  if (await members.liveByPhone(phone, executor)) throw validationFailure({ phone: messages.phoneAlreadyBound });
  const deleted = await members.deletedByPhone(phone, executor);
  if (deleted?.protectedUntil && deleted.protectedUntil > app.clock()) throw new ApiFailure(403, messages.accountProtected);
}

/**
 * A login: kept (「保持登入」 ticked, the default) lasts TOKEN_TTL (7 days) and is renewed by
 * POST /v2/auth/refresh; unkept lasts SHORT_TOKEN_TTL (hours), for a shared computer.
 */
export async function issueLogin(app: FastifyInstance, executor: Executor, member: Member, newRegister: boolean, keep = true): Promise<LoginResult> {
  const ttl = keep ? app.config.tokenTtl : app.config.shortTokenTtl;
  const token = await app.repos.members.issueToken(executor, member.id, ttl);
  return loginResult(member, token, ttl, newRegister);
}

/** The body of DELETE /v2/member: which proof, and the password or the code. */
export interface DeleteProof {
  proof: 'password' | 'code';
  password?: string;
  code?: string;
}

export interface Registration extends Omit<NewMember, 'passwordHash'> {
  passwordHash: string | null;
  /** The verified code that proved the phone (spent by the registration). */
  codeId: number;
}

export function createAccountService(app: FastifyInstance) {
  const { members, verification } = app.repos;

  return {
    /** A phone registration: the phone free under its lock, the code spent, the member and a login. */
    async register(registration: Registration): Promise<LoginResult> {
      const { codeId, ...member } = registration;
      return app.db.transaction(async (tx) => {
        await lockPhone(tx, member.phone);
        await ensurePhoneFree(app, member.phone, tx);
        await verification.spend(tx, codeId);
        return issueLogin(app, tx, await members.create(tx, member), true);
      });
    },

    /** A social registration binds the provider to the phone's member, or makes the member. */
    async registerSocial(provider: SocialProviderName, socialId: string, registration: Registration): Promise<LoginResult> {
      const { codeId, ...fresh } = registration;
      return app.db.transaction(async (tx) => {
        await lockPhone(tx, fresh.phone);
        await verification.spend(tx, codeId);
        const current = await members.liveByPhone(fresh.phone, tx);
        if (current) {
          const already = socialIdOf(current, provider);
          if (already && already !== socialId) throw validationFailure({ phone: messages.phoneAlreadyBound });
          const updated = await members.update(tx, current.id, {
            [socialKey(provider)]: socialId,
            email: current.email ?? fresh.email ?? null,
            passwordHash: current.passwordHash ?? fresh.passwordHash,
          });
          return issueLogin(app, tx, updated, false);
        }
        await ensurePhoneFree(app, fresh.phone, tx);
        return issueLogin(app, tx, await members.create(tx, { ...fresh, [socialKey(provider)]: socialId }), true);
      });
    },

    /** A new password with a verified code: every session ends, a new login begins. */
    async setPassword(member: Member, codeId: number, passwordHash: string): Promise<LoginResult> {
      return app.db.transaction(async (tx) => {
        await verification.spend(tx, codeId);
        const updated = await members.update(tx, member.id, { passwordHash });
        await members.revokeAll(tx, member.id);
        return issueLogin(app, tx, updated, false);
      });
    },

    /** Renews a kept login (null when the token may not be renewed). */
    async renewLogin(tokenHash: string): Promise<string | null> {
      return app.db.transaction((tx) =>
        members.rotateToken(tx, tokenHash, { ttlSeconds: app.config.tokenTtl, minLifetimeSeconds: app.config.shortTokenTtl, graceSeconds: 60 }),
      );
    },

    /** The member's own changes; a new password ends every other session (this one stays). */
    async updateRecord(member: Member, changes: Parameters<typeof members.update>[2], currentTokenHash: string | null): Promise<Member> {
      return app.db.transaction(async (tx) => {
        const row = await members.update(tx, member.id, changes);
        if (changes.passwordHash) await members.revokeAll(tx, member.id, currentTokenHash, app.clock());
        return row;
      });
    },

    /**
     * Help c-8: the member proves it is them — the password, or the SMS code sent to their
     * phone (spent here) — then the account is deleted, protected for 30 days, and every token
     * revoked. A wrong, expired or missing proof answers 422 keyed by its field and deletes nothing.
     */
    async deleteAccount(member: Member, proof: DeleteProof, now = app.clock()): Promise<void> {
      let codeId: number | null = null;
      if (proof.proof === 'code') codeId = await verification.checkLive(member.phone, proof.code ?? '');
      else if (!member.passwordHash) throw validationFailure({ password: messages.deleteNoPassword });
      else if (!(await verifyPassword(proof.password ?? '', member.passwordHash))) throw validationFailure({ password: messages.deleteWrongPassword });
      await app.db.transaction(async (tx) => {
        if (codeId !== null) await verification.spend(tx, codeId);
        await members.markDeleted(tx, member.id, now);
        await members.revokeAll(tx, member.id, null, now);
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
