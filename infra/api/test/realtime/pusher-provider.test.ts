/**
 * REALTIME_PROVIDER=pusher: the API publishes with the official SDK to a Pusher-protocol
 * server instead of serving one. Here that server is a second API process on the built-in
 * provider, which is exactly what Pusher Channels looks like to the SDK.
 */
import type { Envelope, RealtimeConfigReply } from '@joy/contract';
import { realtimeChannels } from '@joy/contract';
import { ConfigError, loadConfig } from '../../src/config/env';
import { browserSettings } from '../../src/realtime/member-routes';
import { eachDatabase, json, openTestApp, type TestContext } from '../helpers/app';
import { register } from '../helpers/accounts';
import { builtinOf, listen, LOOPBACK, RawClient } from './helpers';

const SHARED = { PUSHER_APP_ID: '4242', PUSHER_KEY: 'shared-key', PUSHER_SECRET: 'shared-secret' };

eachDatabase(
  'publishing to another Pusher-protocol server',
  (ctx) => {
    let port = 0;
    let publisher: TestContext & { close: () => Promise<void> };
    const clients: RawClient[] = [];

    beforeAll(async () => {
      port = await listen(ctx.app);
      publisher = await openTestApp(ctx.kind, {
        env: { ...SHARED, REALTIME_PROVIDER: 'pusher', PUSHER_HOST: LOOPBACK, PUSHER_PORT: String(port), PUSHER_USE_TLS: 'false' },
      });
    });
    afterAll(() => publisher.close());
    afterEach(() => {
      for (const client of clients.splice(0)) client.close();
    });

    it('app.realtime.trigger goes through the SDK and the HTTP API to the subscribers', async () => {
      expect(publisher.app.realtime.provider).toBe('pusher');
      const client = RawClient.connect(port, undefined, SHARED.PUSHER_KEY);
      clients.push(client);
      await client.established();
      client.send('pusher:subscribe', { channel: 'store-8' });
      await client.next();
      await publisher.app.realtime.trigger('store-8', 'menu', { dish: '滷肉飯' });
      expect(await client.next()).toEqual({ event: 'menu', channel: 'store-8', data: { dish: '滷肉飯' } });
    });

    it("its auth endpoint signs with the shared secret, which the server it publishes to accepts", async () => {
      const member = await register(publisher);
      const channel = realtimeChannels.member(member.member.id);
      const client = RawClient.connect(port, undefined, SHARED.PUSHER_KEY);
      clients.push(client);
      const socketId = await client.established();
      const res = await publisher.app.inject({
        method: 'POST',
        url: '/v2/realtime/auth',
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `socket_id=${socketId}&channel_name=${channel}`,
      });
      client.send('pusher:subscribe', { channel, auth: json<{ auth: string }>(res).auth });
      expect(await client.next()).toMatchObject({ event: 'pusher_internal:subscription_succeeded', channel });
    });

    it('tells the browser to connect to that server, and serves no socket or HTTP API itself', async () => {
      const reply = json<Envelope<RealtimeConfigReply>>(await publisher.app.inject({ method: 'GET', url: '/v2/realtime/config' })).return;
      expect(reply).toEqual({ provider: 'pusher', key: 'shared-key', cluster: 'mt1', ws_host: LOOPBACK, ws_port: port, force_tls: false, auth_endpoint: '/v2/realtime/auth' });
      expect(publisher.app.realtimeServer).toBeNull();
      expect((await publisher.app.inject({ method: 'POST', url: '/apps/4242/events', payload: {} })).statusCode).toBe(404);
    });
  },
  { env: SHARED },
);

describe('real-time configuration', () => {
  it('defaults to the built-in server with a fixed key and a random secret per process', () => {
    const a = builtinOf(loadConfig({}));
    const b = builtinOf(loadConfig({}));
    expect(a).toMatchObject({ provider: 'builtin', appId: 'joy', key: 'joy-local', activityTimeout: 120, pongTimeout: 30 });
    expect(a.secret.length).toBeGreaterThanOrEqual(32);
    expect(a.secret).not.toBe(b.secret);
  });

  it('lists what is missing for Pusher Channels', () => {
    expect(() => loadConfig({ REALTIME_PROVIDER: 'pusher' })).toThrow(ConfigError);
    try {
      loadConfig({ REALTIME_PROVIDER: 'pusher', PUSHER_KEY: 'k' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual(
        expect.arrayContaining([
          'PUSHER_APP_ID is required when REALTIME_PROVIDER=pusher',
          'PUSHER_SECRET is required when REALTIME_PROVIDER=pusher',
          'PUSHER_CLUSTER or PUSHER_HOST is required when REALTIME_PROVIDER=pusher',
        ]),
      );
    }
  });

  it('sends the browser to the cluster over TLS for Pusher Channels', () => {
    const config = loadConfig({ REALTIME_PROVIDER: 'pusher', PUSHER_APP_ID: '1', PUSHER_KEY: 'k', PUSHER_SECRET: 's', PUSHER_CLUSTER: 'ap3' });
    expect(browserSettings(config.realtime)).toEqual({ provider: 'pusher', key: 'k', cluster: 'ap3', ws_host: null, ws_port: null, force_tls: true, auth_endpoint: '/v2/realtime/auth' });
  });
});
