/**
 * The production build (scripts/build.mjs) runs on plain node: bundled, it still finds the
 * migrations and the repository root from its own folder, resolves the shared workspace
 * packages it carries, answers /health, and drains to exit code 0 on SIGTERM.
 */
import { execFile, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../helpers/ports';

const API_ROOT = path.resolve(__dirname, '../..');

async function waitForHealth(url: string, child: { exitCode: number | null }, limitMs: number): Promise<Record<string, unknown>> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the built API exited with ${child.exitCode} before answering`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (res.ok) return (await res.json()) as Record<string, unknown>;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`no answer from ${url} within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('compiled API', () => {
  it('builds, starts on node from the bundle, migrates a new database, answers /health and drains on SIGTERM', async () => {
    const buildDir = path.join('.build-test', crypto.randomBytes(4).toString('hex'));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-built-api-'));
    try {
      await promisify(execFile)(process.execPath, [path.join(API_ROOT, 'scripts/build.mjs')], { cwd: API_ROOT, env: { ...process.env, API_BUILD_DIR: buildDir } });
      const entry = path.join(API_ROOT, buildDir, 'server.js');
      const bundle = fs.readFileSync(entry, 'utf8');
      // The workspace contract is inside the bundle, not required from its TypeScript sources.
      expect(bundle).not.toMatch(/require\("@joy\//);
      expect(bundle).toMatch(/require\("fastify"\)/);

      const port = await freePort();
      const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
      const child = spawn(process.execPath, ['--enable-source-maps', entry], {
        env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(dataDir, 'pglite'), UPLOAD_DIR: path.join(dataDir, 'uploads'), SEED: 'false', JOBS: 'false', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      try {
        const health = await waitForHealth(`http://127.0.0.1:${port}/health`, child, 120_000);
        expect(health).toMatchObject({ status: 200, return: { status: 'ok', database: 'pglite' } });
      } catch (error) {
        child.kill('SIGKILL');
        throw new Error(`${(error as Error).message}\n${stderr}`);
      }
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      fs.rmSync(path.join(API_ROOT, buildDir), { recursive: true, force: true });
      // The parent goes once empty (another run may be building beside this one).
      try {
        fs.rmdirSync(path.join(API_ROOT, '.build-test'));
      } catch {
        // not empty or already gone
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
