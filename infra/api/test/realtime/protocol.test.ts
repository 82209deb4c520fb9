/**
 * Pusher protocol 7 frame by frame, with a raw WebSocket: what pusher-js relies on and what
 * the server must refuse. The server here pings after 1 s of silence and gives 1 s for the pong.
 */
import { realtimeChannels } from '@joy/contract';
import { channelAuth } from '../../src/realtime/signatures';
import { eachDatabase, openTestApp } from '../helpers/app';
import { builtinOf, listen, RawClient } from './helpers';

eachDatabase(
  'Pusher protocol 7 on the built-in server',
  (ctx) => {
    let port = 0;
    const clients: RawClient[] = [];
    const connect = (...args: Parameters<typeof RawClient.connect> extends [number, ...infer R] ? R : never) => {
      const client = RawClient.connect(port, ...args);
      clients.push(client);
      return client;
    };

    beforeAll(async () => {
      port = await listen(ctx.app);
    });
    afterEach(() => {
      for (const client of clients.splice(0)) client.close();
    });

    it('opens with pusher:connection_established: a socket id and the activity timeout', async () => {
      const client = connect();
      const frame = await client.next();
      expect(frame.event).toBe('pusher:connection_established');
      expect(frame.data).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 1 });
    });

    it('answers pusher:ping with pusher:pong', async () => {
      const client = connect();
      await client.established();
      client.send('pusher:ping');
      expect(await client.next()).toEqual({ event: 'pusher:pong', data: {} });
    });

    it('pings a silent client, keeps it while it answers, and closes it (4201) when the pong does not come', async () => {
      const client = connect();
      client.autoPong = false;
      await client.established();
      expect((await client.next(2500)).event).toBe('pusher:ping');
      client.send('pusher:pong');
      expect((await client.next(2500)).event).toBe('pusher:ping');
      // No answer this time.
      let timer: NodeJS.Timeout | undefined;
      const closed = await Promise.race([client.closed, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 3000)))]);
      clearTimeout(timer);
      expect(closed?.code).toBe(4201);
    });

    it('subscribes to a public channel without auth: pusher_internal:subscription_succeeded with "{}"', async () => {
      const client = connect();
      await client.established();
      client.send('pusher:subscribe', { channel: realtimeChannels.store(3) });
      expect(await client.next()).toEqual({ event: 'pusher_internal:subscription_succeeded', channel: 'store-3', data: {} });
      expect(ctx.app.realtimeServer?.channelInfo('store-3')).toEqual({ occupied: true, subscription_count: 1 });
      client.send('pusher:unsubscribe', { channel: 'store-3' });
      client.send('pusher:ping');
      expect((await client.next()).event).toBe('pusher:pong');
      expect(ctx.app.realtimeServer?.channelInfo('store-3').occupied).toBe(false);
    });

    it('subscribes to a private channel with a good signature and refuses a bad one with pusher:error 4009 (the socket stays)', async () => {
      const realtime = builtinOf(ctx.config);
      const client = connect();
      const socketId = await client.established();
      const channel = realtimeChannels.member(41);

      client.send('pusher:subscribe', { channel, auth: `${realtime.key}:${'0'.repeat(64)}` });
      const error = await client.next();
      expect(error.event).toBe('pusher:error');
      expect(error.data).toMatchObject({ code: 4009 });
      expect(await client.next()).toMatchObject({ event: 'pusher:subscription_error', channel, data: { status: 401 } });

      // Signed for another socket, or without any auth: refused too.
      client.send('pusher:subscribe', { channel, auth: channelAuth(realtime, '1.2', channel) });
      expect((await client.next()).data).toMatchObject({ code: 4009 });
      await client.next();
      client.send('pusher:subscribe', { channel });
      expect((await client.next()).data).toMatchObject({ code: 4009 });
      await client.next();
      expect(ctx.app.realtimeServer?.channelInfo(channel).occupied).toBe(false);

      client.send('pusher:subscribe', { channel, auth: channelAuth(realtime, socketId, channel) });
      expect(await client.next()).toEqual({ event: 'pusher_internal:subscription_succeeded', channel, data: {} });
      await ctx.app.realtime.trigger(channel, 'notification', { id: 5 });
      expect(await client.next()).toEqual({ event: 'notification', channel, data: { id: 5 } });
    });

    it('reads the data of client frames given as a JSON string too', async () => {
      const client = connect();
      await client.established();
      client.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: JSON.stringify({ channel: 'store-4' }) }));
      expect(await client.next()).toMatchObject({ event: 'pusher_internal:subscription_succeeded', channel: 'store-4' });
    });

    it('refuses client events, presence channels, invalid channel names and frames that are not Pusher messages', async () => {
      const client = connect();
      await client.established();
      client.send('pusher:subscribe', { channel: 'store-5' });
      await client.next();

      client.send('client-typing', { text: 'hi' }, 'store-5');
      expect(await client.next()).toMatchObject({ event: 'pusher:error', data: { message: 'Client events are not enabled for this app' } });
      client.send('pusher:subscribe', { channel: 'presence-room' });
      expect(await client.next()).toMatchObject({ event: 'pusher:error', data: { code: 4009 } });
      client.send('pusher:subscribe', { channel: 'bad channel!' });
      expect(await client.next()).toMatchObject({ event: 'pusher:error', data: { message: expect.stringContaining('Invalid channel name') } });
      client.ws.send('not json');
      expect(await client.next()).toMatchObject({ event: 'pusher:error' });
      // The connection is still usable afterwards.
      client.send('pusher:ping');
      expect((await client.next()).event).toBe('pusher:pong');
    });

    it('refuses an unknown app key with pusher:error 4001 and closes with 4001', async () => {
      const client = connect(undefined, 'not-our-key');
      expect(await client.next()).toMatchObject({ event: 'pusher:error', data: { code: 4001 } });
      expect((await client.closed).code).toBe(4001);
    });

    it('refuses an unsupported protocol version (4007) and a missing one (4006)', async () => {
      const old = connect('protocol=4&client=js');
      expect((await old.closed).code).toBe(4007);
      const none = connect('client=js');
      expect((await none.closed).code).toBe(4006);
    });

    it('leaves other upgrade paths alone', async () => {
      const client = new RawClient(`ws://127.0.0.1:${port}/elsewhere`);
      clients.push(client);
      expect((await client.closed).code).toBe(1006);
    });
  },
  { env: { REALTIME_ACTIVITY_TIMEOUT: '1', REALTIME_PONG_TIMEOUT: '1' } },
);

describe('shutdown', () => {
  it('closes every open socket with 4200 (reconnect) when the app closes', async () => {
    const opened = await openTestApp('pglite');
    const port = await listen(opened.app);
    const client = RawClient.connect(port);
    await client.established();
    client.send('pusher:subscribe', { channel: 'store-1' });
    await client.next();
    await opened.close();
    expect((await client.closed).code).toBe(4200);
    expect(opened.app.realtimeServer?.connectionCount()).toBe(0);
  });
});
