// `npm test`: unit + component + API tests (jest; PostgreSQL too when TEST_DATABASE_URL is
// set), the production build, then Playwright end-to-end tests in Debian's Chromium — the
// main suite, then one run with NODE_ENV=production against local stand-ins.
// Ends with one pass/fail summary.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bin, buildAll, root, run } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const results = [];
const resultsDir = path.join(root, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo apt-get install -y chromium fonts-noto-cjk`);
    return false;
  }
  console.log('Installing Debian Chromium for the end-to-end tests …');
  const code = await run('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk']);
  return code === 0 && existsSync(CHROMIUM);
}

// 1. jest: web, contract and API projects
const jestJson = path.join(resultsDir, 'jest.json');
const jestCode = await run(bin('jest'), ['--ci', '--json', `--outputFile=${jestJson}`]);
const jest = readJson(jestJson);
results.push({ step: 'unit, component and API tests (jest)', ok: jestCode === 0, passed: jest?.numPassedTests, failed: jest?.numFailedTests });

// 2. production build
const buildCode = await buildAll();
results.push({ step: 'production build (rspack + module federation)', ok: buildCode === 0 });
if (buildCode === 0) {
  const budgetCode = await run(process.execPath, [path.join(root, 'scripts/check-budgets.mjs')]);
  results.push({ step: 'size budgets (infra/bench/budgets.json, gzip KB)', ok: budgetCode === 0 });
}

// 3. end-to-end
if (buildCode === 0 && (await ensureChromium())) {
  const e2eCode = await run(bin('playwright'), ['test', '-c', 'infra/e2e/playwright.config.ts'], { env: { CHROMIUM_PATH: CHROMIUM } });
  const report = readJson(path.join(resultsDir, 'e2e.json'));
  results.push({ step: 'end-to-end tests (Playwright, Chromium)', ok: e2eCode === 0, passed: report?.stats?.expected, failed: (report?.stats?.unexpected ?? 0) + (report?.stats?.flaky ?? 0) });
  // NODE_ENV=production with every outside service at a local stand-in (infra/e2e/stand-ins).
  const productionCode = await run(bin('playwright'), ['test', '-c', 'infra/e2e/playwright.production.config.ts'], { env: { CHROMIUM_PATH: CHROMIUM } });
  const production = readJson(path.join(resultsDir, 'e2e-production.json'));
  results.push({
    step: 'end-to-end in production mode (stand-ins for TapPay, Google, reCAPTCHA, Mitake, SMTP, tiles)',
    ok: productionCode === 0,
    passed: production?.stats?.expected,
    failed: (production?.stats?.unexpected ?? 0) + (production?.stats?.flaky ?? 0),
  });
} else {
  const note = buildCode === 0 ? 'Chromium unavailable' : 'skipped: build failed';
  results.push({ step: 'end-to-end tests (Playwright, Chromium)', ok: false, note });
  results.push({ step: 'end-to-end in production mode (stand-ins for TapPay, Google, reCAPTCHA, Mitake, SMTP, tiles)', ok: false, note });
}

console.log('\n──────── test summary ────────');
for (const r of results) {
  const counts = r.passed !== undefined ? ` — ${r.passed ?? 0} passed, ${r.failed ?? 0} failed` : '';
  console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.step}${counts}${r.note ? ` (${r.note})` : ''}`);
}
const ok = results.every((r) => r.ok);
console.log(ok ? '\nAll tests passed.' : '\nSome tests failed.');
process.exit(ok ? 0 : 1);
