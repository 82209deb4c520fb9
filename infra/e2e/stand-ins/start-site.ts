/**
 * Starts the site for the production-mode run: waits for the stand-ins' ports, then runs
 * `node scripts/start.mjs` with productionEnv (settings.ts) on E2E_PRODUCTION_PORT with the data
 * in E2E_PRODUCTION_DATA_DIR; its exit code is this process's. Playwright's webServer runs it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { productionEnv, waitForRunSettings } from './settings';

async function main(): Promise<void> {
  const settings = await waitForRunSettings();
  const port = Number(process.env.E2E_PRODUCTION_PORT);
  const dataDir = process.env.E2E_PRODUCTION_DATA_DIR;
  if (!port || !dataDir) throw new Error('E2E_PRODUCTION_PORT and E2E_PRODUCTION_DATA_DIR must be set');
  const env = productionEnv(settings, { port, origin: `http://127.0.0.1:${port}`, dataDir });
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: path.join(__dirname, '../../..'), env: { ...process.env, ...env }, stdio: 'inherit' });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
