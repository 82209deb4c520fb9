/**
 * API instances as real child processes (`node --import tsx src/server.ts`) for the
 * multi-instance test, with their log lines kept (JSON, one per line) so a test can read what
 * each instance did, and whether PostgreSQL and Redis are there to run it at all.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export { freePort } from '../helpers/ports';

const API_ROOT = path.resolve(__dirname, '../..');

export interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** Parsed log lines (pino JSON) from stdout. */
  logs: Record<string, unknown>[];
  stderr: string[];
}

/**
 * Whether every `host:port` accepts a TCP connection within a second, checked synchronously
 * (in a child) so a test file can choose `describe` or `describe.skip` while it is collected.
 */
export function reachable(urls: string[]): { ok: true } | { ok: false; missing: string[] } {
  const targets = urls.map((u) => {
    const parsed = new URL(u);
    return { url: `${parsed.protocol}//${parsed.host}`, host: parsed.hostname, port: Number(parsed.port || (parsed.protocol.startsWith('redis') ? 6379 : 5432)) };
  });
  const probe = `
    const net = require('node:net');
    const targets = ${JSON.stringify(targets)};
    Promise.all(targets.map((t) => new Promise((resolve) => {
      const socket = net.connect(t.port, t.host);
      const done = (ok) => { socket.destroy(); resolve(ok ? null : t.url); };
      socket.setTimeout(1000, () => done(false));
      socket.once('connect', () => done(true));
      socket.once('error', () => done(false));
    }))).then((missing) => process.stdout.write(JSON.stringify(missing.filter(Boolean))));`;
  const result = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8', timeout: 10_000 });
  const missing = result.status === 0 ? (JSON.parse(result.stdout) as string[]) : targets.map((t) => t.url);
  return missing.length ? { ok: false, missing } : { ok: true };
}

export function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'development', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance: Instance = { name, port, url: `http://127.0.0.1:${port}`, child, logs: [], stderr: [] };
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      try {
        instance.logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => instance.stderr.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  return instance;
}

/** Waits for /health (each poll from its own address, so it spends no client's rate limit). */
export async function healthy(instance: Instance, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let poll = 1; Date.now() < deadline; poll++) {
    if (instance.child.exitCode !== null) throw new Error(`${instance.name} exited with ${instance.child.exitCode}:\n${instance.stderr.slice(-20).join('\n')}`);
    try {
      const res = await fetch(`${instance.url}/health`, { headers: { 'x-forwarded-for': `192.0.2.${poll % 250}` } });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  instance.child.kill('SIGKILL');
  throw new Error(`${instance.name} did not answer /health within ${timeoutMs} ms:\n${instance.stderr.slice(-20).join('\n')}`);
}

/** SIGTERM, as Kubernetes stops a pod; resolves with the exit code. */
export async function stopInstance(instance: Instance): Promise<number | null> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return instance.child.exitCode;
  const exited = new Promise<number | null>((resolve) => instance.child.once('exit', (code) => resolve(code)));
  instance.child.kill('SIGTERM');
  const timer = setTimeout(() => instance.child.kill('SIGKILL'), 30_000);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

/** Resolves with the first log line `match` accepts, waiting up to `timeoutMs`. */
export async function logLine(instance: Instance, match: (line: Record<string, unknown>) => boolean, timeoutMs = 20_000): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = instance.logs.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`${instance.name} logged no matching line in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
