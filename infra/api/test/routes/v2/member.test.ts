import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Envelope, MemberRecord } from '@joy/contract';
import { eachDatabase, json } from '../../helpers/app';
import { post, register } from '../../helpers/accounts';

type Errors = Envelope<{ errors: Record<string, string> }>;
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-test-uploads-'));
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

/** A real 1×1 PNG: the API decodes the avatar and stores it again as WebP. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function multipart(fields: Record<string, string>, file?: { name: string; filename: string; type: string; data: Buffer }) {
  const boundary = '----joytest';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

eachDatabase('member record and update', (ctx) => {
  const update = (token: string, fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) => {
    const { payload, headers } = multipart(fields, file);
    return ctx.app.inject({ method: 'POST', url: '/v2/member?_method=PUT', payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  };

  it('returns the §3 member record', async () => {
    const m = await register(ctx);
    const res = json<Envelope<MemberRecord>>(await ctx.app.inject({ method: 'GET', url: '/v2/member', headers: { authorization: `Bearer ${m.token}` } }));
    expect(res.return).toMatchObject({ id: m.member.id, phone: m.phone, name: '王小明', login_type: 'general', member_grade_id: 1, withdraw_status: 0, coin_user_id: m.coin_user_id, is_joy_dealer: false, gender: 1 });
  });

  it('updates the profile fields given and keeps the others', async () => {
    const m = await register(ctx);
    const res = await update(m.token, { name: '王大明', email: 'ming@example.com', birthday: '1990-05-01', address: '台北市信義區松仁路 100 號', summary: '愛吃火鍋' });
    expect(json<Envelope<MemberRecord>>(res)).toMatchObject({ code: 1, msg: '設定已儲存', return: { name: '王大明', email: 'ming@example.com', birthday: '1990-05-01', gender: 1, summary: '愛吃火鍋' } });
    const bad = await update(m.token, { email: 'nope', name: '王!' });
    expect(json<Errors>(bad).return.errors).toEqual({ email: '電子信箱格式錯誤，請重新輸入', name: '請勿填入特殊符號' });
  });

  it('stores an avatar judged by its bytes, and refuses text named .png', async () => {
    const m = await register(ctx);
    const ok = json<Envelope<MemberRecord>>(await update(m.token, {}, { name: 'avatar', filename: 'me.png', type: 'image/png', data: PNG }));
    expect(ok.return.avatar).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.webp$/);
    expect(fs.readFileSync(path.join(uploadDir, ok.return.avatar.replace('/uploads/', ''))).toString('latin1', 8, 12)).toBe('WEBP');
    const fake = await update(m.token, {}, { name: 'avatar', filename: 'me.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>') });
    expect(fake.statusCode).toBe(422);
    expect(Object.keys(json<Errors>(fake).return.errors)).toEqual(['avatar']);
    const big = await update(m.token, {}, { name: 'avatar', filename: 'big.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) });
    expect(big.statusCode).toBe(422);
    const avatar = json<Envelope<{ avatar: string }>>(await ctx.app.inject({ method: 'GET', url: '/v2/member/avatar', headers: { authorization: `Bearer ${m.token}` } }));
    expect(avatar.return.avatar).toBe(ok.return.avatar);
  });

  it('changes the password with the old one, ending the other sessions', async () => {
    const m = await register(ctx);
    const other = json<Envelope<{ token: string }>>(await post(ctx, '/v2/oauth/login', { phone: m.phone, password: 'secret123' })).return.token;
    const wrong = await update(m.token, { old_password: 'nope-nope', password: 'newpass99', password_confirmation: 'newpass99' });
    expect(json<Errors>(wrong).return.errors).toEqual({ old_password: '舊密碼錯誤' });
    const missing = await update(m.token, { password: 'newpass99', password_confirmation: 'newpass99' });
    expect(json<Errors>(missing).return.errors).toEqual({ old_password: '舊密碼為必填' });
    expect((await update(m.token, { old_password: 'secret123', password: 'newpass99', password_confirmation: 'newpass99' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/v2/member', headers: { authorization: `Bearer ${other}` } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/v2/member', headers: { authorization: `Bearer ${m.token}` } })).statusCode).toBe(200);
    expect((await post(ctx, '/v2/oauth/login', { phone: m.phone, password: 'newpass99' })).statusCode).toBe(200);
  });
}, { config: { uploadDir } });
