/** Small helpers the stand-in servers share: start on a loopback port, read bodies, answer. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: Buffer) => void | Promise<void>;

export interface Started {
  origin: string;
  close(): Promise<void>;
}

/** Listens on `port` of 127.0.0.1; a handler that throws answers 500 with the message. */
export async function serve(port: number, handler: Handler): Promise<Started> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      Promise.resolve(handler(req, res, url, Buffer.concat(chunks))).catch((error: unknown) => {
        if (!res.headersSent) send(res, 500, { error: String(error) });
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

export function sendText(res: http.ServerResponse, status: number, type: string, text: string | Buffer, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-cache', ...headers });
  res.end(text);
}

/** Browsers call these from the site's origin, as they call the real services from it. */
export const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
};

/** Answers a CORS preflight; true when the request was one. */
export function preflight(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(204, CORS);
  res.end();
  return true;
}

export function json(body: Buffer): Record<string, unknown> {
  try {
    return JSON.parse(body.toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}
