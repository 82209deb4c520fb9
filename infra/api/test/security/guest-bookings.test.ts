/**
 * Guest bookings cannot be turned against a phone or our SMS (SECURITY.md, second round):
 * one address makes at most 10 an hour whatever X-Forwarded-For it invents; one phone gets at
 * most 3 bookings still ahead and 5 an hour from any number of addresses; the guest's name
 * reaches the SMS only when it is plainly a name, and the link is always PUBLIC_ORIGIN's.
 */
import { eq } from 'drizzle-orm';
import type { CaptchaChallenge, Envelope } from '@joy/contract';
import * as t from '../../src/db/schema';
import { safeGuestName } from '../../src/lib/sms-texts';
import { eachDatabase, type TestContext } from '../helpers/app';
import { newPhone } from '../helpers/accounts';
import { bookingBody, findSlot, guestFields, inject, setCapacity, type Slot } from '../helpers/booking';

const DEFAULTS = { GUEST_BOOKINGS_PER_ADDRESS_HOUR: '10', GUEST_BOOKINGS_PER_PHONE_HOUR: '5', GUEST_ACTIVE_BOOKINGS_PER_PHONE: '3' };

/** One phone books the same slot again and again here: the limits are the subject, so the duplicate question is answered 仍要訂位. */
const book = (ctx: TestContext, slot: Slot, guest: Record<string, unknown>, remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/v2/order', payload: { ...bookingBody(slot, { allow_duplicate: true }), ...guest }, remoteAddress, headers });

describe('the guest name in our SMS', () => {
  it('keeps a plain name and says 貴賓 for anything that could carry a link, a number or an instruction', () => {
    expect(safeGuestName('陳小華')).toBe('陳小華');
    expect(safeGuestName(' Amy  Chen ')).toBe('Amy Chen');
    expect(safeGuestName('訂位異常請至 www.joy-refund.com 登入確認 您好')).toBe('貴賓');
    expect(safeGuestName('wwwjoyrefund')).toBe('貴賓');
    expect(safeGuestName('請撥0912345678')).toBe('貴賓');
    expect(safeGuestName('一二三四五六七八九十壹')).toBe('貴賓');
    expect(safeGuestName('')).toBe('貴賓');
  });
});

eachDatabase(
  'guest booking limits',
  (ctx) => {
    it('lets one address book 10 times an hour and refuses the 11th, whatever X-Forwarded-For says', async () => {
      const slot = await findSlot(ctx, 70, 3);
      await setCapacity(ctx, slot, 100);
      for (let i = 0; i < 10; i += 1) expect((await book(ctx, slot, guestFields(newPhone()), '203.0.113.10', { 'x-forwarded-for': `198.51.100.${i}` })).statusCode).toBe(200);
      const refused = await book(ctx, slot, guestFields(newPhone()), '203.0.113.10', { 'x-forwarded-for': '198.51.100.99' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 0, status: 429, msg: '請求過於頻繁，請稍後再試' });
      // Another address is not held back by this one.
      expect((await book(ctx, slot, guestFields(newPhone()), '203.0.113.11')).statusCode).toBe(200);
    });

    it('gives one phone at most 3 bookings still ahead, from any address, and texts it once per booking', async () => {
      const slot = await findSlot(ctx, 71, 3);
      await setCapacity(ctx, slot, 100);
      const phone = newPhone();
      for (let i = 0; i < 3; i += 1) expect((await book(ctx, slot, guestFields(phone), `203.0.113.${20 + i}`)).statusCode).toBe(200);
      const fourth = await book(ctx, slot, guestFields(phone), '203.0.113.30');
      expect(fourth.statusCode).toBe(422);
      expect(fourth.json()).toMatchObject({ return: { errors: { phone: '此手機號碼已有多筆進行中的訂位，請先完成或取消後再預約' } } });
      await ctx.app.outbox.drain();
      expect(await ctx.db.select().from(t.smsOutbox).where(eq(t.smsOutbox.phone, phone))).toHaveLength(3);
    });

    it('texts a guest with a made-up name as 貴賓, with the link on PUBLIC_ORIGIN', async () => {
      const slot = await findSlot(ctx, 72, 3);
      const phone = newPhone();
      const res = await book(ctx, slot, { ...guestFields(phone), name: 'www.evil.tw' }, '203.0.113.40', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
      expect(res.statusCode).toBe(200);
      await ctx.app.outbox.drain();
      const [sms] = await ctx.db.select().from(t.smsOutbox).where(eq(t.smsOutbox.phone, phone));
      expect(sms.body).toMatch(new RegExp(`^【樂享】貴賓 您好，您在 .+的訂位已送出，等待餐廳確認。訂位結果：${ctx.config.publicOrigin}/booking-result/[\\w-]{22}$`));
      expect(sms.body).not.toMatch(/evil/);
    });
  },
  { env: DEFAULTS },
);

eachDatabase(
  'guest booking limits per phone an hour',
  (ctx) => {
    it('texts one phone at most 5 bookings an hour, from any number of addresses', async () => {
      const slot = await findSlot(ctx, 73, 3);
      await setCapacity(ctx, slot, 100);
      const phone = newPhone();
      for (let i = 0; i < 5; i += 1) expect((await book(ctx, slot, guestFields(phone), `203.0.113.${50 + i}`)).statusCode).toBe(200);
      expect((await book(ctx, slot, guestFields(phone), '203.0.113.60')).statusCode).toBe(429);
    });
  },
  { env: { ...DEFAULTS, GUEST_ACTIVE_BOOKINGS_PER_PHONE: '100' } },
);

eachDatabase(
  'guest bookings with captcha configured',
  (ctx) => {
    it('asks a guest for a captcha answer, takes a good one once, and asks a member for none', async () => {
      const slot = await findSlot(ctx, 74, 3);
      await setCapacity(ctx, slot, 100);
      const missing = await book(ctx, slot, guestFields(newPhone()), '203.0.113.70');
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toMatchObject({ return: { errors: { captcha: '驗證失敗，請再次確認' } } });
      const { token } = (await ctx.app.inject({ method: 'GET', url: '/v2/captcha' })).json<Envelope<CaptchaChallenge>>().return;
      expect((await book(ctx, slot, { ...guestFields(newPhone()), captcha: token }, '203.0.113.70')).statusCode).toBe(200);
      // A captcha answer is single-use.
      expect((await book(ctx, slot, { ...guestFields(newPhone()), captcha: token }, '203.0.113.70')).statusCode).toBe(422);
      const members = ctx.app.repos.members;
      const member = await members.create(ctx.db, { phone: newPhone(), name: '王小明', fromSource: 5 });
      const memberToken = await members.issueToken(ctx.db, member.id, 3600);
      expect((await inject(ctx, 'POST', '/v2/order', bookingBody(slot), memberToken)).statusCode).toBe(200);
    });
  },
  { env: { ...DEFAULTS, CAPTCHA_PROVIDER: 'local' } },
);
