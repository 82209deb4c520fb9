/**
 * The end-to-end server's port, chosen when the configuration loads. Playwright's
 * configuration is synchronous, so the check runs in a short child process: the preferred
 * port when nothing listens on it, else one the system hands out — a run never fails because
 * another server (a second run, a developer's `npm start`) already holds 3999.
 */
import { execFileSync } from 'node:child_process';

const PROBE = `
const net = require('node:net');
const listen = (port) => new Promise((resolve, reject) => {
  const server = net.createServer();
  server.once('error', reject);
  server.listen(port, '127.0.0.1', () => {
    const chosen = server.address().port;
    server.close(() => resolve(chosen));
  });
});
listen(Number(process.argv[1])).catch(() => listen(0)).then((port) => process.stdout.write(String(port)));
`;

export function pickPort(preferred: number): number {
  const out = execFileSync(process.execPath, ['-e', PROBE, String(preferred)], { encoding: 'utf8', timeout: 10_000 });
  const port = Number(out.trim());
  if (!Number.isInteger(port) || port <= 0) throw new Error(`no free port found (probe said "${out}")`);
  return port;
}
