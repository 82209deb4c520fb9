import type { RealtimeConfigReply } from '@joy/contract';
import { pusherOptions } from '../realtime-feed';

const builtin: RealtimeConfigReply = { provider: 'builtin', key: 'joy-local', cluster: 'mt1', ws_host: null, ws_port: null, force_tls: null, auth_endpoint: '/v2/realtime/auth' };
const token = () => 'abc';

describe('pusher-js options', () => {
  it('connects to the built-in server on the page origin: ws on http, wss on https with the default port', () => {
    expect(pusherOptions(builtin, token, { protocol: 'http:', hostname: 'localhost', port: '3000' })).toMatchObject({
      wsHost: 'localhost', wsPort: 3000, wssPort: 3000, forceTLS: false, enabledTransports: ['ws', 'wss'], disableStats: true,
      channelAuthorization: { endpoint: '/v2/realtime/auth', transport: 'ajax' },
    });
    expect(pusherOptions(builtin, token, { protocol: 'https:', hostname: 'joy.example.tw', port: '' })).toMatchObject({ wsHost: 'joy.example.tw', wssPort: 443, forceTLS: true });
  });

  it('connects to Pusher Channels by cluster over TLS', () => {
    const options = pusherOptions({ ...builtin, provider: 'pusher', key: 'k', cluster: 'ap3', force_tls: true }, token, { protocol: 'http:', hostname: 'localhost', port: '3000' });
    expect(options).toMatchObject({ cluster: 'ap3', forceTLS: true });
    expect(options.wsHost).toBeUndefined();
  });

  it('connects to another Pusher-protocol server where the config says', () => {
    expect(pusherOptions({ ...builtin, provider: 'pusher', ws_host: 'ws.joy.tw', ws_port: 6001, force_tls: false }, token, { protocol: 'https:', hostname: 'joy.tw', port: '' })).toMatchObject({
      wsHost: 'ws.joy.tw', wsPort: 6001, forceTLS: false,
    });
  });

  it('sends the bearer token of the moment and the from-source header with the channel auth request', () => {
    let current = 'first';
    const options = pusherOptions(builtin, () => current, { protocol: 'http:', hostname: 'localhost', port: '3000' });
    const provider = (options.channelAuthorization as { headersProvider: () => Record<string, string> }).headersProvider;
    current = 'second';
    expect(provider()).toEqual({ Authorization: 'Bearer second', 'From-Source': '0' });
  });
});
