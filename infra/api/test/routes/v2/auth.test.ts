import { and, eq } from 'drizzle-orm';
import type { Envelope, LoginResult, MemberRecord, VerifyResult } from '@joy/contract';
import * as t from '../../../src/db/schema';
import { createVerificationService } from '../../../src/services/verification';
import { eachDatabase, json } from '../../helpers/app';
import { lastCode, newPhone, post, register, verifiedCode } from '../../helpers/accounts';

type Errors = Envelope<{ errors: Record<string, string> }>;
const wrongCredentials = { phone: '帳號或密碼錯誤', password: '帳號或密碼錯誤' };

eachDatabase('accounts: phone flows', (ctx) => {
  const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  describe('login', () => {
    it('logs in with phone and password in both families', async () => {
      const m = await register(ctx);
      for (const family of ['oauth', 'auth']) {
        const res = await post(ctx, `/v2/${family}/login`, { phone: m.phone, password: 'secret123' });
        const body = json<Envelope<LoginResult>>(res);
        expect(body).toMatchObject({ code: 1, msg: '登入成功', return: { expires_in: 604800, new_register: false, coin_user_id: m.coin_user_id, has_password: true } });
        expect(body.return.member).toEqual({ id: m.member.id, name: '王小明', avatar: '', is_joy_dealer: false });
        expect(body.return.token).not.toBe(m.token);
      }
    });

    it('answers a wrong phone or password with the §8 errors', async () => {
      const m = await register(ctx);
      for (const payload of [{ phone: m.phone, password: 'wrong-one' }, { phone: newPhone(), password: 'secret123' }]) {
        const res = await post(ctx, '/v2/oauth/login', payload);
        expect(res.statusCode).toBe(422);
        expect(json<Errors>(res)).toMatchObject({ msg: '登入失敗', return: { errors: wrongCredentials } });
      }
    });

    it('slows a phone down after 5 failures instead of locking its member out for 15 minutes', async () => {
      const m = await register(ctx);
      for (let i = 0; i < 5; i += 1) expect((await post(ctx, '/v2/oauth/login', { phone: m.phone, password: 'bad-pass' })).statusCode).toBe(422);
      const early = await post(ctx, '/v2/oauth/login', { phone: m.phone, password: 'secret123' });
      expect(early.statusCode).toBe(429);
      expect(json(early)).toMatchObject({ status: 429, msg: '請求過於頻繁，請稍後再試' });
      // The 5th failure asks for 1 s: a second later the right password is judged, and logs in.
      await ctx.db.update(t.throttleEvents).set({ createdAt: new Date(Date.now() - 1_100) }).where(eq(t.throttleEvents.key, m.phone));
      expect((await post(ctx, '/v2/oauth/login', { phone: m.phone, password: 'secret123' })).statusCode).toBe(200);
    });

    it('limits failures per client address', async () => {
      const m = await register(ctx);
      const address = '192.0.2.77';
      // 47 earlier failures are on the record; the last three are real failed logins.
      for (let i = 0; i < 47; i += 1) await ctx.app.repos.throttle.record('login_ip', [address]);
      for (let i = 0; i < 3; i += 1) expect((await post(ctx, '/v2/oauth/login', { phone: newPhone(), password: 'bad-pass' }, undefined, address)).statusCode).toBe(422);
      expect((await post(ctx, '/v2/oauth/login', { phone: m.phone, password: 'secret123' }, undefined, address)).statusCode).toBe(429);
      expect((await post(ctx, '/v2/oauth/login', { phone: m.phone, password: 'secret123' })).statusCode).toBe(200);
    });
  });

  describe('verification codes', () => {
    it('sends a random 6-digit code by SMS', async () => {
      const phone = newPhone();
      const res = await post(ctx, '/v2/auth/verify/send', { phone });
      expect(json(res)).toMatchObject({ code: 1, status: 200 });
      const code = await lastCode(ctx, phone);
      expect(code).toMatch(/^\d{6}$/);
      const [sms] = await ctx.db.select().from(t.smsOutbox).where(eq(t.smsOutbox.phone, phone));
      expect(sms.body).toContain(code);
      const [row] = await ctx.db.select().from(t.verificationCodes).where(eq(t.verificationCodes.phone, phone));
      expect(row.codeHash).not.toContain(code);
    });

    it('allows one send per phone per minute and five per hour', async () => {
      const phone = newPhone();
      expect((await post(ctx, '/v2/oauth/verify/send', { phone })).statusCode).toBe(200);
      const again = await post(ctx, '/v2/oauth/verify/send', { phone });
      expect(again.statusCode).toBe(429);
      expect(json(again)).toMatchObject({ code: 0, status: 429, msg: '請求過於頻繁，請稍後再試', return: { retry_after: expect.any(Number) } });
      // The wait is told: the minute's remainder, as the header and in the envelope.
      const wait = Number(again.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(55);
      expect(wait).toBeLessThanOrEqual(60);
      expect(json<{ return: { retry_after: number } }>(again).return.retry_after).toBe(wait);
      for (let i = 0; i < 4; i += 1) {
        await ctx.db.update(t.throttleEvents).set({ createdAt: new Date(Date.now() - 2 * 60_000 * (i + 1)) }).where(eq(t.throttleEvents.key, phone));
        expect((await post(ctx, '/v2/oauth/verify/send', { phone })).statusCode).toBe(200);
      }
      await ctx.db.update(t.throttleEvents).set({ createdAt: new Date(Date.now() - 20 * 60_000) }).where(eq(t.throttleEvents.key, phone));
      const hourly = await post(ctx, '/v2/oauth/verify/send', { phone });
      expect(hourly.statusCode).toBe(429);
      // Five sends 20 minutes ago: the hour's limit frees a slot in about 40 minutes.
      expect(Number(hourly.headers['retry-after'])).toBeGreaterThan(39 * 60);
      expect(Number(hourly.headers['retry-after'])).toBeLessThanOrEqual(40 * 60);
    });

    it('allows 20 sends per client address per hour', async () => {
      const address = '198.51.100.9';
      for (let i = 0; i < 20; i += 1) expect((await post(ctx, '/v2/oauth/verify/send', { phone: newPhone() }, undefined, address)).statusCode).toBe(200);
      expect((await post(ctx, '/v2/oauth/verify/send', { phone: newPhone() }, undefined, address)).statusCode).toBe(429);
    });

    it('refuses a wrong code, and kills the code after 5 wrong tries', async () => {
      const phone = newPhone();
      await post(ctx, '/v2/oauth/verify/send', { phone });
      const code = await lastCode(ctx, phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) {
        const res = await post(ctx, '/v2/oauth/verify', { phone, code: wrong });
        expect(res.statusCode).toBe(422);
        expect(json<Errors>(res)).toMatchObject({ msg: '驗證碼錯誤', return: { errors: { code: '驗證碼錯誤' } } });
      }
      // The right code, now dead, says so instead of 驗證碼錯誤 (the member would retype it forever).
      const dead = await post(ctx, '/v2/oauth/verify', { phone, code });
      expect(dead.statusCode).toBe(422);
      expect(json<Errors>(dead)).toMatchObject({ msg: '驗證碼已失效，請重新發送', return: { errors: { code: '驗證碼已失效，請重新發送' } } });
      expect(json<Errors>(await post(ctx, '/v2/oauth/verify', { phone, code: wrong })).return.errors).toEqual({ code: '驗證碼錯誤' });
    });

    it('answers 驗證碼已失效，請重新發送 to the right code once it was replaced by a newer one or timed out', async () => {
      const phone = newPhone();
      const codes = createVerificationService(ctx.app);
      await codes.issue(phone, '111111');
      await codes.issue(phone, '222222');
      expect(json<Errors>(await post(ctx, '/v2/oauth/verify', { phone, code: '111111' })).return.errors).toEqual({ code: '驗證碼已失效，請重新發送' });
      expect(json<Errors>(await post(ctx, '/v2/oauth/verify', { phone, code: '333333' })).return.errors).toEqual({ code: '驗證碼錯誤' });
      await ctx.db.update(t.verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(t.verificationCodes.phone, phone));
      expect(json<Errors>(await post(ctx, '/v2/oauth/verify', { phone, code: '222222' })).return.errors).toEqual({ code: '驗證碼已失效，請重新發送' });
    });

    it('refuses an expired code', async () => {
      const phone = newPhone();
      await post(ctx, '/v2/oauth/verify/send', { phone });
      await ctx.db.update(t.verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(t.verificationCodes.phone, phone));
      expect((await post(ctx, '/v2/oauth/verify', { phone, code: await lastCode(ctx, phone) })).statusCode).toBe(422);
    });

    it('answers null for an unregistered phone and the user for a member', async () => {
      const phone = newPhone();
      await post(ctx, '/v2/oauth/verify/send', { phone });
      const none = await post(ctx, '/v2/oauth/verify', { phone, code: await lastCode(ctx, phone) });
      expect(json(none)).toMatchObject({ code: 1, return: null });

      const m = await register(ctx);
      await ctx.db.update(t.throttleEvents).set({ createdAt: new Date(0) }).where(eq(t.throttleEvents.key, m.phone));
      await post(ctx, '/v2/auth/verify/send', { phone: m.phone });
      const user = json<Envelope<VerifyResult>>(await post(ctx, '/v2/auth/verify', { phone: m.phone, code: await lastCode(ctx, m.phone) }));
      expect(user.return).toEqual({ user: { id: m.member.id, name: '王小明', login_type: 'general', has_password: true, social_only: false } });

      await ctx.db.update(t.members).set({ passwordHash: null }).where(eq(t.members.id, m.member.id));
      await ctx.db.update(t.throttleEvents).set({ createdAt: new Date(0) }).where(eq(t.throttleEvents.key, m.phone));
      await post(ctx, '/v2/auth/verify/send', { phone: m.phone });
      const social = json<Envelope<VerifyResult>>(await post(ctx, '/v2/auth/verify', { phone: m.phone, code: await lastCode(ctx, m.phone) }));
      expect(social.return?.user).toMatchObject({ has_password: false, social_only: true });
    });
  });

  describe('registration', () => {
    const form = (phone: string, code: string, extra: Record<string, unknown> = {}) => ({ phone, name: '陳大文', gender: 1, password: 'secret123', password_confirmation: 'secret123', code, ...extra });

    it('registers with a verified code: from_source by family, device, new_register', async () => {
      const phone = newPhone();
      const code = await verifiedCode(ctx, phone, 'auth');
      const res = await post(ctx, '/v2/auth/register', form(phone, code, { register_device: 'iOS', from_source: 5 }));
      const body = json<Envelope<LoginResult>>(res);
      expect(body).toMatchObject({ code: 1, return: { new_register: true, member: { name: '陳大文' } } });
      const [row] = await ctx.db.select().from(t.members).where(eq(t.members.phone, phone));
      expect(row).toMatchObject({ fromSource: 2, registerDevice: 'iOS', loginType: 'general', memberGradeId: 1, gender: 1 });
      expect(row.passwordHash).toMatch(/^scrypt\$/);
      expect(row.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
      expect(row.coinUserId).toHaveLength(16);
      const oauth = await register(ctx);
      const [o] = await ctx.db.select().from(t.members).where(eq(t.members.id, oauth.member.id));
      expect(o.fromSource).toBe(5);
    });

    it('needs the code to be verified first, and spends it once', async () => {
      const phone = newPhone();
      await post(ctx, '/v2/oauth/verify/send', { phone });
      const code = await lastCode(ctx, phone);
      const unverified = await post(ctx, '/v2/oauth/register', form(phone, code));
      expect(json<Errors>(unverified).return.errors).toEqual({ code: '驗證碼錯誤' });
      await post(ctx, '/v2/oauth/verify', { phone, code });
      expect((await post(ctx, '/v2/oauth/register', form(phone, code))).statusCode).toBe(200);
    });

    it('refuses a verification older than 10 minutes', async () => {
      const phone = newPhone();
      const code = await verifiedCode(ctx, phone);
      await ctx.db.update(t.verificationCodes).set({ verifiedAt: new Date(Date.now() - 11 * 60_000) }).where(eq(t.verificationCodes.phone, phone));
      expect(json<Errors>(await post(ctx, '/v2/oauth/register', form(phone, code))).return.errors).toEqual({ code: '驗證碼已失效，請重新發送' });
    });

    it('refuses a taken phone and an unknown invite code; keeps a known one', async () => {
      const m = await register(ctx);
      const taken = await post(ctx, '/v2/oauth/register', form(m.phone, '123456'));
      expect(json<Errors>(taken).return.errors).toEqual({ phone: '該手機號碼已被綁定' });

      const phone = newPhone();
      const code = await verifiedCode(ctx, phone);
      const bad = await post(ctx, '/v2/oauth/register', form(phone, code, { from_invite_code: 'NOPE1234' }));
      expect(json<Errors>(bad)).toMatchObject({ msg: '邀請碼無效', return: { errors: { from_invite_code: '邀請碼無效' } } });
      const record = json<Envelope<MemberRecord>>(await ctx.app.inject({ method: 'GET', url: '/v2/member', headers: { authorization: `Bearer ${m.token}` } })).return;
      expect((await post(ctx, '/v2/oauth/register', form(phone, code, { from_invite_code: record.invite_code.toLowerCase() }))).statusCode).toBe(200);
      const [row] = await ctx.db.select().from(t.members).where(and(eq(t.members.phone, phone)));
      expect(row.fromInviteCode).toBe(record.invite_code);
    });

    it('validates the form with the §5 rules', async () => {
      const res = await post(ctx, '/v2/oauth/register', { phone: '12345', name: '王1', password: '123', password_confirmation: '456' });
      expect(json<Errors>(res).return.errors).toEqual({ phone: '格式不正確，請重新輸入', name: '請勿填入特殊符號', password: '密碼低於6字元', password_confirmation: '兩次密碼不符，請確認', code: '驗證碼錯誤' });
    });
  });

  describe('password reset', () => {
    it('sets a new password with a verified code, logs in and ends the other sessions', async () => {
      const m = await register(ctx);
      await ctx.db.update(t.throttleEvents).set({ createdAt: new Date(0) }).where(eq(t.throttleEvents.key, m.phone));
      const code = await verifiedCode(ctx, m.phone);
      const res = await ctx.app.inject({ method: 'PUT', url: `/v2/oauth/password/${m.phone}`, payload: { code, password: 'newpass99', password_confirmation: 'newpass99' } });
      const body = json<Envelope<LoginResult>>(res);
      expect(body).toMatchObject({ code: 1, msg: '設定成功', return: { new_register: false } });
      expect((await get('/v2/member', m.token)).statusCode).toBe(401);
      expect((await get('/v2/member', body.return.token)).statusCode).toBe(200);
      expect((await post(ctx, '/v2/oauth/login', { phone: m.phone, password: 'secret123' })).statusCode).toBe(422);
      expect((await post(ctx, '/v2/auth/login', { phone: m.phone, password: 'newpass99' })).statusCode).toBe(200);
      const reused = await ctx.app.inject({ method: 'PUT', url: `/v2/auth/password/${m.phone}`, payload: { code, password: 'again999', password_confirmation: 'again999' } });
      expect(json<Errors>(reused).return.errors).toEqual({ code: '驗證碼已失效，請重新發送' });
    });

    it('refuses an unknown phone and a bad path phone', async () => {
      const unknown = await ctx.app.inject({ method: 'PUT', url: `/v2/oauth/password/${newPhone()}`, payload: { code: '123456', password: 'newpass99', password_confirmation: 'newpass99' } });
      expect(json<Errors>(unknown).return.errors).toEqual({ phone: '所選擇的電話無效' });
      const bad = await ctx.app.inject({ method: 'PUT', url: '/v2/oauth/password/12345', payload: { code: '123456', password: 'newpass99', password_confirmation: 'newpass99' } });
      expect(json<Errors>(bad).return.errors).toEqual({ phone: '格式不正確，請重新輸入' });
    });
  });

  describe('tokens, logout and deletion', () => {
    it('refuses member calls without, with an unknown or an expired token', async () => {
      const m = await register(ctx);
      for (const token of [undefined, 'not-a-token']) {
        const res = await get('/v2/member', token);
        expect(res.statusCode).toBe(401);
        expect(json(res)).toMatchObject({ code: 0, status: 401, msg: '請登入或是登入失敗' });
      }
      await ctx.db.update(t.authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(t.authTokens.memberId, m.member.id));
      expect((await get('/v2/member', m.token)).statusCode).toBe(401);
    });

    it('logout revokes the token on the server', async () => {
      const m = await register(ctx);
      expect((await get('/v2/member/avatar', m.token)).statusCode).toBe(200);
      expect(json(await post(ctx, '/v2/oauth/logout', undefined, m.token))).toMatchObject({ code: 1 });
      expect((await get('/v2/member/avatar', m.token)).statusCode).toBe(401);
      expect((await post(ctx, '/v2/oauth/logout', undefined, m.token)).statusCode).toBe(401);
    });

    it('deletes the account: tokens revoked, login says deleted, re-registration protected for 30 days', async () => {
      const m = await register(ctx);
      const del = await ctx.app.inject({ method: 'DELETE', url: '/v2/member', headers: { authorization: `Bearer ${m.token}` }, payload: { proof: 'password', password: 'secret123' } });
      expect(json(del)).toMatchObject({ code: 1, msg: '刪除成功' });
      const [row] = await ctx.db.select().from(t.members).where(eq(t.members.id, m.member.id));
      expect(row.protectedUntil!.getTime() - row.deletedAt!.getTime()).toBe(30 * 86_400_000);
      expect((await get('/v2/member', m.token)).statusCode).toBe(401);

      const login = await post(ctx, '/v2/oauth/login', { phone: m.phone, password: 'secret123' });
      expect(json(login)).toMatchObject({ code: 0, msg: '您的帳號已刪除，如有疑問請洽客服' });

      await ctx.db.update(t.throttleEvents).set({ createdAt: new Date(0) }).where(eq(t.throttleEvents.key, m.phone));
      const code = await verifiedCode(ctx, m.phone);
      const form = { phone: m.phone, name: '王小明', password: 'secret123', password_confirmation: 'secret123', code };
      expect(json(await post(ctx, '/v2/oauth/register', form))).toMatchObject({ code: 0, msg: '您的帳號尚在保護中，無法重新註冊，如有疑問請洽客服' });

      await ctx.db.update(t.members).set({ protectedUntil: new Date(Date.now() - 1000) }).where(eq(t.members.id, m.member.id));
      const again = json<Envelope<LoginResult>>(await post(ctx, '/v2/oauth/register', form));
      expect(again.return.new_register).toBe(true);
      expect(again.return.member.id).not.toBe(m.member.id);
    });
  });
});
