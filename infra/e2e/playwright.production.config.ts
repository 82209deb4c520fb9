import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pickPort } from './free-port';
import { newRunSecrets, readRunSecrets } from './stand-ins/settings';

/**
 * The production-mode run: the production build served by `npm start` with NODE_ENV=production
 * and every production setting (TapPay, Google sign-in, reCAPTCHA, Mitake, SMTP, map tiles)
 * pointed at local stand-ins that speak each service's protocol (stand-ins/), started as a web
 * server of their own; the site waits for their ports (stand-ins/start-site.ts). The journeys
 * in tests-production/ go through the same browser surfaces (TPDirect, GIS, grecaptcha, the
 * tile template) as production does.
 */
// Chosen once; the workers load this file again and keep the choice through the environment.
if (!process.env.E2E_PRODUCTION) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'joy-e2e-production-'));
  process.env.E2E_PRODUCTION = JSON.stringify(newRunSecrets(pickPort(0), path.join(dataDir, 'stand-in-ports.json')));
  process.env.E2E_PRODUCTION_PORT = String(pickPort(0));
  process.env.E2E_PRODUCTION_DATA_DIR = dataDir;
}
const { controlPort } = readRunSecrets();
const baseURL = `http://127.0.0.1:${process.env.E2E_PRODUCTION_PORT}`;
const root = path.join(__dirname, '../..');
const tsx = (script: string) => `"${process.execPath}" --import tsx ${script}`;

export default defineConfig({
  testDir: './tests-production',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test-results/e2e-production.json') }]],
  outputDir: path.join(root, 'test-results/e2e-production'),
  use: {
    baseURL,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium-production', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // Every outside service's stand-in, and GET /recorded for the tests.
      command: tsx('infra/e2e/stand-ins/serve.ts'),
      cwd: root,
      url: `http://127.0.0.1:${controlPort}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // `node scripts/start.mjs` with NODE_ENV=production and the settings of stand-ins/settings.ts.
      command: tsx('infra/e2e/stand-ins/start-site.ts'),
      cwd: root,
      url: `${baseURL}/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
