/** Account helpers for API tests: read the SMS outbox, verify a phone, register a member. */
import { desc, eq } from 'drizzle-orm';
import type { Envelope, LoginResult } from '@joy/contract';
import * as t from '../../src/db/schema';
import { json, type TestContext } from './app';

let phoneSeq = 0;
/** A phone unique within this test process (09 + 8 digits). */
export function newPhone(): string {
  phoneSeq += 1;
  return `09${String((process.pid % 1000) * 100000 + phoneSeq).padStart(8, '0').slice(-8)}`;
}

let addressSeq = 0;
/** A fresh client address per call, so the per-address limits only bite in the tests about them. */
export const someAddress = () => {
  addressSeq += 1;
  return `10.${(addressSeq >> 16) & 255}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
};

export const post = (ctx: TestContext, url: string, payload?: unknown, token?: string, remoteAddress = someAddress()) =>
  ctx.app.inject({ method: 'POST', url, remoteAddress, payload: payload as Record<string, unknown>, headers: token ? { authorization: `Bearer ${token}` } : {} });

export async function lastCode(ctx: TestContext, phone: string): Promise<string> {
  const [row] = await ctx.db.select().from(t.smsOutbox).where(eq(t.smsOutbox.phone, phone)).orderBy(desc(t.smsOutbox.id)).limit(1);
  const code = /(\d{6})/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** Sends a code, reads it from the outbox and verifies it. Returns the code. */
export async function verifiedCode(ctx: TestContext, phone: string, family = 'oauth'): Promise<string> {
  const sent = await post(ctx, `/v2/${family}/verify/send`, { phone });
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  const code = await lastCode(ctx, phone);
  const res = await post(ctx, `/v2/${family}/verify`, { phone, code });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.body}`);
  return code;
}

export async function register(ctx: TestContext, phone = newPhone(), extra: Record<string, unknown> = {}): Promise<LoginResult & { phone: string }> {
  const code = await verifiedCode(ctx, phone);
  const res = await post(ctx, '/v2/oauth/register', { phone, name: '王小明', gender: 1, password: 'secret123', password_confirmation: 'secret123', code, ...extra });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  return { ...json<Envelope<LoginResult>>(res).return, phone };
}
