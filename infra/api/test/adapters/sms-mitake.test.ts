/**
 * SMS_PROVIDER=mitake against a local stand-in that reads and answers Mitake's SmSend format
 * (helpers/mitake-stand-in.ts): the exact request (UTF-8 form fields, clientid = our outbox
 * message id, the report URL from PUBLIC_ORIGIN), the msgid recorded with the parts the text
 * costs, a redelivery answered Duplicate=Y and not texted again; through the outbox, a text
 * over SMS_MAX_SEGMENTS and a number Mitake calls invalid are dead-lettered at once, while a
 * wrong password or a gateway that is down is retried.
 */
import { ORIGIN, REPORT_TOKEN, MITAKE_USER, eachMitakeApp } from '../helpers/mitake-stand-in';
import { eq, sql } from 'drizzle-orm';
import * as t from '../../src/db/schema';
import { enqueue } from '../../src/outbox/messages';
import { mitakeSms } from '../../src/adapters/sms-mitake';
import { createSmsDeliveryRepository } from '../../src/repositories/sms-deliveries';
import { PermanentFailure } from '../../src/lib/permanent-failure';
import { newPhone } from '../helpers/accounts';

eachMitakeApp('Mitake SMS', (ctx) => {
  const deliveryOf = async (phone: string) => ctx.opened.db.select().from(t.smsDeliveries).where(eq(t.smsDeliveries.phone, phone));
  const outboxOf = async (phone: string) => ctx.opened.db.select().from(t.outbox).where(sql`${t.outbox.payload}->>'phone' = ${phone}`);
  const requestsTo = (phone: string) => ctx.standIn.requests.filter((r) => r.fields.dstaddr === phone);

  it("sends Mitake's SmSend request and records the msgid with the parts the text costs", async () => {
    expect(ctx.opened.app.sms.provider).toBe('mitake');
    const phone = newPhone();
    const text = `【樂享】您的訂位已確認\n${'歡迎光臨'.repeat(20)}`;
    await ctx.opened.app.sms.send(phone, text, { messageId: '6f1d2c3b-0000-4000-8000-00000000a001' });
    const [request] = requestsTo(phone);
    expect(request).toEqual({
      method: 'POST',
      path: '/api/mtk/SmSend',
      charset: 'UTF-8',
      contentType: 'application/x-www-form-urlencoded',
      fields: {
        username: MITAKE_USER.username,
        password: MITAKE_USER.password,
        dstaddr: phone,
        // Mitake's line break is ASCII 6.
        smbody: text.replace('\n', '\u0006'),
        clientid: '6f1d2c3b-0000-4000-8000-00000000a001',
        response: `${ORIGIN}/v2/sms/mitake/report/${REPORT_TOKEN}`,
      },
    });
    const [row] = await deliveryOf(phone);
    expect(row).toMatchObject({ provider: 'mitake', messageId: '6f1d2c3b-0000-4000-8000-00000000a001', status: 'accepted', providerStatus: '1', segments: 2 });
    expect(row.providerMessageId).toMatch(/^\d{10}$/);
  });

  it('a redelivery of the same message is answered Duplicate=Y: one msgid, one row', async () => {
    const phone = newPhone();
    const messageId = '6f1d2c3b-0000-4000-8000-00000000a002';
    await ctx.opened.app.sms.send(phone, '【樂享】重送測試', { messageId });
    await ctx.opened.app.sms.send(phone, '【樂享】重送測試', { messageId });
    expect(requestsTo(phone).map((r) => r.fields.clientid)).toEqual([messageId, messageId]);
    const rows = await deliveryOf(phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ messageId, status: 'accepted' });
  });

  it('through the outbox: delivered once, with the outbox message id as clientid', async () => {
    const phone = newPhone();
    await ctx.opened.db.transaction((tx) => enqueue(tx, { kind: 'sms.send', payload: { phone, text: '【樂享】候補到位！' } }));
    await ctx.opened.app.outbox.drain();
    const [message] = await outboxOf(phone);
    expect(message).toMatchObject({ status: 'sent', attempts: 1 });
    expect(requestsTo(phone).map((r) => r.fields.clientid)).toEqual([message.messageId]);
    expect(await deliveryOf(phone)).toEqual([expect.objectContaining({ messageId: message.messageId, segments: 1 })]);
  });

  it('dead-letters at once, without calling Mitake, a text over SMS_MAX_SEGMENTS', async () => {
    const phone = newPhone();
    await ctx.opened.db.transaction((tx) => enqueue(tx, { kind: 'sms.send', payload: { phone, text: `【樂享】${'字'.repeat(332)}` } }));
    await ctx.opened.app.outbox.drain();
    expect(await outboxOf(phone)).toEqual([expect.objectContaining({ status: 'dead', attempts: 1, lastError: expect.stringContaining('6 parts, over SMS_MAX_SEGMENTS=5') })]);
    expect(requestsTo(phone)).toEqual([]);
    expect(await deliveryOf(phone)).toEqual([]);
  });

  it('dead-letters at once a number Mitake refuses (statuscode v)', async () => {
    const phone = `0${newPhone()}`;
    await ctx.opened.db.transaction((tx) => enqueue(tx, { kind: 'sms.send', payload: { phone, text: '【樂享】測試' } }));
    await ctx.opened.app.outbox.drain();
    expect(requestsTo(phone)).toHaveLength(1);
    expect(await outboxOf(phone)).toEqual([expect.objectContaining({ status: 'dead', attempts: 1, lastError: 'Mitake refused the text: statuscode=v 無效的手機號碼' })]);
  });

  it('a wrong password or a gateway that is down is not permanent: the outbox tries again later', async () => {
    const deliveries = createSmsDeliveryRepository(ctx.opened.db);
    const config = ctx.opened.config.sms;
    if (config.provider !== 'mitake') throw new Error('the app must be on Mitake');
    const phone = newPhone();
    const wrong = mitakeSms({ ...config, password: 'not-the-password' }, deliveries);
    const refusal = await wrong.send(phone, '【樂享】測試').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal).not.toBeInstanceOf(PermanentFailure);
    expect((refusal as Error).message).toBe('Mitake did not take the text: statuscode=e 帳號、密碼錯誤');
    expect((refusal as Error).message).not.toContain('not-the-password');

    ctx.standIn.down = true;
    try {
      const failure = await ctx.opened.app.sms.send(phone, '【樂享】測試').catch((error: unknown) => error);
      expect(failure).not.toBeInstanceOf(PermanentFailure);
      expect((failure as Error).message).toBe('Mitake answered HTTP 503');
    } finally {
      ctx.standIn.down = false;
    }
    expect(await deliveryOf(phone)).toEqual([]);
    expect(await ctx.opened.db.select().from(t.smsOutbox).where(eq(t.smsOutbox.phone, phone))).toEqual([]);
  });
});
