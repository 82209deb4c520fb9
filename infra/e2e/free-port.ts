/**
 * The end-to-end server's port, chosen when the configuration loads. Playwright's
 * configuration is synchronous, so the check runs in a short child process. By default the
 * system hands out a free port (`pickPort(0)`): a fixed preferred port is a race when two runs
 * start together — both find 3999 free before either server binds it, one server fails to
 * start, and Playwright's readiness check is answered by the other run's server, which then
 * stops under the first run's tests (ECONNREFUSED mid-suite). A run never fails because another
 * server (a second run, a developer's `npm start`) holds a port.
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
