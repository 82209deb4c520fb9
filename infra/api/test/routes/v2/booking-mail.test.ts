/**
 * Booking e-mails end to end: a booking and every store-side move reach the diner's address
 * (the guest's e-mail, or the member's when their record has one) through the outbox, read
 * after draining it — from the local mail outbox, and from a real SMTP server.
 */
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { orderStatusLabels, type Envelope, type OrderCreated } from '@joy/contract';
import { eachDatabase, json, rowsOf, type TestContext } from '../../helpers/app';
import { register } from '../../helpers/accounts';
import { bookingBody, findSlot, guestFields, inject, type Slot } from '../../helpers/booking';
import { memberIdOf, partnerCall } from '../../helpers/partner';
import * as t from '../../../src/db/schema';
import { smtpMail, type MailSender } from '../../../src/adapters/mail';
import { bookingMail } from '../../../src/outbox/booking-mail';
import { taipeiDate } from '../../../src/lib/booking-clock';

const ORIGIN = 'https://book.joy.test';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content_type: string; content: string }[];
  message_id: string;
}

let seq = 0;
const newAddress = () => `diner-${process.pid}-${++seq}@example.com`;

const mailsTo = async (ctx: TestContext, to: string): Promise<OutboxMail[]> => {
  await ctx.app.outbox.drain();
  const res = await ctx.app.inject({ method: 'GET', url: `/dev/mail-outbox?to=${encodeURIComponent(to)}` });
  return json<{ messages: OutboxMail[] }>(res).messages;
};

const book = async (ctx: TestContext, slot: Slot, extra: Record<string, unknown>, token?: string, headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ method: 'POST', url: '/v2/order', payload: bookingBody(slot, extra), headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  if (res.statusCode !== 200) throw new Error(res.body);
  return json<Envelope<OrderCreated>>(res).return;
};

/** The booking e-mails enqueued for an order. */
const mailMessages = async (ctx: TestContext, orderId: number): Promise<number> =>
  Number((await rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from outbox where kind = 'mail.booking' and (payload->>'orderId')::int = ${orderId}`))[0].n);

let request = 0;
const move = (ctx: TestContext, storeId: number, orderId: number, path: string, payload?: unknown) =>
  partnerCall(ctx, storeId, 'POST', `/partner/v1/orders/${orderId}/${path}?request_id=mail-${++request}`, payload);

eachDatabase(
  'booking e-mails',
  (ctx) => {
    it('e-mails a guest’s booking with the configured origin’s result link and the calendar file, whatever Host the request named', async () => {
      const slot = await findSlot(ctx, 0);
      const email = newAddress();
      const body = { ...guestFields(), email, idempotency_key: `mail-${email}` };
      const { public_id } = await book(ctx, slot, body, undefined, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });

      const mails = await mailsTo(ctx, email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      const link = `${ORIGIN}/booking-result/${public_id}`;
      expect(mail.subject).toMatch(/^【樂享】/);
      expect(mail.text).toContain('陳小華 您好：');
      expect(mail.text).toContain(`時間：${slot.time}`);
      expect(mail.text).toContain('人數：2 位');
      expect(mail.text).toContain(`訂位狀態：${orderStatusLabels[1]}`);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
      expect(JSON.stringify(mail)).not.toContain('evil.example');
      expect(mail.attachments).toEqual([{ filename: `booking-${slot.date}.ics`, content_type: expect.stringMatching(/^text\/calendar/), content: expect.stringContaining('BEGIN:VCALENDAR') }]);
      expect(mail.attachments[0].content.replace(/\r\n /g, '')).toContain(`URL:${link}`);

      // A repeated submit answers the same booking and mails nothing more.
      await book(ctx, slot, body);
      expect(await mailsTo(ctx, email)).toHaveLength(1);
    });

    it('e-mails the guest when the store confirms and when it cancels, with the store’s reason', async () => {
      const slot = await findSlot(ctx, 1);
      const email = newAddress();
      const { order_id, public_id } = await book(ctx, slot, { ...guestFields(), email });

      expect((await move(ctx, slot.storeId, order_id, 'confirm')).statusCode).toBe(200);
      let mails = await mailsTo(ctx, email);
      expect(mails).toHaveLength(2);
      expect(mails[0].text).toContain(`訂位狀態：${orderStatusLabels[2]}`);
      expect(mails[0].text).toContain(`${ORIGIN}/booking-result/${public_id}`);
      expect(mails[0].attachments).toEqual([]);

      expect((await move(ctx, slot.storeId, order_id, 'cancel', { reason: '店內設備維修' })).statusCode).toBe(200);
      mails = await mailsTo(ctx, email);
      expect(mails).toHaveLength(3);
      expect(mails[0].text).toContain(`訂位狀態：${orderStatusLabels[0]}`);
      expect(mails[0].text).toContain('店家說明：店內設備維修');
      expect(mails[0].html).toContain('店內設備維修');
      expect(new Set(mails.map((m) => m.message_id)).size).toBe(3);
    });

    it('e-mails a member only when their record has an address, with their order page’s link; a no-show too', async () => {
      const slot = await findSlot(ctx, 2);
      const member = await register(ctx);
      const memberId = await memberIdOf(ctx, member.phone);
      const first = await book(ctx, slot, {}, member.token);
      expect((await move(ctx, slot.storeId, first.order_id, 'confirm')).statusCode).toBe(200);
      expect(await mailMessages(ctx, first.order_id)).toBe(0);

      const email = newAddress();
      await ctx.db.update(t.members).set({ email }).where(eq(t.members.id, memberId));
      const second = await book(ctx, await findSlot(ctx, 3), {}, member.token);
      let mails = await mailsTo(ctx, email);
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toContain(`${ORIGIN}/member/history/${second.order_id}`);
      expect(mails[0].text).not.toContain('/booking-result/');

      // The member's own cancellation is theirs: no e-mail. The store's no-show is.
      expect((await inject(ctx, 'PUT', '/v2/order', { order_id: second.order_id, status: 0 }, member.token)).statusCode).toBe(200);
      expect(await mailsTo(ctx, email)).toHaveLength(1);
      const [past] = await ctx.db
        .insert(t.orders)
        .values({ slug: `mail-past-${memberId}`, storeId: slot.storeId, memberId, date: taipeiDate(new Date(), -1), time: slot.time, adultNum: 2, status: 2 })
        .returning({ id: t.orders.id });
      expect((await move(ctx, slot.storeId, past.id, 'no-show')).statusCode).toBe(200);
      mails = await mailsTo(ctx, email);
      expect(mails).toHaveLength(2);
      expect(mails[0].text).toContain(`訂位狀態：${orderStatusLabels[6]}`);
      expect(mails[0].text).toContain(`${ORIGIN}/member/history/${past.id}`);
    });

    it('e-mails nobody once the member is deleted: nothing is enqueued, and what was is dropped at dispatch', async () => {
      const slot = await findSlot(ctx, 4);
      const member = await register(ctx);
      const memberId = await memberIdOf(ctx, member.phone);
      const email = newAddress();
      await ctx.db.update(t.members).set({ email }).where(eq(t.members.id, memberId));
      const { order_id } = await book(ctx, slot, {}, member.token);
      expect(await mailsTo(ctx, email)).toHaveLength(1);

      await ctx.db.update(t.members).set({ deletedAt: new Date() }).where(eq(t.members.id, memberId));
      expect(await bookingMail(ctx.db, ORIGIN, order_id, 'confirm', '', new Date())).toBeNull();
      expect((await move(ctx, slot.storeId, order_id, 'confirm')).statusCode).toBe(200);
      expect(await mailsTo(ctx, email)).toHaveLength(1);
      expect(await mailMessages(ctx, order_id)).toBe(1);
    });
  },
  { env: { PUBLIC_ORIGIN: ORIGIN } },
);

/** The SMTP provider behind the app, bound once the server below listens. */
let smtp: MailSender | null = null;
const lateSmtp: MailSender = { provider: 'smtp', send: (message, options) => (smtp as MailSender).send(message, options) };

eachDatabase(
  'booking e-mails over SMTP',
  (ctx) => {
    const received: Buffer[] = [];
    let server: SMTPServer;

    beforeAll(async () => {
      server = new SMTPServer({
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push(Buffer.concat(chunks));
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      smtp = smtpMail({ provider: 'smtp', url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, from: '樂享 <no-reply@book.joy.test>' });
    });

    afterAll(async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it('hands the booking e-mail to the SMTP server, its outbox message id as Message-ID', async () => {
      const slot = await findSlot(ctx, 5);
      const email = newAddress();
      const { order_id, public_id } = await book(ctx, slot, { ...guestFields(), email });
      await ctx.app.outbox.drain();

      expect(received).toHaveLength(1);
      const parsed = await simpleParser(received[0]);
      const [message] = await ctx.db.select({ messageId: t.outbox.messageId, status: t.outbox.status }).from(t.outbox).where(and(eq(t.outbox.kind, 'mail.booking'), sql`(payload->>'orderId')::int = ${order_id}`));
      expect(message.status).toBe('sent');
      expect(parsed.messageId).toBe(`<${message.messageId}@book.joy.test>`);
      expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value[0].address : null).toBe(email);
      expect(parsed.text).toContain(`${ORIGIN}/booking-result/${public_id}`);
      expect(parsed.attachments.map((a) => a.filename)).toEqual([`booking-${slot.date}.ics`]);
    });
  },
  { pgliteOnly: true, env: { PUBLIC_ORIGIN: ORIGIN }, adapters: { mail: lateSmtp } },
);
