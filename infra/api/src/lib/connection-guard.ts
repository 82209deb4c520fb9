/**
 * Slow-client defence. Node's own timeouts close a connection whose request head
 * (headersTimeout) or whole request, body included (requestTimeout), has not arrived in time,
 * and an idle kept-alive one (keepAliveTimeout); they are set on the server Fastify creates
 * (app.ts). What timeouts cannot stop is one address opening thousands of sockets at once
 * until the process runs out of file descriptors: each address may hold at most
 * MAX_CONNECTIONS_PER_ADDRESS, and a socket over the cap is closed as soon as it is accepted.
 * Proxies are exempt (every client arrives through them; the proxy facing clients caps them).
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../config/env';
import { addressList, inList, plainAddress } from './trusted-proxy';

export interface ConnectionGuard {
  /** Open connections per address, for tests and logs. */
  open(address: string): number;
}

export function guardConnections(server: Server, config: Pick<Config, 'trustProxyHops' | 'trustProxy' | 'server'>): ConnectionGuard {
  const counts = new Map<string, number>();
  const proxies = addressList(config.trustProxy);
  // With a hop count every peer is a proxy by definition: there is no client address to cap here.
  const exempt = (address: string) => config.trustProxyHops > 0 || (config.trustProxy.length > 0 && inList(proxies, address));
  const cap = config.server.maxConnectionsPerAddress;

  server.on('connection', (socket: Socket) => {
    const address = plainAddress(socket.remoteAddress ?? '');
    if (!address || exempt(address)) return;
    const open = (counts.get(address) ?? 0) + 1;
    if (open > cap) {
      // No reply: writing one would cost the attacker's own buffer nothing and us a write.
      socket.destroy();
      return;
    }
    counts.set(address, open);
    socket.once('close', () => {
      const left = (counts.get(address) ?? 1) - 1;
      if (left > 0) counts.set(address, left);
      else counts.delete(address);
    });
  });
  return { open: (address) => counts.get(plainAddress(address)) ?? 0 };
}
