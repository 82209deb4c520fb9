/**
 * The signed Pusher HTTP API of the built-in server (what the `pusher` SDK calls), and the
 * browser's two calls: the connection settings and the private channel auth.
 */
import crypto from 'node:crypto';
import type { Envelope, RealtimeConfigReply } from '@joy/contract';
import { realtimeChannels } from '@joy/contract';
import { channelAuth } from '../../src/realtime/signatures';
import { eachDatabase, json } from '../helpers/app';
import { register } from '../helpers/accounts';
import { builtinOf, listen, LOOPBACK, RawClient, sdkFor } from './helpers';

const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex');
const hmac = (secret: string, text: string) => crypto.createHmac('sha256', secret).update(text).digest('hex');

eachDatabase('Pusher HTTP API and channel auth', (ctx) => {
  let port = 0;
  const clients: RawClient[] = [];
  const credentials = () => builtinOf(ctx.config);

  /** A raw socket subscribed to a public channel. */
  async function listener(channel: string): Promise<RawClient> {
    const client = RawClient.connect(port);
    clients.push(client);
    await client.established();
    client.send('pusher:subscribe', { channel });
    expect((await client.next()).event).toBe('pusher_internal:subscription_succeeded');
    return client;
  }

  /** Signs by hand, as Pusher documents it (not with the code under test). */
  function signed(body: string, options: { timestamp?: number; secret?: string; appId?: string; key?: string } = {}) {
    const { appId, key, secret } = credentials();
    const path = `/apps/${options.appId ?? appId}/events`;
    const query = `auth_key=${options.key ?? key}&auth_timestamp=${options.timestamp ?? Math.floor(Date.now() / 1000)}&auth_version=1.0&body_md5=${md5(body)}`;
    const signature = hmac(options.secret ?? secret, `POST\n${path}\n${query}`);
    return fetch(`http://${LOOPBACK}:${port}${path}?${query}&auth_signature=${signature}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  }

  beforeAll(async () => {
    port = await listen(ctx.app);
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });

  it('accepts a request signed by hand as Pusher documents it, and delivers the event', async () => {
    const client = await listener('store-21');
    const res = await signed(JSON.stringify({ name: 'menu', channels: ['store-21'], data: '{"dish":"牛肉麵"}' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(await client.next()).toEqual({ event: 'menu', channel: 'store-21', data: { dish: '牛肉麵' } });
  });

  it('refuses a wrong signature, a wrong key, a changed body and an old timestamp with 401, and publishes nothing', async () => {
    const client = await listener('store-22');
    const body = JSON.stringify({ name: 'menu', channels: ['store-22'], data: '{}' });
    expect((await signed(body, { secret: 'not-the-secret' })).status).toBe(401);
    expect((await signed(body, { key: 'other-key' })).status).toBe(401);
    expect((await signed(body, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(401);

    const { appId, key, secret } = credentials();
    const path = `/apps/${appId}/events`;
    const query = `auth_key=${key}&auth_timestamp=${Math.floor(Date.now() / 1000)}&auth_version=1.0&body_md5=${md5(body)}`;
    const tampered = await fetch(`http://${LOOPBACK}:${port}${path}?${query}&auth_signature=${hmac(secret, `POST\n${path}\n${query}`)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body.replace('store-22', 'store-23'),
    });
    expect(tampered.status).toBe(401);

    const refused = await sdkFor(port, { ...credentials(), secret: 'wrong' }).trigger('store-22', 'menu', {}).then(() => 0, (e: { status: number }) => e.status);
    expect(refused).toBe(401);
    expect(await client.silentFor(300)).toBe(true);
  });

  it('answers 404 for another app id, 400 for a malformed publish and 413 for data over 10 KB', async () => {
    expect((await signed('{}', { appId: '999' })).status).toBe(404);
    expect((await signed('not json')).status).toBe(400);
    expect((await signed(JSON.stringify({ name: 'x', channels: ['bad channel'], data: '{}' }))).status).toBe(400);
    const big = await sdkFor(port, credentials()).trigger('store-1', 'big', 'x'.repeat(11 * 1024)).then(() => 200, (e: { status: number }) => e.status);
    expect(big).toBe(413);
  });

  it('publishes batches and lists occupied channels for the SDK', async () => {
    const sdk = sdkFor(port, credentials());
    const a = await listener('store-31');
    const b = await listener('store-32');
    await sdk.triggerBatch([
      { channel: 'store-31', name: 'menu', data: { n: 1 } },
      { channel: 'store-32', name: 'menu', data: { n: 2 } },
    ]);
    expect(await a.next()).toEqual({ event: 'menu', channel: 'store-31', data: { n: 1 } });
    expect(await b.next()).toEqual({ event: 'menu', channel: 'store-32', data: { n: 2 } });

    const listed = (await (await sdk.get({ path: '/channels', params: { filter_by_prefix: 'store-3' } })).json()) as { channels: Record<string, unknown> };
    expect(Object.keys(listed.channels).sort()).toEqual(['store-31', 'store-32']);
    expect(await (await sdk.get({ path: '/channels/store-99' })).json()).toEqual({ occupied: false });
  });

  it('tells the browser how to connect: the built-in server on the page origin, never the secret', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v2/realtime/config' });
    const reply = json<Envelope<RealtimeConfigReply>>(res);
    expect(reply.return).toEqual({ provider: 'builtin', key: 'joy-local', cluster: 'mt1', ws_host: null, ws_port: null, force_tls: null, auth_endpoint: '/v2/realtime/auth' });
    expect(res.body).not.toContain(credentials().secret);
  });

  describe('channel auth (POST /v2/realtime/auth)', () => {
    const auth = (payload: string | Record<string, string>, token?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v2/realtime/auth',
        headers: {
          'content-type': typeof payload === 'string' ? 'application/x-www-form-urlencoded' : 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });

    it('signs the member into their own private channel (form-encoded, as pusher-js posts it), reply not enveloped', async () => {
      const member = await register(ctx);
      const channel = realtimeChannels.member(member.member.id);
      const res = await auth(`socket_id=123.456&channel_name=${channel}`, member.token);
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ auth: channelAuth(credentials(), '123.456', channel) });
      expect(json(await auth({ socket_id: '1.2', channel_name: channel }, member.token))).toEqual({ auth: channelAuth(credentials(), '1.2', channel) });
    });

    it("refuses another member's channel and any other channel with 403", async () => {
      const member = await register(ctx);
      const other = await register(ctx);
      for (const channel of [realtimeChannels.member(other.member.id), 'private-admin', 'store-1', `private-member-0${member.member.id}`]) {
        const res = await auth(`socket_id=123.456&channel_name=${channel}`, member.token);
        expect(res.statusCode).toBe(403);
        expect(json(res)).toMatchObject({ code: 0, status: 403, msg: '操作失敗' });
      }
    });

    it('refuses without a valid token (401 請登入或是登入失敗) and a malformed socket id (422)', async () => {
      const anonymous = await auth('socket_id=123.456&channel_name=private-member-1');
      expect(anonymous.statusCode).toBe(401);
      expect(json(anonymous).msg).toBe('請登入或是登入失敗');
      expect((await auth('socket_id=123.456&channel_name=private-member-1', 'forged')).statusCode).toBe(401);

      const member = await register(ctx);
      const bad = await auth(`socket_id=abc&channel_name=${realtimeChannels.member(member.member.id)}`, member.token);
      expect(bad.statusCode).toBe(422);
      expect(json(bad)).toMatchObject({ return: { errors: { socket_id: '資料格式不正確' } } });
    });
  });
});
