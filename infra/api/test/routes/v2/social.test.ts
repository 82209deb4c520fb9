import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Envelope, LoginResult } from '@joy/contract';
import * as t from '../../../src/db/schema';
import { eachDatabase, json } from '../../helpers/app';
import { lastCode, newPhone, post, register, verifiedCode } from '../../helpers/accounts';
import { postMultipart } from '../../helpers/partner';

type Errors = Envelope<{ errors: Record<string, string> }>;

eachDatabase('accounts: social login with the local identity provider', (ctx) => {
  const idToken = async (provider: string, sub: string, email = '') =>
    json<{ id_token: string }>(await post(ctx, '/dev/idp/token', { provider, sub, email, name: 'Ming' })).id_token;
  const socialForm = async (provider: string, sub: string, phone: string, extra: Record<string, unknown> = {}) => ({
    phone, name: '王小明', code: await verifiedCode(ctx, phone), [`${provider}_id`]: sub, social_token: await idToken(provider, sub, 'ming@gmail.com'), ...extra,
  });

  it('serves its public keys', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/dev/idp/jwks.json' });
    expect(json<{ keys: { kty: string; kid: string; d?: string }[] }>(res).keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(json<{ keys: { d?: string }[] }>(res).keys[0].d).toBeUndefined();
  });

  it('answers 手機尚未驗證 for an unknown social id', async () => {
    const sub = `g-${crypto.randomUUID()}`;
    const res = await post(ctx, '/v2/oauth/login/google', { google_id: sub, code: await idToken('google', sub) });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ code: 0, msg: '手機尚未驗證' });
  });

  it('signs up with a social account, then logs in with it', async () => {
    const sub = `g-${crypto.randomUUID()}`;
    const phone = newPhone();
    const reg = json<Envelope<LoginResult>>(await post(ctx, '/v2/oauth/register/google', await socialForm('google', sub, phone)));
    expect(reg.return).toMatchObject({ new_register: true, has_password: false });
    const [row] = await ctx.db.select().from(t.members).where(eq(t.members.phone, phone));
    expect(row).toMatchObject({ googleId: sub, loginType: 'google', email: 'ming@gmail.com', fromSource: 5, passwordHash: null });
    const login = json<Envelope<LoginResult>>(await post(ctx, '/v2/oauth/login/google', { google_id: sub, code: await idToken('google', sub) }));
    expect(login).toMatchObject({ code: 1, msg: '登入成功', return: { member: { id: reg.return.member.id }, new_register: false } });
  });

  it('binds a social id to the existing member of the phone', async () => {
    const m = await register(ctx);
    await ctx.db.update(t.throttleEvents).set({ createdAt: new Date(0) }).where(eq(t.throttleEvents.key, m.phone));
    const sub = `fb-${crypto.randomUUID()}`;
    const res = json<Envelope<LoginResult>>(await post(ctx, '/v2/oauth/register/facebook', await socialForm('facebook', sub, m.phone)));
    expect(res.return).toMatchObject({ new_register: false, has_password: true, member: { id: m.member.id } });
    const login = json<Envelope<LoginResult>>(await post(ctx, '/v2/oauth/login/facebook', { facebook_id: sub, code: await idToken('facebook', sub) }));
    expect(login.return.member.id).toBe(m.member.id);
  });

  it('welcome back without a password: the binding spends its code, and the password is set with the login it gave', async () => {
    const phone = newPhone();
    await post(ctx, '/v2/oauth/register/facebook', await socialForm('facebook', `fb-${crypto.randomUUID()}`, phone));
    await ctx.db.update(t.throttleEvents).set({ createdAt: new Date(0) }).where(eq(t.throttleEvents.key, phone));
    const form = await socialForm('google', `g-${crypto.randomUUID()}`, phone);
    const bound = json<Envelope<LoginResult>>(await post(ctx, '/v2/oauth/register/google', form)).return;
    expect(bound).toMatchObject({ new_register: false, has_password: false });

    // The code is spent: nobody can set the password with it again.
    const withCode = await ctx.app.inject({ method: 'PUT', url: `/v2/oauth/password/${phone}`, payload: { code: form.code, password: 'secret99', password_confirmation: 'secret99' } });
    expect(json<Errors>(withCode)).toMatchObject({ code: 0, return: { errors: { code: '驗證碼已失效，請重新發送' } } });

    const set = await postMultipart(ctx, '/v2/member?_method=PUT', bound.token, { password: 'secret99', password_confirmation: 'secret99' });
    expect(set.statusCode).toBe(200);
    expect(json<Envelope<LoginResult>>(await post(ctx, '/v2/oauth/login', { phone, password: 'secret99' }))).toMatchObject({ code: 1, return: { has_password: true } });
  });

  it('refuses a phone already bound to another id of that provider', async () => {
    const phone = newPhone();
    await post(ctx, '/v2/oauth/register/apple', await socialForm('apple', 'apple-one', phone));
    await ctx.db.update(t.throttleEvents).set({ createdAt: new Date(0) }).where(eq(t.throttleEvents.key, phone));
    const res = await post(ctx, '/v2/oauth/register/apple', await socialForm('apple', 'apple-two', phone));
    expect(json<Errors>(res)).toMatchObject({ msg: '該手機號碼已被綁定', return: { errors: { phone: '該手機號碼已被綁定' } } });
  });

  it('refuses a token whose subject differs from the posted id, a bad signature and another audience', async () => {
    const sub = `g-${crypto.randomUUID()}`;
    const other = await post(ctx, '/v2/oauth/login/google', { google_id: sub, code: await idToken('google', 'someone-else') });
    expect(json<Errors>(other)).toMatchObject({ msg: '驗證失敗，請再次確認', return: { errors: { code: '驗證失敗，請再次確認' } } });

    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = await new SignJWT({}).setProtectedHeader({ alg: 'RS256' }).setIssuer('joy-local-idp').setAudience('joy-local-google').setSubject(sub).setExpirationTime('1h').sign(privateKey);
    expect((await post(ctx, '/v2/oauth/login/google', { google_id: sub, code: forged })).statusCode).toBe(422);

    const appleToken = await idToken('apple', sub);
    expect((await post(ctx, '/v2/oauth/login/google', { google_id: sub, code: appleToken })).statusCode).toBe(422);
    const form = await socialForm('google', sub, newPhone(), { social_token: forged });
    expect(json<Errors>(await post(ctx, '/v2/oauth/register/google', form)).return.errors).toEqual({ social_token: '驗證失敗，請再次確認' });
  });

  it('says the account is deleted for a deleted member in protection', async () => {
    const sub = `g-${crypto.randomUUID()}`;
    const reg = json<Envelope<LoginResult>>(await post(ctx, '/v2/oauth/register/google', await socialForm('google', sub, newPhone())));
    // No password: the deletion is confirmed with the code sent to the member's phone.
    const phone = (await ctx.db.select({ phone: t.members.phone }).from(t.members).where(eq(t.members.id, reg.return.member.id)))[0].phone;
    await ctx.db.update(t.throttleEvents).set({ createdAt: new Date(0) }).where(eq(t.throttleEvents.key, phone));
    expect((await post(ctx, '/v2/member/delete/code', undefined, reg.return.token)).statusCode).toBe(200);
    const del = await ctx.app.inject({ method: 'DELETE', url: '/v2/member', headers: { authorization: `Bearer ${reg.return.token}` }, payload: { proof: 'code', code: await lastCode(ctx, phone) } });
    expect(json(del)).toMatchObject({ code: 1, msg: '刪除成功' });
    const res = await post(ctx, '/v2/oauth/login/google', { google_id: sub, code: await idToken('google', sub) });
    expect(json(res)).toMatchObject({ code: 0, msg: '您的帳號已刪除，如有疑問請洽客服' });
  });

  it('answers 404 for an unknown provider', async () => {
    const form = await socialForm('google', `g-${crypto.randomUUID()}`, newPhone());
    expect((await post(ctx, '/v2/oauth/register/line', form)).statusCode).toBe(404);
  });
});
