/**
 * Federation overhead: the gzip JavaScript Chromium fetches to render `/` and `/store/{id}`
 * from the federated production build (shell + remotes, `npm start`) against the single-bundle
 * build of the same code (single-bundle/rspack.config.ts), side by side in one run.
 * The single bundle is served by a small static server that hands API calls to the same site.
 * Run: `npm run bench:federation` (needs the federated build; builds the single bundle).
 */
import { rspack } from '@rspack/core';
import { chromium, type Response } from 'playwright-core';
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import singleBundleConfig from './single-bundle/rspack.config';
import { startSite } from './lib/server';
import { add, kb, sizesOf, zero, type Sizes } from './lib/sizes';

const SINGLE_PORT = Number(process.env.BENCH_SINGLE_PORT ?? 3993);
const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp' };

function buildSingleBundle(): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack(singleBundleConfig).run((error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

/** Files of the single bundle; the API, uploads and /remotes.json from the running site. */
function serveSingleBundle(dir: string, siteUrl: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(dir, path.normalize(url.pathname));
    if (file.startsWith(dir) && existsSync(file) && statSync(file).isFile()) {
      res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
      return void createReadStream(file).pipe(res);
    }
    if (/^\/(v2|uploads|remotes\.json|health|memberDealer|app)(\/|$)/.test(url.pathname) || path.extname(url.pathname)) {
      const upstream = http.request(siteUrl + url.pathname + url.search, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.writeHead(502).end());
      return void req.pipe(upstream);
    }
    res.writeHead(200, { 'Content-Type': types['.html'] });
    createReadStream(path.join(dir, 'index.html')).pipe(res);
  });
  return new Promise((resolve) => server.listen(SINGLE_PORT, '127.0.0.1', () => resolve(server)));
}

async function jsFetched(browser: Awaited<ReturnType<typeof chromium.launch>>, url: string): Promise<Sizes> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const bodies: Promise<Sizes | null>[] = [];
  tab.on('response', (response: Response) => {
    if (!/\.m?js(\?|$)/.test(response.url())) return;
    // The other remotes, preloaded once the page is up and the browser is idle, are not part
    // of what the page needs (shell/src/remotes/prefetch-remotes.ts).
    if (/^\/remotes\/(?!discovery[/@])/.test(new URL(response.url()).pathname)) return;
    bodies.push(response.body().then(sizesOf).catch(() => null));
  });
  await tab.goto(url, { waitUntil: 'networkidle' });
  await tab.waitForSelector('[data-remote-root="discovery"]', { timeout: 20_000 });
  // What the page fetches once it is up, when the browser is idle (at most 2 s later: the store
  // page's live channel, @joy/auth store-channel.ts), in both builds alike: otherwise a build
  // whose page settles a little sooner reaches network idle before it and counts less.
  await tab.waitForTimeout(2_500);
  await tab.waitForLoadState('networkidle');
  const total = (await Promise.all(bodies)).reduce<Sizes>((sum, s) => (s ? add(sum, s) : sum), zero());
  await context.close();
  return total;
}

async function main() {
  const outDir = singleBundleConfig.output?.path as string;
  await buildSingleBundle();
  const site = await startSite();
  const single = await serveSingleBundle(outDir, site.url);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const rows: string[] = [];
  try {
    for (const page of ['/', `/store/${process.env.STORE_ID ?? 1}`]) {
      const federated = await jsFetched(browser, site.url + page);
      const bundled = await jsFetched(browser, `http://127.0.0.1:${SINGLE_PORT}${page}`);
      rows.push(`| \`${page}\` | ${kb(federated.raw)} | ${kb(federated.gzip)} | ${kb(bundled.raw)} | ${kb(bundled.gzip)} | ${(federated.gzip / bundled.gzip).toFixed(2)}× | ${os.loadavg()[0].toFixed(2)} |`);
    }
  } finally {
    await browser.close();
    single.close();
    await site.stop();
  }
  console.log('JavaScript fetched to render each page: federated build vs single bundle\n');
  console.log('| page | federated raw | federated gzip | single raw | single gzip | overhead (gzip) | load |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
