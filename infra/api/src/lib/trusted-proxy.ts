/**
 * Which connections may report the client's address in X-Forwarded-For. Every per-address
 * limit keys on `request.ip`, so trusting a client here would let it pick its own address:
 * by default nothing is trusted (`npm start` is reached directly); a deployment names its
 * proxies by number (TRUST_PROXY_HOPS, counted from the right of the header) or by address
 * (TRUST_PROXY=10.0.0.0/8).
 */
import net from 'node:net';
import type { Config } from '../config/env';

export type TrustFunction = (address: string, hop: number) => boolean;

const NAMED: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']],
  linklocal: [['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']],
  uniquelocal: [['10.0.0.0', 8, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.168.0.0', 16, 'ipv4'], ['fc00::', 7, 'ipv6']],
};

/** `::ffff:10.1.2.3` (an IPv4 client on a dual-stack socket) is judged as 10.1.2.3. */
export const plainAddress = (address: string): string => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address);

/** A BlockList of the entries (already checked by config/env.ts). */
export function addressList(entries: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of entries) {
    for (const [address, prefix, type] of NAMED[entry] ?? []) list.addSubnet(address, prefix, type);
    if (NAMED[entry]) continue;
    const [address, prefix] = entry.split('/');
    const type = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

export function inList(list: net.BlockList, address: string): boolean {
  const plain = plainAddress(address);
  const family = net.isIP(plain);
  return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

/** Fastify's `trustProxy`: hop 0 is the connection's peer, then X-Forwarded-For from the right. */
export function trustProxy(config: Pick<Config, 'trustProxyHops' | 'trustProxy'>): TrustFunction {
  const list = addressList(config.trustProxy);
  const hops = config.trustProxyHops;
  return (address, hop) => hop < hops || (config.trustProxy.length > 0 && inList(list, address));
}
