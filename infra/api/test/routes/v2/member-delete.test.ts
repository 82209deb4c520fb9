/**
 * Account deletion (help c-8) needs the member's proof: the password, or the SMS code sent to
 * the member's own phone. A missing, wrong or expired proof answers 422 keyed by its field and
 * deletes nothing; the right one deletes the account and spends the code.
 */
import crypto from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Envelope, LoginResult } from '@joy/contract';
import * as t from '../../../src/db/schema';
import { eachDatabase, json, type TestContext } from '../../helpers/app';
import { lastCode, newPhone, post, register, verifiedCode } from '../../helpers/accounts';

type Errors = Envelope<{ errors: Record<string, string> }>;

eachDatabase('account deletion with a proof', (ctx: TestContext) => {
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const del = (token: string, payload?: Record<string, unknown>) => ctx.app.inject({ method: 'DELETE', url: '/v2/member', headers: auth(token), payload });
  const sendCode = (token: string) => post(ctx, '/v2/member/delete/code', undefined, token);
  const stillLive = async (memberId: number, token: string) => {
    const [row] = await ctx.db.select().from(t.members).where(eq(t.members.id, memberId));
    expect(row.deletedAt).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: '/v2/member', headers: auth(token) })).statusCode).toBe(200);
  };
  /** Lets the phone be sent another code at once (registration sent it one a moment ago). */
  const resetSendLimits = (phone: string) => ctx.db.update(t.throttleEvents).set({ createdAt: new Date(0) }).where(eq(t.throttleEvents.key, phone));

  it('refuses a missing proof field by field and deletes nothing', async () => {
    const m = await register(ctx);
    const cases: [Record<string, unknown> | undefined, Record<string, string>][] = [
      [undefined, { proof: '請選擇確認方式' }],
      [{ proof: 'face' }, { proof: '請選擇確認方式' }],
      [{ proof: 'password' }, { password: '請輸入密碼' }],
      [{ proof: 'code', code: '  ' }, { code: '請輸入驗證碼' }],
    ];
    for (const [payload, errors] of cases) {
      const res = await del(m.token, payload);
      expect(res.statusCode).toBe(422);
      expect(json<Errors>(res).return.errors).toEqual(errors);
    }
    await stillLive(m.member.id, m.token);
  });

  it('deletes with the right password; a wrong one is 密碼錯誤，請再次確認 and deletes nothing', async () => {
    const m = await register(ctx);
    const wrong = await del(m.token, { proof: 'password', password: 'not-mine' });
    expect(wrong.statusCode).toBe(422);
    expect(json<Errors>(wrong)).toMatchObject({ code: 0, status: 422, msg: '密碼錯誤，請再次確認', return: { errors: { password: '密碼錯誤，請再次確認' } } });
    await stillLive(m.member.id, m.token);

    expect(json(await del(m.token, { proof: 'password', password: 'secret123' }))).toMatchObject({ code: 1, msg: '刪除成功' });
    const [row] = await ctx.db.select().from(t.members).where(eq(t.members.id, m.member.id));
    expect(row.deletedAt).not.toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: '/v2/member', headers: auth(m.token) })).statusCode).toBe(401);
  });

  it('slows password guesses down like failed logins', async () => {
    const m = await register(ctx);
    for (let i = 0; i < 5; i += 1) expect((await del(m.token, { proof: 'password', password: `guess-${i}` })).statusCode).toBe(422);
    const early = await del(m.token, { proof: 'password', password: 'secret123' });
    expect(early.statusCode).toBe(429);
    await stillLive(m.member.id, m.token);
  });

  it('sends the code to the member’s own phone, at most once a minute', async () => {
    const m = await register(ctx);
    await resetSendLimits(m.phone);
    expect(json(await sendCode(m.token))).toMatchObject({ code: 1 });
    const [latest] = await ctx.db.select().from(t.smsOutbox).where(eq(t.smsOutbox.phone, m.phone)).orderBy(desc(t.smsOutbox.id)).limit(1);
    expect(latest.body).toMatch(/^【樂享】您正在申請刪除樂享帳號，驗證碼為 \d{6}/);
    const again = await sendCode(m.token);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('deletes a member without a password with the SMS code, which is spent', async () => {
    const sub = `g-${crypto.randomUUID()}`;
    const phone = newPhone();
    const idToken = json<{ id_token: string }>(await post(ctx, '/dev/idp/token', { provider: 'google', sub, email: '', name: 'Ming' })).id_token;
    const form = { phone, name: '王小明', code: await verifiedCode(ctx, phone), google_id: sub, social_token: idToken };
    const reg = json<Envelope<LoginResult>>(await post(ctx, '/v2/oauth/register/google', form)).return;
    expect(reg.has_password).toBe(false);

    const noPassword = await del(reg.token, { proof: 'password', password: 'anything' });
    expect(json<Errors>(noPassword).return.errors).toEqual({ password: '您尚未設定密碼，請改用手機驗證碼確認' });

    await resetSendLimits(phone);
    expect((await sendCode(reg.token)).statusCode).toBe(200);
    const code = await lastCode(ctx, phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await del(reg.token, { proof: 'code', code: wrongCode });
    expect(wrong.statusCode).toBe(422);
    expect(json<Errors>(wrong)).toMatchObject({ msg: '驗證碼錯誤', return: { errors: { code: '驗證碼錯誤' } } });
    await stillLive(reg.member.id, reg.token);

    expect(json(await del(reg.token, { proof: 'code', code }))).toMatchObject({ code: 1, msg: '刪除成功' });
    const [row] = await ctx.db.select().from(t.verificationCodes).where(eq(t.verificationCodes.phone, phone)).orderBy(desc(t.verificationCodes.id)).limit(1);
    expect(row.usedAt).not.toBeNull();
    // Spent: the same code verifies nothing afterwards.
    const reuse = await post(ctx, '/v2/oauth/verify', { phone, code });
    expect(json(reuse)).toMatchObject({ code: 0, msg: '驗證碼已失效，請重新發送' });
  });

  it('refuses an expired code and another phone’s code, deleting nothing', async () => {
    const m = await register(ctx);
    const other = await register(ctx);
    await resetSendLimits(m.phone);
    await resetSendLimits(other.phone);
    expect((await sendCode(other.token)).statusCode).toBe(200);
    const othersCode = await lastCode(ctx, other.phone);
    expect((await sendCode(m.token)).statusCode).toBe(200);
    const code = await lastCode(ctx, m.phone);
    if (othersCode !== code) {
      expect(json<Errors>(await del(m.token, { proof: 'code', code: othersCode })).return.errors).toEqual({ code: '驗證碼錯誤' });
    }

    await ctx.db.update(t.verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(t.verificationCodes.phone, m.phone));
    const expired = await del(m.token, { proof: 'code', code });
    expect(expired.statusCode).toBe(422);
    expect(json<Errors>(expired).return.errors).toEqual({ code: '驗證碼已失效，請重新發送' });
    await stillLive(m.member.id, m.token);
  });
});
