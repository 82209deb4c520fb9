/** Starts the production site (`npm start`) on a spare port with a throw-away database. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../../..');

export interface RunningSite {
  url: string;
  stop(): Promise<void>;
}

export async function startSite(port = 3997, extraEnv: Record<string, string> = {}): Promise<RunningSite> {
  const data = mkdtempSync(path.join(os.tmpdir(), 'joy-bench-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(data, 'pglite'), UPLOAD_DIR: path.join(data, 'uploads'), LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000', ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the site did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
