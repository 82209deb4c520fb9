/** Starts the production site (`npm start`) on a spare port with a throw-away database. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../../..');

export interface RunningSite {
  url: string;
  stop(): Promise<void>;
  /** Resident memory (MB) of the API server: the largest process under `npm start`. */
  rssMB(): number;
}

/** Resident set (MB) of the largest process in the tree under `pid` (Linux /proc). */
export function treeRssMB(pid: number): number {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, parent] of parents) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  let largest = 0;
  for (const p of tree) {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
      largest = Math.max(largest, kb);
    } catch {
      // ended
    }
  }
  return largest / 1024;
}

/** BENCH_PORT moves the site off :3997, e.g. to bench a worktree while another build is served. */
export const benchPort = Number(process.env.BENCH_PORT ?? 3997);

export async function startSite(port = benchPort, extraEnv: Record<string, string> = {}): Promise<RunningSite> {
  const url = `http://127.0.0.1:${port}`;
  // A leftover server on the port would be measured instead of this build: refuse.
  if (await fetch(`${url}/health`).then(() => true, () => false)) throw new Error(`port ${port} is already serving a site; stop it first`);
  const data = mkdtempSync(path.join(os.tmpdir(), 'joy-bench-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(data, 'pglite'), UPLOAD_DIR: path.join(data, 'uploads'), LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000', MAX_CONNECTIONS_PER_ADDRESS: '10000', ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Generous: a fresh embedded database migrates and seeds first, slower on a busy machine.
  const deadline = Date.now() + Number(process.env.BENCH_START_TIMEOUT_MS ?? 400_000);
  for (;;) {
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGTERM');
      throw new Error('the site did not start');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    rssMB: () => treeRssMB(child.pid as number),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
