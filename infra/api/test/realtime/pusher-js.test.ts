/**
 * The built-in real-time server with the official clients on both ends: pusher-js connects
 * over WebSocket (as the browser does), the `pusher` SDK publishes over the signed HTTP API.
 */
import { realtimeChannels, realtimeEvents, type Envelope, type Notification, type OrderCreated, type Paged } from '@joy/contract';
import type PusherJs from 'pusher-js';
import { eachDatabase, json } from '../helpers/app';
import { register } from '../helpers/accounts';
import { bookingBody, findSlot, inject } from '../helpers/booking';
import { partnerCall } from '../helpers/partner';
import { builtinOf, connectionState, listen, nextEvent, pusherJs, sdkFor, subscribed } from './helpers';

eachDatabase('real-time with pusher-js and the pusher SDK', (ctx) => {
  let port = 0;
  const clients: PusherJs[] = [];
  const open = (options: Parameters<typeof pusherJs>[1] = {}) => {
    const client = pusherJs(port, options);
    clients.push(client);
    return client;
  };
  const sdk = () => sdkFor(port, builtinOf(ctx.config));

  beforeAll(async () => {
    port = await listen(ctx.app);
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });

  it('connects: pusher-js reaches "connected" with a socket id from connection_established', async () => {
    const client = open();
    await connectionState(client, 'connected');
    expect(client.connection.socket_id).toMatch(/^\d+\.\d+$/);
    expect(ctx.app.realtimeServer?.connectionCount()).toBeGreaterThanOrEqual(1);
  });

  it('subscribes to a public store channel and receives an event the SDK publishes to the HTTP API', async () => {
    const client = open();
    const channel = await subscribed(client, realtimeChannels.store(7));
    expect((await sdk().get({ path: `/channels/${realtimeChannels.store(7)}`, params: { info: 'subscription_count' } }).then((r) => r.json())) as unknown).toEqual({
      occupied: true,
      subscription_count: 1,
    });
    const received = nextEvent<{ title: string }>(channel, 'news');
    await sdk().trigger(realtimeChannels.store(7), 'news', { title: '本週新菜色' });
    expect(await received).toEqual({ title: '本週新菜色' });
  });

  it("signs a member into their own private channel and delivers what app.realtime publishes there", async () => {
    const member = await register(ctx);
    const client = open({ token: member.token });
    const channel = await subscribed(client, realtimeChannels.member(member.member.id));
    const received = nextEvent<{ id: number; type: string }>(channel, realtimeEvents.notification);
    await ctx.app.realtime.trigger(realtimeChannels.member(member.member.id), realtimeEvents.notification, { id: 1, type: 'order' });
    expect(await received).toEqual({ id: 1, type: 'order' });
  });

  it("refuses another member's private channel (auth endpoint 403) and an anonymous one (401)", async () => {
    const owner = await register(ctx);
    const intruder = await register(ctx);
    await expect(subscribed(open({ token: intruder.token }), realtimeChannels.member(owner.member.id))).rejects.toMatchObject({ status: 403 });
    await expect(subscribed(open(), realtimeChannels.member(owner.member.id))).rejects.toMatchObject({ status: 401 });
    expect(ctx.app.realtimeServer?.channelInfo(realtimeChannels.member(owner.member.id)).occupied).toBe(false);
  });

  it("delivers a store's confirmation through the partner API live, as the same item the notification list shows", async () => {
    const member = await register(ctx);
    const client = open({ token: member.token });
    const channel = await subscribed(client, realtimeChannels.member(member.member.id));
    const booked = nextEvent<Notification>(channel, realtimeEvents.notification);
    const slot = await findSlot(ctx, 3);
    const { order_id } = json<Envelope<OrderCreated>>(await inject(ctx, 'POST', '/v2/order', bookingBody(slot), member.token)).return;
    expect((await booked).data).toMatchObject({ notification_title: '訂位已送出', order_id });

    const confirmed = nextEvent<Notification>(channel, realtimeEvents.notification);
    expect((await partnerCall(ctx, slot.storeId, 'POST', `/partner/v1/orders/${order_id}/confirm`)).statusCode).toBe(200);
    const live = await confirmed;
    expect(live.data).toMatchObject({ notification_title: '訂位已確認', notification_order_status: 2, order_id });
    const listed = json<Envelope<Paged<Notification>>>(await inject(ctx, 'GET', '/v2/notification?page=1&limit=5', undefined, member.token)).return.data[0];
    expect(live).toEqual(listed);
  });

  it('leaves out the socket named in socket_id when publishing', async () => {
    const first = open();
    const second = open();
    const [a, b] = await Promise.all([subscribed(first, 'store-9'), subscribed(second, 'store-9')]);
    const gotA = nextEvent(a, 'ping-test', 700).then(() => true, () => false);
    const gotB = nextEvent(b, 'ping-test');
    await sdk().trigger('store-9', 'ping-test', {}, { socket_id: first.connection.socket_id });
    await gotB;
    expect(await gotA).toBe(false);
  });

  it('reconnects after the server drops the socket, resubscribes the private channel and keeps receiving', async () => {
    const member = await register(ctx);
    const client = open({ token: member.token });
    const channelName = realtimeChannels.member(member.member.id);
    const channel = await subscribed(client, channelName);
    const firstSocket = client.connection.socket_id;

    const resubscribed = nextEvent(channel, 'pusher:subscription_succeeded', 8000);
    expect(ctx.app.realtimeServer?.drop(firstSocket)).toBe(true);
    await connectionState(client, 'connecting');
    await connectionState(client, 'connected', 8000);
    await resubscribed;
    expect(client.connection.socket_id).not.toBe(firstSocket);

    const received = nextEvent<{ id: number }>(channel, realtimeEvents.notification);
    await sdk().trigger(channelName, realtimeEvents.notification, { id: 2 });
    expect(await received).toEqual({ id: 2 });
  });
});
