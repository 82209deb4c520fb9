/**
 * Page weight: the JS and CSS bytes Chromium fetches to render each page of the production
 * build, raw / gzip / brotli, split by who serves them (shell or a remote).
 * Run: `npm run bench:web` (builds if needed, starts the site on :3997 or
 * BENCH_PORT, prints the table).
 */
import { chromium, type Response } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSite, repoRoot } from './lib/server';
import { add, kb, sizesOf, zero, type Sizes } from './lib/sizes';

const pages = [
  { path: '/', ready: '[data-remote-root="discovery"]' },
  { path: '/store', ready: '[data-remote-root="discovery"]' },
  { path: '/store/1', ready: '[data-remote-root="discovery"]' },
  { path: '/member', ready: '[data-remote-root="member"]' },
  { path: '/help', ready: '[data-remote-root="help"]' },
];

function ownerOf(url: string): string {
  const match = /\/remotes\/([\w-]+)\//.exec(new URL(url).pathname);
  return match ? match[1] : 'shell';
}

async function main() {
  const site = await startSite();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const report: Record<string, Record<string, Sizes>> = {};
  try {
    for (const page of pages) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const bodies: Promise<{ owner: string; file: string; sizes: Sizes } | null>[] = [];
      tab.on('response', (response: Response) => {
        const url = response.url();
        if (!/\.(m?js|css)(\?|$)/.test(url)) return;
        bodies.push(response.body().then((b) => ({ owner: ownerOf(url), file: new URL(url).pathname, sizes: sizesOf(b) })).catch(() => null));
      });
      await tab.goto(site.url + page.path, { waitUntil: 'networkidle' });
      await tab.waitForSelector(page.ready, { timeout: 15_000 });
      const byOwner: Record<string, Sizes> = {};
      for (const item of await Promise.all(bodies)) {
        if (!item) continue;
        // BENCH_FILES=1 lists every file fetched, to see what a page's weight is made of.
        if (process.env.BENCH_FILES) console.log(`${page.path}\t${item.file}\t${kb(item.sizes.gzip)}`);
        byOwner[item.owner] = add(byOwner[item.owner] ?? zero(), item.sizes);
      }
      byOwner.total = Object.values(byOwner).reduce(add, zero());
      report[page.path] = byOwner;
      await context.close();
    }
  } finally {
    await browser.close();
    await site.stop();
  }

  console.log('JS + CSS fetched to render each page (production build)\n');
  console.log(['page', 'part', 'raw', 'gzip', 'brotli'].map((h) => h.padEnd(12)).join(''));
  for (const [page, parts] of Object.entries(report)) {
    for (const [part, s] of Object.entries(parts)) console.log([page, part, kb(s.raw), kb(s.gzip), kb(s.brotli)].map((c) => c.padEnd(12)).join(''));
  }
  const outDir = path.join(repoRoot, 'infra/bench/out');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'page-weight.json'), JSON.stringify(report, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
