/**
 * A local stand-in for Mitake's SmSend (三竹簡訊 HTTP API v2.14, see src/adapters/sms-mitake.ts)
 * that reads requests the way Mitake does and answers in its format: POST /api/mtk/SmSend only,
 * CharsetURL=UTF-8 in the query (otherwise the body would be read as Big5: answered with a
 * parameter error here), a form-encoded body with username, password, dstaddr, smbody,
 * clientid and response; `[1]` / `msgid=` / `statuscode=` / `AccountPoint=` lines back, a
 * repeated clientid answered as the first time plus `Duplicate=Y`, and the status-code letters
 * for a wrong password (e), an invalid number (v) and an empty text (u). `down` answers 503.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openTestApp, type OpenedTestApp } from './app';
import type { DatabaseKind } from '../../src/db/client';

export const MITAKE_USER = { username: 'joy-bookings', password: 'Zq81-mitake-pw' };
export const REPORT_TOKEN = 'r3p0rt-T0ken-9f8e7d6c5b4a39281706f5e4d3c2b1a0';
export const ORIGIN = 'https://book.joy.test';

export interface MitakeRequest {
  method: string;
  path: string;
  charset: string | null;
  contentType: string;
  fields: Record<string, string>;
}

export interface MitakeStandIn {
  url: string;
  requests: MitakeRequest[];
  down: boolean;
  close(): Promise<void>;
}

export async function startMitakeStandIn(): Promise<MitakeStandIn> {
  const requests: MitakeRequest[] = [];
  const answered = new Map<string, string>();
  let nextId = 1010079522;
  let points = 300;
  const state = { down: false };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://mitake.local');
      const contentType = req.headers['content-type'] ?? '';
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      requests.push({ method: req.method ?? '', path: url.pathname, charset: url.searchParams.get('CharsetURL'), contentType, fields });
      const answer = (text: string) => {
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(text);
      };
      if (state.down) {
        res.writeHead(503);
        res.end();
        return;
      }
      if (req.method !== 'POST' || url.pathname !== '/api/mtk/SmSend') {
        res.writeHead(404);
        res.end();
        return;
      }
      if (url.searchParams.get('CharsetURL') !== 'UTF-8' || !contentType.startsWith('application/x-www-form-urlencoded')) return answer('[1]\r\nstatuscode=y\r\n');
      if (fields.username !== MITAKE_USER.username || fields.password !== MITAKE_USER.password) return answer('[1]\r\nstatuscode=e\r\n');
      if (!/^09\d{8}$/.test(fields.dstaddr ?? '')) return answer('[1]\r\nstatuscode=v\r\n');
      if (!fields.smbody) return answer('[1]\r\nstatuscode=u\r\n');
      const first = fields.clientid ? answered.get(fields.clientid) : undefined;
      if (first) return answer(`${first}Duplicate=Y\r\n`);
      points -= 1;
      const text = `[1]\r\nmsgid=${nextId++}\r\nstatuscode=1\r\nAccountPoint=${points}\r\n`;
      if (fields.clientid) answered.set(fields.clientid, text);
      answer(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/mtk/SmSend`,
    requests,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export const mitakeEnv = (url: string): Record<string, string> => ({
  SMS_PROVIDER: 'mitake',
  SMS_MITAKE_URL: url,
  SMS_MITAKE_USERNAME: MITAKE_USER.username,
  SMS_MITAKE_PASSWORD: MITAKE_USER.password,
  SMS_REPORT_TOKEN: REPORT_TOKEN,
  PUBLIC_ORIGIN: ORIGIN,
});

export interface MitakeContext {
  opened: OpenedTestApp;
  standIn: MitakeStandIn;
}

/**
 * Runs `fn` against an app configured for Mitake (SMS_PROVIDER=mitake, SMS_MITAKE_URL at the
 * stand-in) on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set — as eachDatabase,
 * but the stand-in must listen before the app is configured with its address.
 */
export function eachMitakeApp(name: string, fn: (ctx: MitakeContext) => void): void {
  const kinds: DatabaseKind[] = ['pglite'];
  if (process.env.TEST_DATABASE_URL) kinds.push('postgres');
  describe.each(kinds)(`${name} [%s]`, (kind) => {
    const ctx = {} as MitakeContext;
    beforeAll(async () => {
      ctx.standIn = await startMitakeStandIn();
      ctx.opened = await openTestApp(kind, { env: mitakeEnv(ctx.standIn.url) });
      // The outbox dispatcher starts with the app.
      await ctx.opened.app.ready();
    }, 180_000);
    afterAll(async () => {
      await ctx.opened?.close();
      await ctx.standIn?.close();
    }, 180_000);
    fn(ctx);
  });
}
