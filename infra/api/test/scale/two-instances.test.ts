/**
 * Two API instances behind a round-robin load balancer (proxy.ts), on one PostgreSQL database
 * and one Redis, as they run in production (infra/deploy): real-time events cross instances,
 * the limits are shared, each scheduled job runs once per tick, uploads go to one bucket, and
 * a stopped instance drains its sockets to the other.
 *
 * Needs PostgreSQL (TEST_DATABASE_URL, or the local default) and Redis (TEST_REDIS_URL, or
 * the local default); without them the file is skipped with the reason printed. It uses a
 * database of its own, created empty and migrated here, and its own Pusher app id (the Redis
 * channel), so it collides with no other test or process on the same servers.
 */
import '../helpers/app';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import type PusherJs from 'pusher-js';
import { realtimeChannels } from '@joy/contract';
import { openPostgres, type Database, type PostgresHandle } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { JOB_LOCK_CLASS } from '../../src/jobs/scheduler';
import { createMemberRepository } from '../../src/repositories/members';
import { seedPartnerCredentials } from '../../src/db/seed-data/partners';
import { devPartnerCredential, signPartnerRequest } from '../../src/lib/partner-signature';
import { databaseUrl } from '../helpers/template';
import { connectionState, nextEvent, pusherJs, RawClient, sdkFor, subscribed } from '../realtime/helpers';
import { freePort, healthy, logLine, reachable, startInstance, stopInstance, type Instance } from './instances';
import { startProxy, type Proxy } from './proxy';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const servers = reachable([PG_URL, REDIS_URL]);
if (!servers.ok) console.log(`two API instances: skipped — ${servers.missing.join(' and ')} not reachable (set TEST_DATABASE_URL / TEST_REDIS_URL)`);
const suite = servers.ok ? describe : describe.skip;

const RATE_LIMIT_MAX = 20;
const OLD_NOTIFICATIONS = 25;
const run = crypto.randomBytes(4).toString('hex');
const credentials = { appId: `joy-scale-${run}`, key: 'joy-local', secret: crypto.randomBytes(16).toString('hex') };
/** A client address of this run (the rate limit's key lives a minute in the shared Redis). */
const address = () => `10.${crypto.randomInt(1, 255)}.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 255)}`;
const phone = () => `09${String(crypto.randomInt(0, 1e8)).padStart(8, '0')}`;

suite('two API instances on PostgreSQL and Redis behind a load balancer', () => {
  const dbName = `joy_scale_${run}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-scale-'));
  let handle: PostgresHandle;
  let s3: S3rver;
  let s3Url = '';
  let proxy: Proxy;
  let a: Instance;
  let b: Instance;
  let member: { id: number; token: string };
  /** Held by the test: the coin-expiry job's lock, as if a third instance were running it. */
  let lockHolder: pg.Client | null = null;
  const clients: PusherJs[] = [];

  /** Plain SQL on the test's own connection pool. */
  const sql = <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (handle.db as unknown as { $client: pg.Pool }).$client.query<R>(text, values);
  const admin = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin((c) => c.query(`create database ${dbName}`));
    // Two migrators at once on an empty database, as two pods starting together: the
    // migration lock lets one apply everything and the other find nothing left.
    const [first, second] = await Promise.all([openPostgres(databaseUrl(PG_URL, dbName)), openPostgres(databaseUrl(PG_URL, dbName))]);
    await Promise.all([migrate(first), migrate(second)]);
    await second.close();
    handle = first;
    const db = handle.db as unknown as Database;

    const members = createMemberRepository(db);
    const created = await members.create(db, { phone: phone(), name: '陳大文', gender: 0, passwordHash: null, loginType: 'general', fromInviteCode: null, fromSource: 5, registerDevice: 'PC' });
    member = { id: created.id, token: await members.issueToken(db, created.id, 3600) };
    // Notifications past the 3-month retention (the purge job's work), and two recent ones it must keep.
    await sql(
      `insert into notifications (member_id, type, data, created_at)
       select $1, 'general', '{"notification_title":"舊通知","notification_body":"已過保存期限"}'::jsonb, now() - interval '200 days' - g * interval '1 hour'
       from generate_series(1, $2) g`,
      [member.id, OLD_NOTIFICATIONS],
    );
    await sql(
      `insert into notifications (member_id, type, data) select $1, 'general', '{"notification_title":"新通知","notification_body":"保留"}'::jsonb from generate_series(1, 2)`,
      [member.id],
    );

    lockHolder = new pg.Client({ connectionString: databaseUrl(PG_URL, dbName) });
    await lockHolder.connect();
    await lockHolder.query('begin');
    await lockHolder.query('select pg_advisory_xact_lock($1::int, 1)', [JOB_LOCK_CLASS]);

    const s3Port = await freePort();
    s3 = new S3rver({ port: s3Port, address: '127.0.0.1', directory: path.join(tmp, 's3'), silent: true, configureBuckets: [{ name: 'joy-photos', configs: [] }] });
    await s3.run();
    s3Url = `http://127.0.0.1:${s3Port}`;

    const env = (name: string): Record<string, string> => ({
      DATABASE_URL: databaseUrl(PG_URL, dbName),
      REDIS_URL,
      PUSHER_APP_ID: credentials.appId,
      PUSHER_KEY: credentials.key,
      PUSHER_SECRET: credentials.secret,
      SEED: 'false',
      JOBS: 'true',
      LOG_LEVEL: 'debug',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      TRUST_PROXY_HOPS: '1',
      UPLOAD_DIR: path.join(tmp, `uploads-${name}`),
      WEB_ROOT: tmp,
      STORAGE_PROVIDER: 's3',
      S3_ENDPOINT: s3Url,
      S3_BUCKET: 'joy-photos',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      // The read model syncs on its own only every minute: a store page is fresh on the other
      // instance only because the writer's announcement crossed Redis.
      READ_MODEL_SYNC_MS: '60000',
    });
    const [portA, portB] = [await freePort(), await freePort()];
    a = startInstance('A', portA, env('a'));
    b = startInstance('B', portB, env('b'));
    await Promise.all([healthy(a), healthy(b)]);
    proxy = await startProxy([
      { host: '127.0.0.1', port: portA },
      { host: '127.0.0.1', port: portB },
    ]);
  }, 180_000);

  afterAll(async () => {
    for (const client of clients.splice(0)) client.disconnect();
    await proxy?.close();
    await Promise.all([a && stopInstance(a), b && stopInstance(b)]);
    await lockHolder?.end().catch(() => undefined);
    await s3?.close();
    await handle?.close();
    await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
    fs.rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  const open = (port: number, token?: string): PusherJs => {
    const client = pusherJs(port, { token });
    clients.push(client);
    return client;
  };

  it('delivers an event published on instance A to pusher-js clients connected to B and through the load balancer', async () => {
    const onB = open(b.port);
    const viaProxy = [open(proxy.port), open(proxy.port)];
    for (const client of [onB, ...viaProxy]) await connectionState(client, 'connected');
    const channel = realtimeChannels.store(7);
    const subscriptions = await Promise.all([onB, ...viaProxy].map((client) => subscribed(client, channel)));
    const received = subscriptions.map((s) => nextEvent<{ seats: number }>(s, 'availability'));

    await sdkFor(a.port, credentials).trigger(channel, 'availability', { seats: 4 });
    expect(await Promise.all(received)).toEqual([{ seats: 4 }, { seats: 4 }, { seats: 4 }]);
    // The two clients behind the balancer hold sockets on different instances.
    expect(new Set(proxy.routed).size).toBe(2);
  });

  it("signs a member's private channel on whichever instance answers and delivers what the other publishes", async () => {
    const client = open(proxy.port, member.token);
    await connectionState(client, 'connected');
    const channel = await subscribed(client, realtimeChannels.member(member.id));
    for (const [publisher, seats] of [[a, 1], [b, 2]] as const) {
      const received = nextEvent<{ n: number }>(channel, 'notification');
      await sdkFor(publisher.port, credentials).trigger(realtimeChannels.member(member.id), 'notification', { n: seats });
      expect(await received).toEqual({ n: seats });
    }
  });

  it('shows a store changed through the partner API on A at once on B: the cached page is invalidated through Redis', async () => {
    const [{ id: cityId }] = (await sql<{ id: number }>(`insert into cities (name) values ($1) returning id`, [`測試市${run}`])).rows;
    const [{ id: districtId }] = (await sql<{ id: number }>(`insert into districts (city_id, name) values ($1, '測試區') returning id`, [cityId])).rows;
    const [{ id: storeId }] = (
      await sql<{ id: number }>(
        `insert into stores (slug, name, city_id, district_id, address, lat, lng, opened_at) values ($1, '雙實例小館', $2, $3, '測試路 1 號', 25.03, 121.56, current_date) returning id`,
        [`two-instances-${run}`, cityId, districtId],
      )
    ).rows;
    await seedPartnerCredentials(handle.db as unknown as Database, [storeId]);
    const areas = async (instance: Instance) => ((await (await fetch(`${instance.url}/v2/store/${storeId}`)).json()) as { return: { seating_areas: string[] } }).return.seating_areas;
    // Both instances hold the page in their caches.
    expect(await areas(a)).toEqual([]);
    expect(await areas(b)).toEqual([]);
    expect(await areas(b)).toEqual([]);

    const target = `/partner/v1/seating-areas?request_id=${run}`;
    const signed = signPartnerRequest(devPartnerCredential(storeId), 'PUT', target, { areas: ['包廂'] });
    const res = await fetch(`${a.url}${target}`, { method: 'PUT', headers: signed.headers, body: signed.body });
    expect(res.status).toBe(200);
    expect(await areas(b)).toEqual(['包廂']);
    expect(await areas(a)).toEqual(['包廂']);
  });

  it('shares the rate limit: the budget spent through A is spent on B', async () => {
    const client = address();
    const hit = (instance: Instance) => fetch(`${instance.url}/v2/realtime/config`, { headers: { 'x-forwarded-for': client } });
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX; i++) statuses.push((await hit(i % 2 ? b : a)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    for (const instance of [a, b]) {
      const refused = await hit(instance);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: 0, status: 429, msg: '請求過於頻繁，請稍後再試' });
    }
    // Another client still has its own budget.
    expect((await fetch(`${b.url}/v2/realtime/config`, { headers: { 'x-forwarded-for': address() } })).status).toBe(200);
  });

  it('shares the code-send and failed-login limits: what A counted, B refuses', async () => {
    const to = phone();
    const send = (instance: Instance) =>
      fetch(`${instance.url}/v2/auth/verify/send`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address() }, body: JSON.stringify({ phone: to }) });
    expect((await send(a)).status).toBe(200);
    expect((await send(b)).status).toBe(429);

    const who = phone();
    const login = (instance: Instance) =>
      fetch(`${instance.url}/v2/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address() }, body: JSON.stringify({ phone: who, password: 'wrong-password' }) });
    // From a phone's 5th failure each try waits for a delay (1 s, doubling) counted by both.
    const statuses: number[] = [];
    for (let i = 0; i < 12 && !statuses.includes(429); i++) statuses.push((await login(i % 2 ? b : a)).status);
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses.at(-1)).toBe(429);
    expect((await login(statuses.length % 2 ? b : a)).status).toBe(429);
  });

  it('runs each scheduled job once per tick across both instances', async () => {
    const tick = (instance: Instance, job: string) => logLine(instance, (l) => l.msg === 'job tick' && l.job === job);
    // notification-purge: both ticked; together they purged every old row exactly once.
    const purges = await Promise.all([tick(a, 'notification-purge'), tick(b, 'notification-purge')]);
    const processed = purges.map((p) => (p.ran ? (p.processed as number) : 0));
    expect(processed.reduce((x, y) => x + y, 0)).toBe(OLD_NOTIFICATIONS);
    expect(processed.filter((n) => n > 0)).toHaveLength(1);
    const left = await sql<{ n: number }>('select count(*)::int as n from notifications where member_id = $1', [member.id]);
    expect(left.rows[0].n).toBe(2);

    // coin-expiry: while another holder has its lock, neither instance runs it.
    const expiries = await Promise.all([tick(a, 'coin-expiry'), tick(b, 'coin-expiry')]);
    expect(expiries.map((e) => e.ran)).toEqual([false, false]);
    await lockHolder?.query('commit');
  });

  it('puts uploads from either instance in the one S3-compatible bucket, none on local disk', async () => {
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 230, g: 126, b: 34 } } }).png().toBuffer();
    for (const [n, instance] of [a, b].entries()) {
      const form = new FormData();
      for (const [k, v] of Object.entries({ bank_code: '808', branch: '信義分行', account_name: '陳大文', account_number: `0123-4567-890${n}`, birthday: '1990-05-20' })) form.append(k, v);
      form.append('passbook', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'passbook.png');
      const res = await fetch(`${instance.url}/v2/member/bank/create`, { method: 'POST', body: form, headers: { authorization: `Bearer ${member.token}`, 'x-forwarded-for': address() } });
      expect(res.status).toBe(200);
    }
    // An avatar through A, replaced through B: B removes the object A stored.
    const avatars: string[] = [];
    for (const instance of [a, b]) {
      const form = new FormData();
      form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
      const res = await fetch(`${instance.url}/v2/member?_method=PUT`, { method: 'POST', body: form, headers: { authorization: `Bearer ${member.token}`, 'x-forwarded-for': address() } });
      expect(res.status).toBe(200);
      avatars.push(((await res.json()) as { return: { avatar: string } }).return.avatar);
    }
    expect(avatars.every((url) => url.startsWith(`${s3Url}/joy-photos/avatars/`))).toBe(true);

    // The bucket's own listing (S3 ListObjectsV2) holds what both stored, as re-encoded pictures.
    const list = async (prefix: string) => [...(await (await fetch(`${s3Url}/joy-photos?list-type=2&prefix=${prefix}`)).text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]);
    const keys = await list('passbooks/');
    expect(keys).toHaveLength(2);
    for (const key of keys) expect((await sharp(Buffer.from(await (await fetch(`${s3Url}/joy-photos/${key}`)).arrayBuffer())).metadata()).width).toBeGreaterThan(0);
    expect(await list('avatars/')).toEqual([avatars[1].slice(`${s3Url}/joy-photos/`.length)]);
    for (const name of ['a', 'b']) for (const folder of ['passbooks', 'avatars']) expect(fs.existsSync(path.join(tmp, `uploads-${name}`, folder))).toBe(false);
  });

  it('drains on SIGTERM: in-flight requests are answered, sockets closed with 4200, and pusher-js reconnects to the other instance through the balancer', async () => {
    const channelName = realtimeChannels.store(9);
    // Two clients through the balancer: one of them holds its socket on B.
    const viaProxy = [open(proxy.port), open(proxy.port)];
    for (const client of viaProxy) await connectionState(client, 'connected');
    await Promise.all(viaProxy.map((client) => subscribed(client, channelName)));
    // Two raw protocol clients through the balancer, to read the close code: one lands on B.
    const before = proxy.routed.length;
    const raw = [RawClient.connect(proxy.port), RawClient.connect(proxy.port)];
    for (const client of raw) await client.established();
    const onB = raw[proxy.routed.slice(before).indexOf(1)];

    // Requests B is working on when the signal comes (each a password check) get their answers.
    const inFlight = Array.from({ length: 8 }, () =>
      fetch(`${b.url}/v2/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address() }, body: JSON.stringify({ phone: phone(), password: 'wrong-password' }) }).then(
        (res) => res.status,
        (error: Error) => error.message,
      ),
    );
    const isLogin = (line: Record<string, unknown>) => line.msg === 'incoming request' && (line.req as { url?: string } | undefined)?.url === '/v2/auth/login';
    const seen = b.logs.filter(isLogin).length;
    for (let i = 0; i < 200 && b.logs.filter(isLogin).length < seen + inFlight.length; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    const stopping = stopInstance(b);
    // B stays out of the rotation from now on, as a Service drops a terminating pod.
    proxy.only(0);
    expect(await Promise.all(inFlight)).toEqual(Array(8).fill(422));
    expect(await stopping).toBe(0);
    expect(await onB.closed).toMatchObject({ code: 4200 });
    for (const client of raw) client.close();
    for (const client of viaProxy) await connectionState(client, 'connected', 15_000);
    const channels = viaProxy.map((client) => client.channel(channelName));
    const received = channels.map((c) => nextEvent<{ seats: number }>(c, 'availability', 10_000));
    // pusher-js subscribes again on reconnecting; wait until A has both before publishing.
    const sdk = sdkFor(a.port, credentials);
    for (let i = 0; i < 50; i++) {
      const info = (await sdk.get({ path: `/channels/${channelName}`, params: { info: 'subscription_count' } }).then((r) => r.json())) as { subscription_count: number };
      if (info.subscription_count === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await sdk.trigger(channelName, 'availability', { seats: 2 });
    expect(await Promise.all(received)).toEqual([{ seats: 2 }, { seats: 2 }]);
  }, 60_000);
});
