import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pickPort } from './free-port';

/**
 * End-to-end tests drive Debian's Chromium (browsers cannot be downloaded here) against the
 * production build served by `npm start` on its own port and a fresh embedded database.
 */
// A port the system hands out (E2E_PORT to choose one); the workers load this file again and
// keep the choice.
const PORT = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : pickPort(0);
process.env.E2E_PORT = String(PORT);
const baseURL = `http://127.0.0.1:${PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'joy-e2e-'));
// Remote releases of this run (operator-rolls-back-a-remote.spec.ts); the workers read the
// same folder (they load this file again with the environment set here).
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_RELEASES_DIR = path.join(dataDir, 'releases');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(__dirname, '../../test-results/e2e.json') }]],
  outputDir: path.join(__dirname, '../../test-results/e2e'),
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: path.join(__dirname, '../..'),
    url: `${baseURL}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'pglite'),
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      RELEASES_DIR: path.join(dataDir, 'releases'),
      LOG_LEVEL: 'warn',
      // One journey registers and then resets within a minute; production keeps 60 s.
      SMS_RESEND_SECONDS: '2',
      // Every journey books and asks for codes from 127.0.0.1; the guest and code limits have
      // their own API suites (security/brute-force, security/guest-bookings).
      GUEST_BOOKINGS_PER_ADDRESS_HOUR: '1000',
      SMS_SENDS_PER_ADDRESS_HOUR: '1000',
      // POST /dev/jobs/booking-reminders runs the reminder job at a chosen instant (never in production).
      DEV_ROUTES: 'true',
    },
  },
});
