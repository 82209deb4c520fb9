/**
 * The SMS adapter without a database: the one length rule (parts in UCS-2 and GSM 7-bit, the
 * refusal over SMS_MAX_SEGMENTS as a permanent failure), the booking texts we send fitting it,
 * the generic HTTP provider against a local server (its JSON, its idempotency key, the length
 * rule before any request), Mitake's answers parsed, and the configuration of each provider.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from '../../src/config/env';
import { httpSms } from '../../src/adapters/sms';
import { checkSmsLength, measureSms, SmsRefused } from '../../src/adapters/sms-length';
import { MITAKE_SEND_URL, mitakeReport, parseMitakeAnswer, taipeiTimestamp } from '../../src/adapters/sms-mitake';
import { PermanentFailure } from '../../src/lib/permanent-failure';
import { bookingCreatedText, bookingChangeCodeText, waitlistHeldText } from '../../src/lib/sms-texts';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('the SMS length rule', () => {
  it('counts Chinese in UCS-2: 70 to one SMS, then parts of 67', () => {
    expect(measureSms('字'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(measureSms('字'.repeat(71))).toEqual({ encoding: 'ucs2', units: 71, segments: 2 });
    expect(measureSms('字'.repeat(134)).segments).toBe(2);
    expect(measureSms('字'.repeat(135)).segments).toBe(3);
    expect(measureSms('字'.repeat(335)).segments).toBe(5);
    // One Chinese character makes the whole text UCS-2, Latin letters included.
    expect(measureSms(`${'a'.repeat(69)}字`)).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
  });

  it('counts plain Latin text in GSM 7-bit: 160, then parts of 153; ^ { } [ ] ~ | € \\ take two', () => {
    expect(measureSms('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(measureSms('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, segments: 2 });
    expect(measureSms('{'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(measureSms(`${'a'.repeat(152)}€`)).toEqual({ encoding: 'gsm7', units: 154, segments: 1 });
    // 306 units would fill two parts exactly, but € does not straddle them: 152 close the first.
    expect(measureSms(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toEqual({ encoding: 'gsm7', units: 306, segments: 3 });
  });

  it('counts an emoji outside the BMP as two UCS-2 units, never split across parts', () => {
    expect(measureSms('😀'.repeat(35))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    // 134 units would fill two parts exactly, but the emoji's two units stay together.
    expect(measureSms(`${'字'.repeat(66)}😀${'字'.repeat(66)}`)).toEqual({ encoding: 'ucs2', units: 134, segments: 3 });
  });

  it('refuses a text over the limit, or an empty one, as a permanent failure naming the limit', () => {
    expect(checkSmsLength('字'.repeat(335), 5)).toEqual({ encoding: 'ucs2', units: 335, segments: 5 });
    const refusal = (() => {
      try {
        checkSmsLength('字'.repeat(336), 5);
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refusal).toBeInstanceOf(SmsRefused);
    expect(refusal).toBeInstanceOf(PermanentFailure);
    expect(refusal).toMatchObject({ code: 'SMS_TOO_LONG', message: expect.stringMatching(/336 UCS2 units make 6 parts, over SMS_MAX_SEGMENTS=5 \(at most 335 units\)/) });
    expect(() => checkSmsLength('字'.repeat(71), 1)).toThrow(/at most 70 units/);
    expect(checkSmsLength('字'.repeat(70), 1).segments).toBe(1);
    expect(() => checkSmsLength('  ', 5)).toThrow(expect.objectContaining({ code: 'SMS_EMPTY' }));
  });

  it('leaves room for what we send: a code is one SMS, booking texts at most three parts', () => {
    const origin = 'https://www.joy-bookings.com.tw';
    expect(measureSms(bookingChangeCodeText('482913')).segments).toBe(1);
    const booking = { guestName: '歐陽小明同學', storeName: '欣葉台菜 創始店（中山雙城街）', date: '2026-05-01', time: '18:30', people: 12, publicId: 'Zq81mPx0Zq81mPx0Zq81mP' };
    expect(measureSms(bookingCreatedText(origin, booking)).segments).toBeLessThanOrEqual(3);
    const held = { ...booking, holdExpiresAt: new Date('2026-05-01T09:45:00Z') };
    expect(measureSms(waitlistHeldText(origin, held)).segments).toBeLessThanOrEqual(3);
  });
});

describe('generic HTTP SMS provider', () => {
  const received: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
  let server: http.Server;
  let url = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> });
        const ok = req.headers.authorization === 'Bearer sms-key-4f9a';
        res.writeHead(ok ? 202 : 401, { 'content-type': 'application/json' });
        res.end(JSON.stringify(ok ? { accepted: true } : { error: 'unauthorized' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the text with its parts and the message id as idempotency key; a refusal by the gateway throws', async () => {
    const sms = httpSms({ provider: 'http', url, apiKey: 'sms-key-4f9a', sender: '樂享', maxSegments: 5 });
    await sms.send('0912345678', `【樂享】${'訂'.repeat(80)}`, { messageId: 'c0ffee00-0000-4000-8000-000000000001' });
    expect(received[0].headers['idempotency-key']).toBe('c0ffee00-0000-4000-8000-000000000001');
    expect(received[0].body).toEqual({ to: '0912345678', from: '樂享', text: `【樂享】${'訂'.repeat(80)}`, message_id: 'c0ffee00-0000-4000-8000-000000000001', segments: 2 });
    const wrongKey = httpSms({ provider: 'http', url, apiKey: 'wrong', sender: '樂享', maxSegments: 5 });
    await expect(wrongKey.send('0912345678', '【樂享】測試')).rejects.toThrow('SMS provider answered 401');
  });

  it('refuses a text over SMS_MAX_SEGMENTS before calling the gateway', async () => {
    const before = received.length;
    const sms = httpSms({ provider: 'http', url, apiKey: 'sms-key-4f9a', sender: '樂享', maxSegments: 2 });
    await expect(sms.send('0912345678', '字'.repeat(135))).rejects.toBeInstanceOf(SmsRefused);
    expect(received.length).toBe(before);
  });
});

describe("Mitake's formats", () => {
  it('reads an SmSend answer: the id without its # mark, the status, the credit, a duplicate', () => {
    expect(parseMitakeAnswer('[1]\r\nmsgid=#1010079522\r\nstatuscode=1\r\nAccountPoint=98\r\n')).toEqual({ msgid: '1010079522', statuscode: '1', accountPoint: 98, duplicate: false });
    expect(parseMitakeAnswer('[1]\nmsgid=1010079522\nstatuscode=1\nAccountPoint=98\nDuplicate=Y\n')).toMatchObject({ duplicate: true });
    expect(parseMitakeAnswer('[1]\r\nstatuscode=e\r\nAccountPoint=\r\n')).toEqual({ msgid: null, statuscode: 'e', accountPoint: null, duplicate: false });
  });

  it('reads a delivery report: StatusFlag first, statusstr without it, times in Taipei', () => {
    const report = mitakeReport({ msgid: '1010079522', dstaddr: '0912345678', dlvtime: '20260501183000', donetime: '20260501183004', statusstr: 'DELIVRD', statuscode: '0', StatusFlag: '4' });
    expect(report).toEqual({
      provider: 'mitake',
      providerMessageId: '1010079522',
      phone: '0912345678',
      status: 'delivered',
      providerStatus: '4',
      statusText: 'DELIVRD',
      sentAt: new Date('2026-05-01T10:30:00Z'),
      doneAt: new Date('2026-05-01T10:30:04Z'),
    });
    expect(mitakeReport({ msgid: '1', StatusFlag: '6', statusstr: 'UNDELIV' }).status).toBe('failed');
    expect(mitakeReport({ msgid: '1', StatusFlag: '8' }).status).toBe('expired');
    expect(mitakeReport({ msgid: '1', statusstr: 'deleted' }).status).toBe('cancelled');
    expect(mitakeReport({ msgid: '1', StatusFlag: '1' }).status).toBe('sent');
    expect(taipeiTimestamp('2026050118300')).toBeNull();
    expect(taipeiTimestamp('20261301183000')).toBeNull();
  });
});

describe('SMS configuration', () => {
  const mitake = { SMS_PROVIDER: 'mitake', SMS_MITAKE_USERNAME: 'joy', SMS_MITAKE_PASSWORD: 'Kp3x9Wq2-mitake', SMS_REPORT_TOKEN: 'a'.repeat(8) + '9f8e7d6c5b4a39281706f5e4d3c2b1a0' };

  it('local keeps at most 5 parts unless SMS_MAX_SEGMENTS says otherwise (1 to 10)', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'local', maxSegments: 5 });
    expect(loadConfig({ SMS_MAX_SEGMENTS: '1' }).sms.maxSegments).toBe(1);
    expect(problemsOf({ SMS_MAX_SEGMENTS: '11' })).toEqual(['SMS_MAX_SEGMENTS must be an integer from 1 to 10 (got "11")']);
  });

  it('mitake: account, password and report token required; the real endpoint by default; reports to PUBLIC_ORIGIN', () => {
    expect(problemsOf({ SMS_PROVIDER: 'mitake' })).toEqual([
      'SMS_MITAKE_USERNAME is required when SMS_PROVIDER=mitake',
      'SMS_MITAKE_PASSWORD is required when SMS_PROVIDER=mitake',
      'SMS_REPORT_TOKEN is required when SMS_PROVIDER=mitake',
    ]);
    const config = loadConfig({ ...mitake, PUBLIC_ORIGIN: 'https://www.joy.tw/' });
    expect(config.sms).toEqual({
      provider: 'mitake',
      url: MITAKE_SEND_URL,
      username: 'joy',
      password: 'Kp3x9Wq2-mitake',
      reportToken: mitake.SMS_REPORT_TOKEN,
      reportUrl: `https://www.joy.tw/v2/sms/mitake/report/${mitake.SMS_REPORT_TOKEN}`,
      maxSegments: 5,
    });
    expect(MITAKE_SEND_URL).toBe('https://smsapi.mitake.com.tw/api/mtk/SmSend');
    expect(loadConfig({ ...mitake, SMS_MITAKE_URL: 'https://smsb2c.mitake.com.tw/b2c/mtk/SmSend' }).sms).toMatchObject({ url: 'https://smsb2c.mitake.com.tw/b2c/mtk/SmSend' });
  });

  it('the report token must be URL-safe and long, and in production random', () => {
    expect(problemsOf({ ...mitake, SMS_REPORT_TOKEN: 'short' })).toEqual([expect.stringMatching(/^SMS_REPORT_TOKEN must be 32 to 100 letters/)]);
    expect(problemsOf({ ...mitake, SMS_REPORT_TOKEN: `${'a'.repeat(40)}/+=` })).toEqual([expect.stringMatching(/^SMS_REPORT_TOKEN must be 32 to 100 letters/)]);
    // Longer would not fit a path parameter (Fastify's maxParamLength, 100).
    expect(problemsOf({ ...mitake, SMS_REPORT_TOKEN: 'a1'.repeat(51) })).toEqual([expect.stringMatching(/^SMS_REPORT_TOKEN must be 32 to 100 letters/)]);
    const production = problemsOf({ ...mitake, NODE_ENV: 'production', SMS_REPORT_TOKEN: 'a'.repeat(64) });
    expect(production).toContain('SMS_REPORT_TOKEN must be at least 32 random bytes (43 base64url or 64 hex characters), e.g. `openssl rand -hex 32`');
    expect(production.some((p) => p.startsWith('SMS_PROVIDER='))).toBe(false);
    const strong = problemsOf({ ...mitake, NODE_ENV: 'production', SMS_REPORT_TOKEN: '4f1c9a7e2b8d3f60a5c1e9b7d2f48a6c0e3b9d5f7a1c4e8b2d6f0a3c5e7b9d1f' });
    expect(strong.some((p) => p.includes('SMS_REPORT_TOKEN'))).toBe(false);
    expect(problemsOf({ ...mitake, NODE_ENV: 'production', SMS_MITAKE_PASSWORD: 'changeme' })).toContain('SMS_MITAKE_PASSWORD holds a placeholder or default value; set the real secret');
  });
});
