/**
 * A member made straight in the database with a login token — for suites that need many
 * members or tokens and are not about registration (which costs an SMS round and a scrypt).
 */
import { newPhone } from '../helpers/accounts';
import type { TestContext } from '../helpers/app';
import type { Database } from '../../src/db/client';

export interface QuickMember {
  id: number;
  phone: string;
  token: string;
}

export async function quickMember(ctx: Pick<TestContext, 'app' | 'db'>, name = '林小安'): Promise<QuickMember> {
  const { members } = ctx.app.repos;
  const phone = newPhone();
  const member = await members.create(ctx.db as Database, { phone, name, gender: 0, passwordHash: null, loginType: 'general', fromInviteCode: null, fromSource: 5, registerDevice: 'PC' });
  return { id: member.id, phone, token: await members.issueToken(ctx.db as Database, member.id, 3600) };
}

/** Another token of the same member (a second session). */
export const anotherToken = (ctx: Pick<TestContext, 'app' | 'db'>, memberId: number, ttlSeconds = 3600) =>
  ctx.app.repos.members.issueToken(ctx.db as Database, memberId, ttlSeconds);
