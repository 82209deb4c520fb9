/**
 * Brute force against login and verification codes is stopped, also when the attempts come
 * all at once (parallel requests must not slip past a limit that is checked before it is
 * counted) and when the client rotates a forged X-Forwarded-For. The limits (README,
 * Accounts): failed logins of a phone are slowed down (from the 5th in 15 min, 1 s doubling
 * to 30 s, and a captcha where it is on) but never lock the member out; 50 per address per
 * 15 min; code sends 1 per minute and 5 per hour per phone, 20 per hour per address; a code
 * dies after 5 wrong tries.
 */
import { and, eq } from 'drizzle-orm';
import type { CaptchaChallenge, Envelope } from '@joy/contract';
import type { Database } from '../../src/db/client';
import { hashPassword } from '../../src/lib/secrets';
import * as t from '../../src/db/schema';
import { lastCode, newPhone, post, register, someAddress } from '../helpers/accounts';
import { eachDatabase, json } from '../helpers/app';
import { recordFigures } from '../soak/figures';
import { loginDelayMs } from '../../src/routes/v2/auth/accounts';

const TOO_MANY = { code: 0, status: 429, return: null, msg: '請求過於頻繁，請稍後再試' };

eachDatabase('brute force is stopped', (ctx) => {
  const statuses = (replies: { statusCode: number }[]) => replies.reduce<Record<number, number>>((n, r) => ({ ...n, [r.statusCode]: (n[r.statusCode] ?? 0) + 1 }), {});

  // Each judged password costs a scrypt, so the windows are first filled close to their limit.
  it('slows a phone’s failed logins down instead of locking its member out: one password judged per delay step, however many arrive at once, in both login families', async () => {
    const m = await register(ctx);
    // 8 failures a minute ago: the 8 s delay they call for has passed.
    for (let i = 0; i < 8; i += 1) await ctx.app.repos.throttle.record('login_phone', [m.phone], new Date(Date.now() - 60_000));
    const attempts = Array.from({ length: 16 }, (_, i) => post(ctx, `/v2/${i % 2 ? 'auth' : 'oauth'}/login`, { phone: m.phone, password: `guess-${i}` }));
    const replies = await Promise.all(attempts);
    recordFigures(`login brute force [${ctx.kind}]`, { parallel: attempts.length, replies: statuses(replies) });
    expect(statuses(replies)).toEqual({ 422: 1, 429: 15 });
    for (const r of replies.filter((x) => x.statusCode === 429)) expect(json(r)).toEqual(TOO_MANY);
    // Right after the 9th failure even the right password waits its 16 s…
    expect((await post(ctx, '/v2/auth/login', { phone: m.phone, password: 'secret123' })).statusCode).toBe(429);
    // …but no 15 minutes: once the delay has passed, the member logs in.
    await ctx.db.update(t.throttleEvents).set({ createdAt: new Date(Date.now() - 17_000) }).where(and(eq(t.throttleEvents.kind, 'login_phone'), eq(t.throttleEvents.key, m.phone)));
    expect((await post(ctx, '/v2/auth/login', { phone: m.phone, password: 'secret123' })).statusCode).toBe(200);
  }, 60_000);

  it('grows the delay 1 s, 2 s, 4 s … up to 30 s from the 5th failure, and judges the first 4 at once', () => {
    expect([0, 4, 5, 6, 7, 8, 9, 10, 50].map(loginDelayMs)).toEqual([0, 0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it('judges at most 50 failed logins per client address, spread over many phones, however many arrive at once', async () => {
    const address = someAddress();
    for (let i = 0; i < 46; i += 1) await ctx.app.repos.throttle.record('login_ip', [address]);
    const replies = await Promise.all(Array.from({ length: 16 }, () => post(ctx, '/v2/oauth/login', { phone: newPhone(), password: 'guess-it' }, undefined, address)));
    expect(statuses(replies)).toEqual({ 422: 4, 429: 12 });
  }, 60_000);

  it('still logs in with the right password, and a success does not count as a failure', async () => {
    const m = await register(ctx);
    const address = someAddress();
    for (let i = 0; i < 5; i += 1) await ctx.app.repos.throttle.record('login_ip', [address]);
    for (let i = 0; i < 3; i += 1) expect((await post(ctx, '/v2/oauth/login', { phone: m.phone, password: 'wrong-one' }, undefined, address)).statusCode).toBe(422);
    expect((await post(ctx, '/v2/oauth/login', { phone: m.phone, password: 'secret123' }, undefined, address)).statusCode).toBe(200);
    // The success cleared the phone's failures and gave back its own slot of the address's.
    expect(await ctx.db.select().from(t.throttleEvents).where(and(eq(t.throttleEvents.kind, 'login_phone'), eq(t.throttleEvents.key, m.phone)))).toEqual([]);
    expect(await ctx.db.select().from(t.throttleEvents).where(eq(t.throttleEvents.key, address))).toHaveLength(8);
  }, 60_000);

  it('sends one code per phone per minute, however many requests arrive at once, in both families', async () => {
    const phone = newPhone();
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => post(ctx, `/v2/${i % 2 ? 'auth' : 'oauth'}/verify/send`, { phone })));
    expect(statuses(replies)).toEqual({ 200: 1, 429: 11 });
    expect(await ctx.db.select().from(t.smsOutbox).where(eq(t.smsOutbox.phone, phone))).toHaveLength(1);
  });

  it('sends at most 20 codes per client address per hour, however many arrive at once', async () => {
    const address = someAddress();
    const replies = await Promise.all(Array.from({ length: 30 }, () => post(ctx, '/v2/oauth/verify/send', { phone: newPhone() }, undefined, address)));
    expect(statuses(replies)).toEqual({ 200: 20, 429: 10 });
  });

  it('judges at most 5 guesses of a code, however many arrive at once; then even the right code is refused', async () => {
    const phone = newPhone();
    await post(ctx, '/v2/oauth/verify/send', { phone });
    const code = await lastCode(ctx, phone);
    const guesses = Array.from({ length: 60 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const replies = await Promise.all(guesses.map((guess) => post(ctx, '/v2/oauth/verify', { phone, code: guess })));
    recordFigures(`code brute force [${ctx.kind}]`, { parallel: guesses.length, replies: statuses(replies) });
    expect(statuses(replies)).toEqual({ 422: 60 });
    for (const r of replies) expect(json<Envelope>(r)).toMatchObject({ msg: '驗證碼錯誤', return: { errors: { code: '驗證碼錯誤' } } });
    const [row] = await ctx.db.select({ attempts: t.verificationCodes.attempts }).from(t.verificationCodes).where(eq(t.verificationCodes.phone, phone));
    expect(row.attempts).toBe(5);
    // The right code, dead after 5 wrong tries, says so instead of 驗證碼錯誤.
    expect(json(await post(ctx, '/v2/oauth/verify', { phone, code }))).toMatchObject({ msg: '驗證碼已失效，請重新發送' });
  });

  it('lets a mistyped code through on the right one within 5 tries, and registration spend it', async () => {
    const phone = newPhone();
    await post(ctx, '/v2/oauth/verify/send', { phone });
    const code = await lastCode(ctx, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expect((await post(ctx, '/v2/oauth/verify', { phone, code: wrong })).statusCode).toBe(422);
    expect((await post(ctx, '/v2/oauth/verify', { phone, code })).statusCode).toBe(200);
    const registered = await post(ctx, '/v2/oauth/register', { phone, name: '王小明', gender: 1, password: 'secret123', password_confirmation: 'secret123', code });
    expect(registered.statusCode).toBe(200);
  });

  // `npm start` is reached directly: by default no X-Forwarded-For is believed (finding 2 of
  // the second round: 60 of 60 logins judged and 25 of 25 codes sent with a rotated header).
  it('by default, a rotated forged X-Forwarded-For dodges neither the per-address login limit nor the code-send limit', async () => {
    const client = someAddress();
    for (let i = 0; i < 46; i += 1) await ctx.app.repos.throttle.record('login_ip', [client]);
    const logins = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        ctx.app.inject({ method: 'POST', url: '/v2/oauth/login', remoteAddress: client, headers: { 'x-forwarded-for': `203.0.113.${i}` }, payload: { phone: newPhone(), password: 'guess-it' } }),
      ),
    );
    expect(statuses(logins)).toEqual({ 422: 4, 429: 12 });
    const sends = await Promise.all(
      Array.from({ length: 22 }, (_, i) =>
        ctx.app.inject({ method: 'POST', url: '/v2/oauth/verify/send', remoteAddress: client, headers: { 'x-forwarded-for': `198.51.100.${i}` }, payload: { phone: newPhone() } }),
      ),
    );
    expect(statuses(sends)).toEqual({ 200: 20, 429: 2 });
    recordFigures(`forged X-Forwarded-For by default [${ctx.kind}]`, { logins: statuses(logins), sends: statuses(sends) });
  }, 60_000);
});

eachDatabase(
  'brute force behind one proxy (TRUST_PROXY_HOPS=1)',
  (ctx) => {
    const statuses = (replies: { statusCode: number }[]) => replies.reduce<Record<number, number>>((n, r) => ({ ...n, [r.statusCode]: (n[r.statusCode] ?? 0) + 1 }), {});
    it('counts the address the proxy saw, not one the client forged in front of it in X-Forwarded-For', async () => {
      const proxy = '10.9.9.9';
      const client = someAddress();
      const forged = (i: number) => `203.0.113.${i % 250}, 198.18.${i % 250}.1`;
      const sends = [];
      for (let i = 0; i < 25; i += 1) {
        sends.push(ctx.app.inject({ method: 'POST', url: '/v2/oauth/verify/send', remoteAddress: proxy, headers: { 'x-forwarded-for': `${forged(i)}, ${client}` }, payload: { phone: newPhone() } }));
      }
      expect(statuses(await Promise.all(sends))).toEqual({ 200: 20, 429: 5 });
    });
  },
  { env: { TRUST_PROXY_HOPS: '1' }, pgliteOnly: true },
);

eachDatabase(
  'brute force behind proxies named by address (TRUST_PROXY=172.16.0.0/12)',
  (ctx) => {
    it('reads X-Forwarded-For only from a listed proxy: the address the proxy saw counts, a direct client’s header does not', async () => {
      const viaProxy = someAddress();
      const proxied = Array.from({ length: 22 }, (_, i) =>
        ctx.app.inject({ method: 'POST', url: '/v2/oauth/verify/send', remoteAddress: `172.20.0.${(i % 3) + 1}`, headers: { 'x-forwarded-for': `203.0.113.${i}, ${viaProxy}` }, payload: { phone: newPhone() } }),
      );
      const replies = await Promise.all(proxied);
      expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(2);
      const direct = someAddress();
      const forged = await Promise.all(
        Array.from({ length: 22 }, (_, i) =>
          ctx.app.inject({ method: 'POST', url: '/v2/oauth/verify/send', remoteAddress: direct, headers: { 'x-forwarded-for': `172.16.0.${i}` }, payload: { phone: newPhone() } }),
        ),
      );
      expect(forged.filter((r) => r.statusCode === 429)).toHaveLength(2);
    });
  },
  { env: { TRUST_PROXY: '172.16.0.0/12' }, pgliteOnly: true },
);

eachDatabase(
  'failed logins with captcha on (CAPTCHA_PROVIDER=local)',
  (ctx) => {
    const captcha = async () => json<Envelope<CaptchaChallenge>>(await ctx.app.inject({ method: 'GET', url: '/v2/captcha' })).return.token as string;
    const login = (phone: string, password: string, answer?: string) => post(ctx, '/v2/oauth/login', { phone, password, ...(answer === undefined ? {} : { captcha: answer }) });

    it('asks for the captcha from a phone’s 5th failure on, and then lets the right password with an answered captcha in', async () => {
      const { members } = ctx.app.repos;
      const phone = newPhone();
      await members.create(ctx.db as Database, { phone, name: '林小安', gender: 0, passwordHash: await hashPassword('secret123'), loginType: 'general', fromInviteCode: null, fromSource: 5, registerDevice: 'PC' });
      for (let i = 0; i < 4; i += 1) expect(json<Envelope<{ errors: Record<string, string> }>>(await login(phone, 'wrong-one')).return.errors).toEqual({ phone: '帳號或密碼錯誤', password: '帳號或密碼錯誤' });
      await ctx.app.repos.throttle.record('login_phone', [phone], new Date(Date.now() - 60_000));
      await ctx.db.update(t.throttleEvents).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(t.throttleEvents.key, phone));

      const unanswered = await login(phone, 'secret123');
      expect(unanswered.statusCode).toBe(422);
      expect(json(unanswered)).toMatchObject({ return: { errors: { captcha: '請先完成驗證，再重新登入' } } });
      expect(json<Envelope<{ errors: Record<string, string> }>>(await login(phone, 'secret123', 'junk')).return.errors).toEqual({ captcha: '驗證失敗，請再次確認' });
      // Neither counted as a failure: still 5.
      expect(await ctx.db.select().from(t.throttleEvents).where(and(eq(t.throttleEvents.kind, 'login_phone'), eq(t.throttleEvents.key, phone)))).toHaveLength(5);
      expect((await login(phone, 'secret123', await captcha())).statusCode).toBe(200);
    }, 60_000);
  },
  { env: { CAPTCHA_PROVIDER: 'local', CAPTCHA_SECRET: 'brute-force-test-secret' } },
);
