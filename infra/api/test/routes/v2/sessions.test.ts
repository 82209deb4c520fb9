/**
 * 「保持登入」 (second round, finding 6): unticked, the server issues a login of a few hours
 * (SHORT_TOKEN_TTL) that is never renewed; ticked (the default), a 7-day one (TOKEN_TTL) that
 * POST /v2/auth/refresh rotates. Logout and a password change end both kinds.
 */
import { eq } from 'drizzle-orm';
import type { Envelope, LoginResult } from '@joy/contract';
import * as t from '../../../src/db/schema';
import { sha256Hex } from '../../../src/lib/secrets';
import { post, register } from '../../helpers/accounts';
import { eachDatabase, json } from '../../helpers/app';

const HOUR = 3600;

eachDatabase('login lengths (保持登入)', (ctx) => {
  const login = async (phone: string, keep?: boolean) => {
    const res = await post(ctx, '/v2/auth/login', { phone, password: 'secret123', ...(keep === undefined ? {} : { keep_login: keep }) });
    expect(res.statusCode).toBe(200);
    return json<Envelope<LoginResult>>(res).return;
  };
  const lifetimeSeconds = async (token: string) => {
    const [row] = await ctx.db.select().from(t.authTokens).where(eq(t.authTokens.tokenHash, sha256Hex(token)));
    return Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 1000);
  };
  const member = (token: string) => ctx.app.inject({ method: 'GET', url: '/v2/member', headers: { authorization: `Bearer ${token}` } });
  const refresh = (token: string) => ctx.app.inject({ method: 'POST', url: '/v2/auth/refresh', headers: { authorization: `Bearer ${token}` } });

  it('unticked: a login of 8 hours that is never renewed; ticked or unsaid: 7 days', async () => {
    const m = await register(ctx);
    const short = await login(m.phone, false);
    expect(short.expires_in).toBe(8 * HOUR);
    expect(await lifetimeSeconds(short.token)).toBe(8 * HOUR);
    expect((await refresh(short.token)).statusCode).toBe(403);
    expect((await member(short.token)).statusCode).toBe(200);

    for (const keep of [true, undefined]) {
      const long = await login(m.phone, keep);
      expect(long.expires_in).toBe(7 * 24 * HOUR);
      expect(await lifetimeSeconds(long.token)).toBe(7 * 24 * HOUR);
    }
  });

  it('an unticked login ends after its hours, however it is used', async () => {
    const m = await register(ctx);
    const short = await login(m.phone, false);
    await ctx.db.update(t.authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(t.authTokens.tokenHash, sha256Hex(short.token)));
    expect((await member(short.token)).statusCode).toBe(401);
    expect((await refresh(short.token)).statusCode).toBe(401);
  });

  it('rotates a kept login: a new 7-day token, the old one ending a minute later and never renewed again', async () => {
    const m = await register(ctx);
    const long = await login(m.phone, true);
    const res = await refresh(long.token);
    expect(res.statusCode).toBe(200);
    const renewed = json<Envelope<LoginResult>>(res).return;
    expect(renewed).toMatchObject({ expires_in: 7 * 24 * HOUR, member: { id: m.member.id } });
    expect(renewed.token).not.toBe(long.token);
    expect(await lifetimeSeconds(renewed.token)).toBe(7 * 24 * HOUR);
    // Requests already on their way with the old token still pass for a minute…
    expect((await member(long.token)).statusCode).toBe(200);
    expect(await lifetimeSeconds(long.token)).toBeLessThanOrEqual(60);
    // …but a copy of it cannot start a second chain.
    expect((await refresh(long.token)).statusCode).toBe(403);
    expect((await refresh(renewed.token)).statusCode).toBe(200);
  });

  it('logout ends a kept and an unkept login', async () => {
    const m = await register(ctx);
    for (const keep of [true, false]) {
      const session = await login(m.phone, keep);
      expect((await ctx.app.inject({ method: 'POST', url: '/v2/oauth/logout', headers: { authorization: `Bearer ${session.token}` } })).statusCode).toBe(200);
      expect((await member(session.token)).statusCode).toBe(401);
      expect((await refresh(session.token)).statusCode).toBe(401);
    }
  });

  it('logout right after a renewal also ends the token it replaced', async () => {
    const m = await register(ctx);
    const kept = await login(m.phone, true);
    const renewed = json<Envelope<LoginResult>>(await refresh(kept.token)).return;
    const other = await login(m.phone, true);
    expect((await ctx.app.inject({ method: 'POST', url: '/v2/oauth/logout', headers: { authorization: `Bearer ${renewed.token}` } })).statusCode).toBe(200);
    for (const token of [renewed.token, kept.token]) expect((await member(token)).statusCode).toBe(401);
    // Another device's login is not touched.
    expect((await member(other.token)).statusCode).toBe(200);
  });

  it('a password change ends the other logins, kept and unkept, rotated ones included', async () => {
    const m = await register(ctx);
    const kept = await login(m.phone, true);
    const rotated = json<Envelope<LoginResult>>(await refresh(kept.token)).return;
    const unkept = await login(m.phone, false);
    const boundary = 'joy-sessions-boundary';
    const fields = { old_password: 'secret123', password: 'newpass99', password_confirmation: 'newpass99' };
    const payload = `${Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('')}--${boundary}--\r\n`;
    const changed = await ctx.app.inject({ method: 'POST', url: '/v2/member?_method=PUT', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${m.token}` } });
    expect(changed.statusCode).toBe(200);
    for (const token of [kept.token, rotated.token, unkept.token]) expect((await member(token)).statusCode).toBe(401);
    expect((await member(m.token)).statusCode).toBe(200);
  });
});
