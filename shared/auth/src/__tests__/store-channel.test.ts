import type { RealtimeConfigReply } from '@joy/contract';
import { publicPusherOptions, watchStoreSlots } from '../store-channel';

const handlers = new Map<string, (data: unknown) => void>();
const client = {
  subscribe: jest.fn((name: string) => ({ bind: (event: string, fn: (data: unknown) => void) => handlers.set(`${name} ${event}`, fn) })),
  unsubscribe: jest.fn(),
  disconnect: jest.fn(),
};
const created = jest.fn();
jest.mock('pusher-js', () => ({
  __esModule: true,
  default: jest.fn().mockImplementation((key: string, options: unknown) => {
    created(key, options);
    return client;
  }),
}));

const config: RealtimeConfigReply = { provider: 'builtin', key: 'k1', cluster: 'joy', ws_host: null, ws_port: null, force_tls: null, auth_endpoint: '/v2/realtime/auth' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the store channel', () => {
  it('connects on the page origin for the built-in server, and to Pusher Channels otherwise', () => {
    expect(publicPusherOptions(config, { protocol: 'https:', hostname: 'joy.example.tw', port: '' })).toMatchObject({ wsHost: 'joy.example.tw', wsPort: 443, forceTLS: true });
    expect(publicPusherOptions({ ...config, provider: 'pusher', cluster: 'ap3' }, { protocol: 'http:', hostname: 'x', port: '3000' })).toEqual({ cluster: 'ap3', disableStats: true, forceTLS: true });
  });

  it('shares one subscription between watchers of a store and disconnects when the last one leaves', async () => {
    global.fetch = jest.fn(async () => new Response(JSON.stringify({ code: 1, status: 200, msg: 'ok', return: config }))) as unknown as typeof fetch;
    const a = { onSlots: jest.fn(), onLive: jest.fn() };
    const b = { onSlots: jest.fn() };
    const stopA = watchStoreSlots(7, a);
    const stopB = watchStoreSlots(7, b);
    await flush();
    await flush();
    expect(created).toHaveBeenCalledTimes(1);
    expect(client.subscribe).toHaveBeenCalledTimes(1);
    expect(client.subscribe).toHaveBeenCalledWith('store-7');

    handlers.get('store-7 pusher:subscription_succeeded')?.({});
    const event = { store_id: 7, at: 1, slots: [] };
    handlers.get('store-7 slots')?.(event);
    expect(a.onLive).toHaveBeenCalledTimes(1);
    expect(a.onSlots).toHaveBeenCalledWith(event);
    expect(b.onSlots).toHaveBeenCalledWith(event);

    stopA();
    await flush();
    expect(client.unsubscribe).not.toHaveBeenCalled();
    stopB();
    await flush();
    expect(client.unsubscribe).toHaveBeenCalledWith('store-7');
    expect(client.disconnect).toHaveBeenCalledTimes(1);
  });

  it('connects once the browser is idle, not in the middle of the page\'s start-up', async () => {
    const idle: Array<() => void> = [];
    window.requestIdleCallback = jest.fn((run: IdleRequestCallback) => {
      idle.push(() => run({ didTimeout: false, timeRemaining: () => 50 }));
      return idle.length;
    });
    const fetched = jest.fn(async () => new Response(JSON.stringify({ code: 1, status: 200, msg: 'ok', return: config })));
    global.fetch = fetched as unknown as typeof fetch;
    created.mockClear();
    try {
      const stop = watchStoreSlots(9, { onSlots: jest.fn() });
      await flush();
      expect(fetched).not.toHaveBeenCalled();
      expect(created).not.toHaveBeenCalled();
      expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
      idle.forEach((run) => run());
      await flush();
      await flush();
      expect(created).toHaveBeenCalledTimes(1);
      expect(client.subscribe).toHaveBeenCalledWith('store-9');
      stop();
      await flush();
    } finally {
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });
});
