/**
 * Mitake's delivery reports (GET /v2/sms/mitake/report/<SMS_REPORT_TOKEN>, Mitake's query
 * fields): a report for a text we sent is recorded against its msgid and answered with the
 * acknowledgement Mitake expects; a replay, or a late report after the final state, is
 * acknowledged and changes nothing; a wrong or missing token is refused and records nothing;
 * a report that arrives before the send's row is kept, and the send then fills in its side.
 */
import { ORIGIN, REPORT_TOKEN, eachMitakeApp } from '../helpers/mitake-stand-in';
import { eq } from 'drizzle-orm';
import * as t from '../../src/db/schema';
import { createSmsDeliveryRepository } from '../../src/repositories/sms-deliveries';
import { newPhone } from '../helpers/accounts';

const PATH = '/v2/sms/mitake/report';

eachMitakeApp('Mitake delivery reports', (ctx) => {
  const rowOf = async (msgid: string) => (await ctx.opened.db.select().from(t.smsDeliveries).where(eq(t.smsDeliveries.providerMessageId, msgid)))[0];
  const report = (fields: Record<string, string>, token = REPORT_TOKEN) =>
    ctx.opened.app.inject({ method: 'GET', url: `${PATH}/${token}?${new URLSearchParams(fields).toString()}` });

  /** Sends a text through the app and returns the msgid Mitake gave it. */
  const sent = async (phone: string, messageId: string): Promise<string> => {
    await ctx.opened.app.sms.send(phone, '【樂享】您的訂位已確認', { messageId });
    const [row] = await ctx.opened.db.select().from(t.smsDeliveries).where(eq(t.smsDeliveries.messageId, messageId));
    return row.providerMessageId;
  };

  it('records a delivered report against the msgid and answers magicid=sms_gateway_rpack', async () => {
    const phone = newPhone();
    const msgid = await sent(phone, 'a1b2c3d4-0000-4000-8000-00000000b001');
    const res = await report({ msgid, dstaddr: phone, dlvtime: '20260501183000', donetime: '20260501183004', statusstr: 'DELIVRD', statuscode: '0', StatusFlag: '4' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(`magicid=sms_gateway_rpack\nmsgid=${msgid}\n`);
    expect(await rowOf(msgid)).toMatchObject({
      messageId: 'a1b2c3d4-0000-4000-8000-00000000b001',
      phone,
      segments: 1,
      status: 'delivered',
      providerStatus: '4',
      statusText: 'DELIVRD',
      sentAt: new Date('2026-05-01T10:30:00Z'),
      doneAt: new Date('2026-05-01T10:30:04Z'),
      reportedAt: expect.any(Date),
    });
  });

  it('records the steps in order, then ignores a replay and a late report after the final state', async () => {
    const phone = newPhone();
    const msgid = await sent(phone, 'a1b2c3d4-0000-4000-8000-00000000b002');
    const atCarrier = { msgid, dstaddr: phone, dlvtime: '20260501183000', statuscode: '0', StatusFlag: '1' };
    expect((await report(atCarrier)).statusCode).toBe(200);
    expect(await rowOf(msgid)).toMatchObject({ status: 'sent', providerStatus: '1', doneAt: null });
    const failed = { msgid, dstaddr: phone, dlvtime: '20260501183000', donetime: '20260502183000', statusstr: 'EXPIRED', statuscode: '0', StatusFlag: '8' };
    expect((await report(failed)).statusCode).toBe(200);
    const final = await rowOf(msgid);
    expect(final).toMatchObject({ status: 'expired', providerStatus: '8', statusText: 'EXPIRED', doneAt: new Date('2026-05-02T10:30:00Z') });

    const replay = await report(failed);
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe(`magicid=sms_gateway_rpack\nmsgid=${msgid}\n`);
    const late = await report(atCarrier);
    expect(late.statusCode).toBe(200);
    expect(await rowOf(msgid)).toEqual(final);
  });

  it('refuses a report without the token, with a wrong one, or without a msgid, and records nothing', async () => {
    const phone = newPhone();
    const msgid = await sent(phone, 'a1b2c3d4-0000-4000-8000-00000000b003');
    const before = await rowOf(msgid);
    const forged = { msgid, dstaddr: phone, statusstr: 'DELIVRD', StatusFlag: '4' };
    for (const token of ['wrong', `${REPORT_TOKEN}x`, REPORT_TOKEN.slice(0, -1)]) {
      const res = await report(forged, token);
      expect(res.statusCode).toBe(403);
      expect(JSON.parse(res.body)).toEqual({ code: 0, status: 403, return: null, msg: '操作失敗' });
    }
    const bare = await ctx.opened.app.inject({ method: 'GET', url: `${PATH}?${new URLSearchParams(forged).toString()}` });
    expect(bare.statusCode).toBe(404);
    const noId = await report({ dstaddr: phone, StatusFlag: '4' });
    expect(noId.statusCode).toBe(422);
    expect(noId.body).not.toMatch(/at .+\.ts:\d+/);
    expect(await rowOf(msgid)).toEqual(before);
  });

  it('keeps a report that comes before the send is recorded; the send then adds our message id', async () => {
    const phone = newPhone();
    const res = await report({ msgid: '#2020202020', dstaddr: phone, donetime: '20260501183004', statusstr: 'DELIVRD', StatusFlag: '4' });
    expect(res.body).toBe('magicid=sms_gateway_rpack\nmsgid=#2020202020\n');
    expect(await rowOf('2020202020')).toMatchObject({ status: 'delivered', messageId: null, segments: null, phone });
    await createSmsDeliveryRepository(ctx.opened.db).accepted({ provider: 'mitake', providerMessageId: '2020202020', messageId: 'a1b2c3d4-0000-4000-8000-00000000b004', phone, segments: 2, providerStatus: '1' });
    expect(await rowOf('2020202020')).toMatchObject({ status: 'delivered', providerStatus: '4', messageId: 'a1b2c3d4-0000-4000-8000-00000000b004', segments: 2 });
  });

  it('gives Mitake the report URL under the configured origin', () => {
    expect(ctx.opened.config.sms).toMatchObject({ reportUrl: `${ORIGIN}${PATH}/${REPORT_TOKEN}` });
  });
});
