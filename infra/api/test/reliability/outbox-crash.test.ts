/**
 * Nothing lost after the commit: the API (a real child process) takes a member's and a
 * guest's booking, and is killed (SIGKILL) after both have committed and before any of their
 * effects left — the first process runs with OUTBOX_DISPATCH=false, so the kill lands
 * exactly in that window. Started again on the same data, it sends the guest's SMS and
 * publishes the member's notification (to a Pusher-protocol HTTP endpoint that records every
 * event) exactly once each.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { databaseUrl, PG_TEMPLATE_DB, TEMPLATE_PGDATA, TEMPLATE_UPLOADS } from '../helpers/template';
import { freePort, killApi, startApi, stopApi, type ApiProcess, type Storage } from '../soak/api-process';

jest.setTimeout(240_000);

interface PusherEvent {
  name: string;
  channels: string[];
  data: string;
}

/** A Pusher HTTP events API that records what it is sent (the official SDK posts here). */
async function pusherRecorder(): Promise<{ port: number; events: PusherEvent[]; close: () => Promise<void> }> {
  const events: PusherEvent[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      if (req.method === 'POST' && /\/apps\/[^/]+\/events/.test(req.url ?? '')) events.push(JSON.parse(body) as PusherEvent);
      if (req.method === 'POST' && /\/apps\/[^/]+\/batch_events/.test(req.url ?? '')) {
        for (const e of (JSON.parse(body) as { batch: { name: string; channel: string; data: string }[] }).batch) events.push({ name: e.name, channels: [e.channel], data: e.data });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, events, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

interface Fixture {
  memberId: number;
  token: string;
  booking: Record<string, unknown>;
}

/** The member and the slot, written by a child process on the API's own database. */
function prepareFixture(storage: Storage): Promise<Fixture> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, FIXTURE_DATA_DIR: storage.dataDir ?? '', FIXTURE_DATABASE_URL: storage.databaseUrl ?? '' };
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'outbox-crash-fixture.ts')], { cwd: path.resolve(__dirname, '../..'), env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as Fixture) : reject(new Error(`fixture failed (${code}): ${err}`))));
  });
}

async function newStorage(kind: 'pglite' | 'postgres'): Promise<{ storage: Storage; dispose: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-outbox-crash-'));
    fs.cpSync(TEMPLATE_PGDATA, dir, { recursive: true });
    return { storage: { dataDir: dir, databaseUrl: null, uploadDir: TEMPLATE_UPLOADS }, dispose: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const name = `joy_crash_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${PG_TEMPLATE_DB}`);
  await admin.end();
  return {
    storage: { dataDir: null, databaseUrl: databaseUrl(url, name), uploadDir: TEMPLATE_UPLOADS },
    dispose: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

const kinds: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

describe.each(kinds)('effects survive a crash after the commit [%s]', (kind) => {
  let api: ApiProcess | null = null;
  let recorder: Awaited<ReturnType<typeof pusherRecorder>>;
  let storage: Storage;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    recorder = await pusherRecorder();
    ({ storage, dispose } = await newStorage(kind));
  });
  afterAll(async () => {
    if (api) await killApi(api);
    await recorder.close();
    await dispose();
  });

  it('sends the guest SMS and publishes the member notification exactly once after a restart', async () => {
    const fixture = await prepareFixture(storage);
    const env = {
      REALTIME_PROVIDER: 'pusher',
      PUSHER_APP_ID: 'crash',
      PUSHER_KEY: 'crash-key',
      PUSHER_SECRET: 'crash-secret',
      PUSHER_HOST: '127.0.0.1',
      PUSHER_PORT: String(recorder.port),
      PUSHER_USE_TLS: 'false',
      JOBS: 'false',
    };
    const guestPhone = '0987650002';
    const post = (url: string, body: unknown, token?: string) =>
      fetch(`${url}/v2/order`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });

    // 1. Both bookings commit; the process dies before any effect is dispatched.
    api = await startApi(storage, await freePort(), 120_000, { ...env, OUTBOX_DISPATCH: 'false' });
    const memberReply = await post(api.url, { ...fixture.booking, idempotency_key: 'crash-member' }, fixture.token);
    const guestReply = await post(api.url, { ...fixture.booking, idempotency_key: 'crash-guest', name: '陳小華', gender: 2, email: 'g@example.tw', phone: guestPhone });
    expect(`${memberReply.status} ${await memberReply.text()}`).toMatch(/^200 /);
    expect(`${guestReply.status} ${await guestReply.text()}`).toMatch(/^200 /);
    await killApi(api);
    api = null;
    const notifications = () => recorder.events.filter((e) => e.name === 'notification' && e.channels.includes(`private-member-${fixture.memberId}`));
    expect(notifications()).toHaveLength(0);

    // 2. Started again on the same data: the outbox delivers what the dead process owed.
    api = await startApi(storage, await freePort(), 120_000, env);
    const texts = async () => ((await (await fetch(`${api?.url}/dev/sms-outbox?phone=${guestPhone}`)).json()) as { messages: { body: string }[] }).messages;
    const deadline = Date.now() + 30_000;
    while ((notifications().length < 1 || (await texts()).length < 1) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    // Give a duplicate every chance to show up before counting.
    await new Promise((r) => setTimeout(r, 1_500));
    const sms = await texts();
    expect(sms).toHaveLength(1);
    expect(sms[0].body).toMatch(/^【樂享】陳小華 您好，您在 .+的訂位已送出，等待餐廳確認。訂位結果：http:\/\/localhost:\d+\/booking-result\/[\w-]{22}$/);
    expect(notifications()).toHaveLength(1);
    expect(JSON.parse(notifications()[0].data)).toMatchObject({ type: 'order', data: { notification_title: '訂位已送出' } });
    await stopApi(api);
    api = null;
  });
});
