/**
 * The API as a real child process (`node --import tsx src/server.ts`), on a PGlite data folder
 * or a PostgreSQL database, so it can be killed without warning (SIGKILL) and started again
 * on the same data. One process, no wrapper: the id we kill is the server itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export { freePort } from '../helpers/ports';

const API_ROOT = path.resolve(__dirname, '../..');

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Lines the server wrote to stderr (kept for a failure report). */
  stderr: string[];
}

export interface Storage {
  /** PGlite data folder, or null with `databaseUrl`. */
  dataDir: string | null;
  databaseUrl: string | null;
  uploadDir: string;
}

export async function startApi(storage: Storage, port: number, timeoutMs = 120_000, extraEnv: NodeJS.ProcessEnv = {}): Promise<ApiProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED: 'false',
    LOG_LEVEL: 'error',
    RATE_LIMIT_MAX: '1000000',
    TRUST_PROXY_HOPS: '0',
    UPLOAD_DIR: storage.uploadDir,
    NODE_ENV: 'development',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (storage.databaseUrl) env.DATABASE_URL = storage.databaseUrl;
  if (storage.dataDir) env.DATA_DIR = storage.dataDir;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: API_ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} while starting:\n${stderr.slice(-20).join('\n')}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return { url, child, stderr };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the API did not answer /health within ${timeoutMs} ms:\n${stderr.slice(-20).join('\n')}`);
}

/** SIGKILL: no shutdown hook runs, the database is left as the instant found it. */
export async function killApi(api: ApiProcess): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGKILL');
  await exited;
}

/** A normal stop (SIGTERM: in-flight requests finish, the database is closed). */
export async function stopApi(api: ApiProcess): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  await exited;
}
