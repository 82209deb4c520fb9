/**
 * One static server for bench:static, in its own process: `hello` (a bare Fastify route, the
 * baseline), `ours` (lib/static-file.ts as the web plugin uses it) or `fastify-static`
 * (@fastify/static with @fastify/compress). Usage: tsx static-server.ts <mode> <port> <root>.
 */
import path from 'node:path';
import Fastify from 'fastify';
import { fileStat, resolveInside, sendFile } from '../../api/src/lib/static-file';

async function main(): Promise<void> {
  const [mode, portText, root] = process.argv.slice(2);
  const app = Fastify({ logger: false });
  if (mode === 'hello') {
    app.get('/*', async () => ({ hello: 'world' }));
  } else if (mode === 'ours') {
    app.get('/*', async (request, reply) => {
      const file = resolveInside(root, (request.params as { '*': string })['*']);
      const stat = fileStat(file);
      if (!file || !stat) return reply.code(404).send();
      return sendFile(request, reply, file, stat);
    });
  } else if (mode === 'fastify-static') {
    await app.register((await import('@fastify/compress')).default, { global: true, encodings: ['br', 'gzip'] });
    await app.register((await import('@fastify/static')).default, { root: path.resolve(root), immutable: true, maxAge: '1y' });
  } else {
    throw new Error(`unknown mode ${mode}`);
  }
  await app.listen({ port: Number(portText), host: '127.0.0.1' });
  process.send?.('ready');
}

void main();
