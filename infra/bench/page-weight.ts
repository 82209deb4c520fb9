/**
 * Page weight: the JS and CSS bytes Chromium fetches to render each page of the production
 * build, raw / gzip / brotli, split by who serves them (shell or a remote).
 * Then the store page's lead picture: a store uploads a photo through the partner API and makes it
 * its cover, and a phone (412 CSS px, 1.75 device pixels) and a desktop (1280 px) load the store
 * page: the picture's chosen file, its format, its width and its bytes.
 * Run: `npm run bench:web` (builds if needed, starts the site on :3997 or
 * BENCH_PORT, prints the table).
 */
import { createHash, createHmac } from 'node:crypto';
import sharp from 'sharp';
import { chromium, type Browser, type Response } from 'playwright-core';
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

/** A signed partner call with a seeded store's development credential (infra/api README). */
async function partner(origin: string, storeId: number, method: 'POST' | 'PUT', path: string, body = ''): Promise<{ status: number; json: unknown }> {
  const ts = String(Math.floor(Date.now() / 1000));
  const hash = createHash('sha256').update(body).digest('hex');
  const signature = createHmac('sha256', `joy-dev-partner-secret-${storeId}`).update(`${ts}\n${method}\n${path}\n${hash}`).digest('hex');
  const res = await fetch(origin + path, {
    method,
    body: body || undefined,
    headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), 'X-Joy-Key': `dev-store-${storeId}`, 'X-Joy-Timestamp': ts, 'X-Joy-Signature': signature },
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}

/** Uploads a 1600 × 1200 JPEG as a store's cover; its picture's hash. */
async function uploadCover(origin: string, storeId: number): Promise<string> {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="1600" height="1200" fill="#7a4a2a"/><circle cx="800" cy="600" r="420" fill="#f4f1ea"/><circle cx="800" cy="600" r="300" fill="#c85a28"/></svg>',
  );
  const jpeg = await sharp(svg).jpeg({ quality: 85 }).toBuffer();
  const up = await partner(origin, storeId, 'POST', '/partner/v1/photos', JSON.stringify({ image: jpeg.toString('base64') }));
  if (up.status !== 200) throw new Error(`photo upload answered ${up.status}`);
  const photos = (up.json as { return: { photos: { id: number; image: { hash: string } | null }[] } }).return.photos;
  const added = photos[photos.length - 1];
  const cover = await partner(origin, storeId, 'PUT', `/partner/v1/photos/${added.id}/cover`);
  if (cover.status !== 200) throw new Error(`choosing the cover answered ${cover.status}`);
  return added.image?.hash ?? '';
}

interface LeadPicture {
  screen: string;
  src: string;
  format: string;
  width: number;
  bytes: number;
  priority: string | null;
}

/** The store page's first picture as a screen loads it: the file chosen from srcset and its bytes. */
async function leadPicture(browser: Browser, url: string, screen: { name: string; width: number; height: number; scale: number; mobile: boolean }): Promise<LeadPicture> {
  const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: screen.scale, isMobile: screen.mobile });
  const tab = await context.newPage();
  const sizes = new Map<string, number>();
  tab.on('response', (response: Response) => {
    if (new URL(response.url()).pathname.startsWith('/images/')) void response.body().then((b) => sizes.set(new URL(response.url()).pathname, b.length)).catch(() => undefined);
  });
  await tab.goto(url, { waitUntil: 'networkidle' });
  const img = tab.locator('main img').first();
  await img.waitFor();
  await tab.waitForFunction(() => {
    const el = document.querySelector('main img') as HTMLImageElement | null;
    return Boolean(el && el.complete && el.naturalWidth > 0);
  });
  const { src, priority } = await img.evaluate((el: HTMLImageElement) => ({ src: el.currentSrc, priority: el.getAttribute('fetchpriority') }));
  const pathname = new URL(src).pathname;
  const match = /\/images\/[0-9a-f]{64}\/(\d+)\.(\w+)$/.exec(pathname);
  await context.close();
  return { screen: screen.name, src: pathname, format: match?.[2] ?? 'not a pipeline picture', width: Number(match?.[1] ?? 0), bytes: sizes.get(pathname) ?? 0, priority };
}

async function main() {
  const site = await startSite();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const report: Record<string, Record<string, Sizes>> = {};
  const pictures: LeadPicture[] = [];
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
      // What the page needs is the shell and its own remote; the other remotes' files are
      // preloaded once it is up and the browser is idle (shell/src/remotes/prefetch-remotes.ts),
      // counted apart.
      const own = /data-remote-root="(\w+)"/.exec(page.ready)?.[1] ?? '';
      const rendered: Record<string, Sizes> = { shell: byOwner.shell ?? zero(), [own]: byOwner[own] ?? zero() };
      rendered.total = add(rendered.shell, rendered[own]);
      rendered['preloaded while idle'] = Object.entries(byOwner)
        .filter(([owner]) => owner !== 'shell' && owner !== own)
        .reduce((sum, [, sizes]) => add(sum, sizes), zero());
      report[page.path] = rendered;
      await context.close();
    }
    // The store page's lead picture, after the store uploads a new cover.
    const storeId = Number(process.env.BENCH_PHOTO_STORE ?? 2);
    const hash = await uploadCover(site.url, storeId);
    for (const screen of [
      { name: 'phone 412 px ×1.75', width: 412, height: 823, scale: 1.75, mobile: true },
      { name: 'desktop 1280 px', width: 1280, height: 800, scale: 1, mobile: false },
    ]) {
      const lead = await leadPicture(browser, `${site.url}/store/${storeId}`, screen);
      if (!lead.src.includes(hash)) throw new Error(`the store page's first picture is ${lead.src}, not the new cover`);
      pictures.push(lead);
    }
  } finally {
    await browser.close();
    await site.stop();
  }

  console.log('JS + CSS fetched to render each page (production build)\n');
  console.log([ 'page'.padEnd(12), 'part'.padEnd(22), ...['raw', 'gzip', 'brotli'].map((h) => h.padEnd(12))].join(''));
  for (const [page, parts] of Object.entries(report)) {
    for (const [part, s] of Object.entries(parts)) console.log([page.padEnd(12), part.padEnd(22), ...[kb(s.raw), kb(s.gzip), kb(s.brotli)].map((c) => c.padEnd(12))].join(''));
  }
  console.log('\nThe store page\'s lead picture after a store uploads a 1600 × 1200 cover (partner API):\n');
  console.log(['screen', 'file', 'format', 'width px', 'KB', 'fetchpriority'].map((h, i) => h.padEnd(i === 1 ? 32 : 22)).join(''));
  for (const p of pictures) console.log([p.screen, p.src.replace(/[0-9a-f]{64}/, '{hash}'), p.format, String(p.width), kb(p.bytes), String(p.priority)].map((c, i) => c.padEnd(i === 1 ? 32 : 22)).join(''));
  const outDir = path.join(repoRoot, 'infra/bench/out');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'page-weight.json'), JSON.stringify({ pages: report, leadPictures: pictures }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
