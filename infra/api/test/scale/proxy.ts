/**
 * A small round-robin load balancer for the multi-instance test, standing where nginx or a
 * cloud load balancer stands in production: each HTTP request and each WebSocket upgrade
 * goes to the next instance in turn, with the client's address appended to X-Forwarded-For
 * (the one hop TRUST_PROXY_HOPS=1 trusts). Upgrades are piped as raw TCP after the request
 * head is replayed, as nginx's `proxy_http_version 1.1` + `Upgrade` does.
 */
import http from 'node:http';
import net from 'node:net';

export interface Backend {
  host: string;
  port: number;
}

export interface Proxy {
  port: number;
  /** Which backend index answered each proxied request or upgrade, in order. */
  routed: number[];
  /** From now on send everything to these backends only (a pod leaving the Service). */
  only(...indexes: number[]): void;
  close(): Promise<void>;
}

function forwardedFor(request: http.IncomingMessage): string {
  const previous = request.headers['x-forwarded-for'];
  const client = request.socket.remoteAddress ?? '';
  return previous ? `${String(previous)}, ${client}` : client;
}

export async function startProxy(backends: Backend[], port = 0): Promise<Proxy> {
  let turn = 0;
  let serving = backends.map((_, i) => i);
  const routed: number[] = [];
  const sockets = new Set<net.Socket>();
  const next = (): number => {
    const index = serving[turn++ % serving.length];
    routed.push(index);
    return index;
  };

  const server = http.createServer((request, response) => {
    const backend = backends[next()];
    const upstream = http.request(
      { host: backend.host, port: backend.port, method: request.method, path: request.url, headers: { ...request.headers, 'x-forwarded-for': forwardedFor(request) } },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('bad gateway');
    });
    request.pipe(upstream);
  });

  server.on('upgrade', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const backend = backends[next()];
    const upstream = net.connect(backend.port, backend.host, () => {
      const headers = { ...request.headers, 'x-forwarded-for': forwardedFor(request) };
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (const [name, value] of Object.entries(headers)) {
        for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) lines.push(`${name}: ${one}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    routed,
    only: (...indexes) => {
      serving = indexes;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
