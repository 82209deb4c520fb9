/**
 * Page load: Lighthouse (mobile emulation, simulated throttling, the default) on `/`,
 * `/store`, `/store/{id}`, `/help` and `/article/{id}` of the production build, with Debian's
 * Chromium — performance, and accessibility, best practices and SEO; each run printed with the
 * machine's load average and Lighthouse's benchmarkIndex (the host's speed), then the medians
 * (LIGHTHOUSE_RUNS, default 5); then
 * client-side navigation from `/` into a remote that is not loaded yet (`/help` through the
 * navbar), measured in Playwright from the click until the remote's root is visible.
 * Run: `npm run bench:lighthouse` (starts the site on :3998 with a throw-away database).
 */
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, startSite } from './lib/server';

const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const NAV_RUNS = Number(process.env.NAV_RUNS ?? 5);
/** Some of the pages only, e.g. `LIGHTHOUSE_PAGES=/,/store/:id` (while working on one; the figure is all five). */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());

interface Scores {
  score: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** The 1-minute load average when the run ended. */
  load: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Lighthouse's own measure of the host's speed (higher is faster): the same build reads differently on a slower host. */
  benchmarkIndex: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface LighthouseResult {
  runtimeError?: { message: string };
  environment?: { benchmarkIndex?: number };
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

/**
 * One Lighthouse run through its CLI in a plain Node process (the CLI's page-side functions
 * must not pass through this script's TypeScript loader), on the already running Chromium.
 */
async function lighthouseRun(url: string, port: number): Promise<Scores> {
  const cli = path.join(repoRoot, 'node_modules/lighthouse/cli/index.js');
  const { stdout } = await promisify(execFile)(process.execPath, [cli, url, `--port=${port}`, '--output=json', '--output-path=stdout', '--only-categories=performance,accessibility,best-practices,seo', '--quiet'], {
    maxBuffer: 256 * 1024 * 1024,
  });
  const lhr = JSON.parse(stdout) as LighthouseResult;
  // The last full report per page, for the details (layout shifts, LCP element, long tasks).
  const outDir = path.join(repoRoot, 'infra/bench/out');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, `lighthouse${new URL(url).pathname.replace(/\//g, '_')}.json`), stdout);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const category = (id: keyof LighthouseResult['categories']) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    score: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    load: os.loadavg()[0],
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

/** Click 幫助中心 in the navbar on a fresh `/` and wait for the help remote's root. */
async function navigationMs(siteUrl: string): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  const times: number[] = [];
  try {
    for (let i = 0; i < NAV_RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${siteUrl}/`, { waitUntil: 'networkidle' });
      await page.waitForSelector('[data-remote-root="discovery"]');
      const link = page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '幫助中心' });
      // Start the clock in the page, on the click, and stop it when the remote root shows.
      await page.evaluate(() => {
        document.addEventListener('click', () => performance.mark('nav-start'), { capture: true, once: true });
      });
      await link.click();
      await page.waitForSelector('[data-remote-root="help"]', { state: 'visible' });
      times.push(await page.evaluate(() => performance.now() - performance.getEntriesByName('nav-start')[0].startTime));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

/**
 * One run, tried again (up to twice) when Lighthouse itself fails to record the load
 * (NO_NAVSTART, or NO_FCP, seen now and then on the first run of a fresh Chromium): not a page's
 * result. A page that never paints fails all three tries.
 */
async function measured(url: string, port: number): Promise<Scores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, port);
    } catch (error) {
      const reason = /NO_NAVSTART|NO_FCP/.exec(String((error as { stderr?: string }).stderr ?? (error as Error).message))?.[0];
      if (attempt >= 3 || !reason) throw error;
      console.log(`${new URL(url).pathname}: Lighthouse recorded no load (${reason}); running again`);
    }
  }
}

async function main() {
  const site = await startSite(3998);
  const rows: Array<[string, Scores[]]> = [];
  let nav: number[] = [];
  try {
    // A store id that exists in the seed.
    const ranking = (await (await fetch(`${site.url}/v2/ranking`)).json()) as { return?: Array<{ store_id?: number; id?: number }> | { data?: Array<{ store_id?: number; id?: number }> } };
    const list = Array.isArray(ranking.return) ? ranking.return : (ranking.return?.data ?? []);
    const storeId = process.env.STORE_ID ?? String(list[0]?.store_id ?? list[0]?.id ?? 1);
    const articles = (await (await fetch(`${site.url}/v2/article/hot?limit=1&page=1`)).json()) as { return?: { data?: { id: number }[] } };
    const articleId = process.env.ARTICLE_ID ?? String(articles.return?.data?.[0]?.id ?? 1);
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
    try {
      const pages = (['/', '/store', '/store/:id', '/help', '/article/:id'] as const).filter((p) => !ONLY || ONLY.includes(p));
      for (const page of pages.map((p) => p.replace('/store/:id', `/store/${storeId}`).replace('/article/:id', `/article/${articleId}`))) {
        await measured(site.url + page, chrome.port); // warm the server and the disk cache
        const runs: Scores[] = [];
        for (let i = 0; i < RUNS; i++) {
          const run = await measured(site.url + page, chrome.port);
          runs.push(run);
          console.log(`${page} run ${i + 1}: score ${run.score}, LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${run.tbt.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, FCP ${(run.fcp / 1000).toFixed(2)} s; a11y ${run.accessibility}, best practices ${run.bestPractices}, SEO ${run.seo}; load ${run.load.toFixed(2)}, benchmarkIndex ${run.benchmarkIndex.toFixed(0)}`);
        }
        rows.push([page, runs]);
      }
    } finally {
      chrome.kill();
    }
    nav = await navigationMs(site.url);
  } finally {
    await site.stop();
  }

  console.log(`Lighthouse ${RUNS} runs per page, mobile emulation, simulated throttling; medians; ${os.cpus()[0]?.model ?? 'CPU unknown'}, ${os.cpus().length} cores\n`);
  console.log('| page | score | LCP s | TBT ms | CLS | FCP s | a11y | best practices | SEO | load | benchmarkIndex |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  const out: Record<string, unknown> = {};
  for (const [page, runs] of rows) {
    const m = (key: keyof Scores) => median(runs.map((r) => r[key]));
    out[page] = runs;
    const loads = runs.map((r) => r.load.toFixed(2)).join('/');
    console.log(`| \`${page}\` | ${m('score')} | ${(m('lcp') / 1000).toFixed(2)} | ${m('tbt').toFixed(0)} | ${m('cls').toFixed(3)} | ${(m('fcp') / 1000).toFixed(2)} | ${m('accessibility')} | ${m('bestPractices')} | ${m('seo')} | ${loads} | ${m('benchmarkIndex').toFixed(0)} |`);
  }
  const sorted = [...nav].sort((a, b) => a - b);
  console.log(`\nclient-side navigation / → /help (help remote not loaded yet), click → remote root visible, ${NAV_RUNS} runs:`);
  console.log(`load ${os.loadavg()[0].toFixed(2)}; median ${median(nav).toFixed(0)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms (${nav.map((t) => t.toFixed(0)).join(', ')})`);
  const outDir = path.join(repoRoot, 'infra/bench/out');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'lighthouse.json'), JSON.stringify({ pages: out, navigationMs: nav }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
