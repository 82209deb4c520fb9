/**
 * A local stand-in for Mitake's SmSend (三竹簡訊 HTTP API v2.14, see src/adapters/sms-mitake.ts)
 * that reads requests the way Mitake does and answers in its format: POST /api/mtk/SmSend only,
 * CharsetURL=UTF-8 in the query (otherwise the body would be read as Big5: answered with a
 * parameter error here), a form-encoded body with username, password, dstaddr, smbody,
 * clientid and response; `[1]` / `msgid=` / `statuscode=` / `AccountPoint=` lines back, a
 * repeated clientid answered as the first time plus `Duplicate=Y`, and the status-code letters
 * for a wrong password (e), an invalid number (v) and an empty text (u). `down` answers 503.
 *
 * Plain Node (no test runner): the API's tests (mitake-stand-in.ts) and the production-mode
 * end-to-end run (infra/e2e/stand-ins) both start it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const MITAKE_USER = { username: 'joy-bookings', password: 'Zq81-mitake-pw' };

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

/** Listens on `port` of 127.0.0.1 (0: one the system picks). */
export async function startMitakeStandIn(port = 0): Promise<MitakeStandIn> {
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
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}/api/mtk/SmSend`,
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
