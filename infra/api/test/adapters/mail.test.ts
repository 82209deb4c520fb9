/**
 * The e-mail adapter: the SMTP provider against a real SMTP server started here (smtp-server),
 * each received message parsed back (mailparser); the local provider's one row per outbox
 * message; the configuration of both.
 */
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { orderStatusLabels } from '@joy/contract';
import { SMTPServer } from 'smtp-server';
import { eachDatabase, json } from '../helpers/app';
import * as t from '../../src/db/schema';
import { ConfigError, loadConfig } from '../../src/config/env';
import { localMail, smtpMail, type MailMessage } from '../../src/adapters/mail';
import { bookingMailMessage, type MailedBooking } from '../../src/outbox/booking-mail';
import { orderNotification, type OrderEvent } from '../../src/lib/order-notifications';

const ORIGIN = 'https://book.joy.test';
const FROM = '樂享 <no-reply@joy.test>';

const booking: MailedBooking = {
  id: 41,
  publicId: 'Zq81mPx0Zq81mPx0Zq81mP',
  memberId: null,
  email: 'hua@example.com',
  name: '陳小華',
  status: 1,
  date: '2026-05-01',
  time: '18:30',
  adultNum: 2,
  childNum: 1,
  store: { name: '欣葉 台菜', logo: '', slug: 'shin-yeh', address: '台北市中山區雙城街 34 號', phone: '02-2596-3255' },
};

/** The headline of an event: the member notification's title (the contract's status words). */
const titleOf = (event: OrderEvent): string => orderNotification(booking, event).notification_title;

interface Received {
  from: string;
  to: string[];
  raw: Buffer;
}

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('SMTP mail', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      // No certificate here: plain SMTP with AUTH on the loopback (production uses TLS).
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'joy' && auth.password === 'Zq81-mail-pass') return callback(null, { user: 'joy' });
        return callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  beforeEach(() => {
    received.length = 0;
  });

  const sender = (password = 'Zq81-mail-pass') => smtpMail({ provider: 'smtp', url: `smtp://joy:${password}@127.0.0.1:${port}`, from: FROM });

  it('delivers the booking e-mail: zh-TW subject, text and HTML, the .ics attached, the outbox message id as Message-ID', async () => {
    const messageId = crypto.randomUUID();
    const mail = bookingMailMessage(booking, 'created', '', ORIGIN, new Date('2026-04-20T02:00:00Z'));
    await sender().send(mail, { messageId });

    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@joy.test', to: ['hua@example.com'] });
    const parsed = await simpleParser(received[0].raw);
    expect(parsed.messageId).toBe(`<${messageId}@joy.test>`);
    expect(parsed.subject).toBe(`【樂享】${titleOf('created')}｜欣葉 台菜 2026 年 5 月 1 日 18:30`);
    expect(parsed.from?.value).toEqual([{ name: '樂享', address: 'no-reply@joy.test' }]);
    const link = `${ORIGIN}/booking-result/${booking.publicId}`;
    expect(parsed.text).toContain('陳小華 您好：');
    expect(parsed.text).toContain('餐廳：欣葉 台菜');
    expect(parsed.text).toContain('日期：2026 年 5 月 1 日（五）');
    expect(parsed.text).toContain('時間：18:30');
    expect(parsed.text).toContain('人數：大人 2 位、小孩 1 位');
    expect(parsed.text).toContain(`訂位狀態：${orderStatusLabels[1]}`);
    expect(parsed.text).toContain(`查看或管理訂位：${link}`);
    expect(parsed.html).toContain(`href="${link}"`);
    expect(parsed.html).toContain('lang="zh-Hant-TW"');

    expect(parsed.attachments).toHaveLength(1);
    const [ics] = parsed.attachments;
    expect(ics.filename).toBe('booking-2026-05-01.ics');
    expect(ics.contentType).toBe('text/calendar');
    const calendar = ics.content.toString('utf8').replace(/\r\n /g, '');
    expect(calendar).toContain('BEGIN:VCALENDAR');
    expect(calendar).toContain(`UID:order-${booking.publicId}@book.joy.test`);
    // 18:30 in Taipei.
    expect(calendar).toContain('DTSTART:20260501T103000Z');
    expect(calendar).toContain('SUMMARY:欣葉 台菜 訂位（3 位）');
    expect(calendar).toContain(`URL:${link}`);
  });

  it('fails the send when the server refuses the login, so the outbox retries it', async () => {
    const mail = bookingMailMessage(booking, 'confirm', '', ORIGIN, new Date());
    await expect(sender('wrong').send(mail, { messageId: crypto.randomUUID() })).rejects.toThrow();
    expect(received).toHaveLength(0);
  });

  it('writes a store’s change without a calendar file, the store’s reason escaped in the HTML', async () => {
    const mail = bookingMailMessage({ ...booking, status: 0, memberId: 7 }, 'store-cancel', '<b>店休</b> & 整修', ORIGIN, new Date());
    await sender().send(mail, { messageId: crypto.randomUUID() });
    const parsed = await simpleParser(received[0].raw);
    expect(parsed.subject).toContain(titleOf('store-cancel'));
    expect(parsed.text).toContain('店家說明：<b>店休</b> & 整修');
    expect(parsed.text).toContain(`訂位狀態：${orderStatusLabels[0]}`);
    // A member's e-mail links to their order page.
    expect(parsed.text).toContain(`查看訂位：${ORIGIN}/member/history/${booking.id}`);
    expect(parsed.html).toContain('&lt;b&gt;店休&lt;/b&gt; &amp; 整修');
    expect(parsed.html).not.toContain('<b>店休');
    expect(parsed.attachments).toHaveLength(0);
  });
});

describe('mail configuration', () => {
  it('defaults to the local outbox; smtp needs an smtp:// or smtps:// SMTP_URL and MAIL_FROM', () => {
    expect(loadConfig({}).mail).toEqual({ provider: 'local', from: expect.stringMatching(/@/) });
    expect(loadConfig({ MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtps://joy:pw@smtp.joy.tw:465', MAIL_FROM: '樂享 <no-reply@joy.tw>' }).mail).toEqual({
      provider: 'smtp',
      url: 'smtps://joy:pw@smtp.joy.tw:465',
      from: '樂享 <no-reply@joy.tw>',
    });
    expect(problemsOf({ MAIL_PROVIDER: 'smtp' })).toEqual(['SMTP_URL is required when MAIL_PROVIDER=smtp', 'MAIL_FROM is required when MAIL_PROVIDER=smtp']);
    expect(problemsOf({ MAIL_PROVIDER: 'smtp', SMTP_URL: 'https://smtp.joy.tw', MAIL_FROM: 'no-reply@joy.tw' })).toEqual(['SMTP_URL must use smtp: or smtps: (got "https:")']);
    expect(problemsOf({ MAIL_FROM: 'no-reply' })).toEqual(['MAIL_FROM must be an address or Name <address> (got "no-reply")']);
    expect(problemsOf({ MAIL_PROVIDER: 'sendgrid' })).toEqual([expect.stringMatching(/^MAIL_PROVIDER must be one of local, smtp/)]);
  });

  it('refuses the local outbox in production, and a placeholder SMTP password', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toContainEqual(expect.stringMatching(/^MAIL_PROVIDER=local .*set MAIL_PROVIDER=smtp in production/));
    const smtp = { NODE_ENV: 'production', MAIL_PROVIDER: 'smtp', MAIL_FROM: 'no-reply@joy.tw' };
    expect(problemsOf({ ...smtp, SMTP_URL: 'smtps://joy:Zq81mPx0@smtp.joy.tw:465' }).filter((p) => /MAIL|SMTP/.test(p))).toEqual([]);
    expect(problemsOf({ ...smtp, SMTP_URL: 'smtps://joy:CHANGE-ME@smtp.joy.tw:465' })).toContain('SMTP_URL holds a placeholder or default value; set the real secret');
  });
});

eachDatabase(
  'local mail outbox',
  (ctx) => {
    const message = (to: string): MailMessage => ({ to, subject: '【樂享】訂位成功', text: '您好', html: '<p>您好</p>', attachments: [{ filename: 'a.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }] });

    it('keeps one row per outbox message, however often it is delivered, shown at /dev/mail-outbox?to=', async () => {
      const to = `local-${crypto.randomBytes(4).toString('hex')}@example.com`;
      const mail = localMail(ctx.db);
      const id = crypto.randomUUID();
      await mail.send(message(to), { messageId: id });
      await mail.send(message(to), { messageId: id });
      expect(await ctx.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.email, to))).toHaveLength(1);
      await mail.send(message(to), { messageId: crypto.randomUUID() });
      await mail.send(message('someone-else@example.com'), { messageId: crypto.randomUUID() });

      const res = await ctx.app.inject({ method: 'GET', url: `/dev/mail-outbox?to=${encodeURIComponent(to)}` });
      expect(res.statusCode).toBe(200);
      const { messages } = json<{ messages: { to: string; subject: string; text: string; html: string; attachments: unknown[]; message_id: string }[] }>(res);
      expect(messages).toHaveLength(2);
      expect(messages[1]).toMatchObject({ to, subject: '【樂享】訂位成功', text: '您好', html: '<p>您好</p>', message_id: id, attachments: [{ filename: 'a.ics', content_type: 'text/calendar', content: 'BEGIN:VCALENDAR' }] });
    });
  },
  {},
);

eachDatabase(
  'mail outbox with SMTP',
  (ctx) => {
    it('does not exist', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/dev/mail-outbox?to=a@example.com' })).statusCode).toBe(404);
    });
  },
  { pgliteOnly: true, env: { MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'no-reply@joy.test' } },
);
