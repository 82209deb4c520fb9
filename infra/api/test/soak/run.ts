/**
 * `npm run test:soak`: the long reliability and security runs, bounded in count and time,
 * loopback only.
 *   1. Crash safety (crash.ts) on a PGlite data folder, and on PostgreSQL when
 *      TEST_DATABASE_URL is set: SOAK_KILLS kills (default 5) under load.
 *   2. The API suites at soak size (JOY_SOAK=1): the bad-input fuzzer over every variant
 *      under two seeds, and thousands of parallel bookings on PostgreSQL.
 * Prints the figures and writes them to test-results/soak/summary.json; exits non-zero on
 * any loss or failure. `--crash-only` / `--suites-only` run one half.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import globalSetup from '../global-setup';
import { crashSoak, type CrashReport } from './crash';

const REPO = path.resolve(__dirname, '../../../..');
const OUT = path.join(REPO, 'test-results', 'soak');
const args = new Set(process.argv.slice(2));
const int = (name: string, fallback: number) => (Number.isInteger(Number(process.env[name])) && process.env[name] ? Number(process.env[name]) : fallback);

async function runSuites(reportFile: string): Promise<number> {
  const suites = ['infra/api/test/security/bad-input.test.ts', 'infra/api/test/reliability/booking-concurrency.test.ts'];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(REPO, 'node_modules/jest/bin/jest.js'), ...suites, '--selectProjects', 'api', '--runInBand'], {
      cwd: REPO,
      stdio: 'inherit',
      env: { ...process.env, JOY_SOAK: '1', JOY_SOAK_REPORT: reportFile },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function table(reports: CrashReport[]): string {
  const rows = reports.map((r) =>
    [r.kind, r.kills, r.sent, r.acked, r.refused, r.inDoubt, `${r.doubtHappened}/${r.doubtNotHappened}`, r.resent, r.verified, r.losses, r.problems.length].join(' | '),
  );
  return ['database | kills | requests | answered ok | refused | unanswered at kills | of those stored/not | resent | verified | losses | problems', ...rows].join('\n');
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT, { recursive: true });
  const started = Date.now();
  await globalSetup();
  const crash: CrashReport[] = [];
  let suitesExit = 0;
  const reportFile = path.join(OUT, 'suites.jsonl');
  fs.rmSync(reportFile, { force: true });

  if (!args.has('--suites-only')) {
    const kinds: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
    if (!process.env.TEST_DATABASE_URL) console.log('crash safety: PostgreSQL skipped — TEST_DATABASE_URL is not set');
    for (const kind of kinds) {
      console.log(`crash safety on ${kind}:`);
      // PGlite answers more slowly (one engine in the API process): it gets longer rounds.
      const loadMs: [number, number] = kind === 'pglite' ? [3000, 8000] : [1500, 4000];
      crash.push(await crashSoak({ kind, kills: int('SOAK_KILLS', 5), workers: int('SOAK_WORKERS', 16), seed: int('SOAK_SEED', 20_251_111), loadMs }));
    }
    console.log(`\n${table(crash)}`);
    for (const r of crash) {
      for (const p of r.problems.slice(0, 30)) console.log(`  ✗ [${r.kind}] ${p}`);
      for (const u of r.unexpected.slice(0, 10)) console.log(`  ? [${r.kind}] unexpected reply: ${u}`);
    }
  }
  if (!args.has('--crash-only')) suitesExit = await runSuites(reportFile);

  const suites = fs.existsSync(reportFile) ? fs.readFileSync(reportFile, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) : [];
  const summary = { finished: new Date().toISOString(), minutes: Math.round((Date.now() - started) / 600) / 100, crash, suites, suitesExit };
  fs.writeFileSync(path.join(OUT, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  for (const s of suites) console.log(`${String(s.suite)}: ${JSON.stringify(s)}`);
  const failed = suitesExit !== 0 || crash.some((r) => r.problems.length > 0);
  console.log(`\nsoak ${failed ? 'FAILED' : 'passed'} in ${summary.minutes} min — figures in ${path.relative(REPO, path.join(OUT, 'summary.json'))}`);
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
