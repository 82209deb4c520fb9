import { expect, test } from '@playwright/test';
import { expectRemoteMounted, registerAndLogIn } from './helpers';

/** The requests a first load makes, by path (and query). */
function track(page: import('@playwright/test').Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    seen.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return seen;
}

test('a store page\'s first view needs no call to the API and no /remotes.json: the HTML carried them, and fetched the remote ahead', async ({ page, request }) => {
  const html = await (await request.get('/store/1', { headers: { accept: 'text/html' } })).text();
  expect(html).toMatch(/<link rel="preload" href="\/remotes\/discovery(@[^/]+)?\/remoteEntry\.js" as="script"/);
  const seen = track(page);
  await page.goto('/store/1');
  await expectRemoteMounted(page, 'discovery');
  const name = ((await (await request.get('/v2/store/1')).json()) as { return: { name: string } }).return.name;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(seen).not.toContain('GET /v2/store/1');
  expect(seen).not.toContain('GET /remotes.json');
  // The live page keeps the served title: the store's own name, not only the kind of page.
  await expect(page).toHaveTitle(`${name}｜樂享線上訂位`);
});

test('the home page renders its carousel, ranking and articles from the carried replies', async ({ page, request }) => {
  const seen = track(page);
  await page.goto('/');
  await expectRemoteMounted(page, 'discovery');
  await expect(page.getByRole('heading', { name: '熱門餐廳排行' })).toBeVisible();
  const ranking = ((await (await request.get('/v2/ranking')).json()) as { return: { hot: { name: string }[] } }).return;
  await expect(page.getByRole('heading', { name: ranking.hot[0].name }).first()).toBeVisible();
  for (const call of ['GET /v2/carousel', 'GET /v2/ranking', 'GET /v2/map/search/params', 'GET /v2/article/hot?limit=3&page=1']) expect(seen).not.toContain(call);
});

test('a member\'s store page still asks the API (its own favourite flag)', async ({ page }) => {
  await registerAndLogIn(page, '林佳蓉');
  const seen = track(page);
  await page.goto('/store/2');
  await expectRemoteMounted(page, 'discovery');
  await expect.poll(() => seen.includes('GET /v2/store/2')).toBe(true);
});

test('the first view is in the HTML: with JavaScript off a diner still sees the store, the home page and the help centre', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const store = ((await (await request.get('/v2/store/1')).json()) as { return: { name: string; photo: string } }).return;
    await page.goto('/store/1');
    // Inert until the shell takes over: visible, but not yet in the accessibility tree.
    await expect(page.locator('#shell[inert]')).toHaveCount(1);
    await expect(page.locator('[data-first-view="discovery"] h1')).toContainText(store.name);
    await expect(page.locator(`[data-first-view="discovery"] img[alt="${store.name}"]`)).toHaveAttribute('src', store.photo);
    await expect(page.locator('header nav').getByText('幫助中心')).toBeVisible();

    const ranking = ((await (await request.get('/v2/ranking')).json()) as { return: { hot: { name: string }[] } }).return;
    await page.goto('/');
    await expect(page.locator('[data-first-view="discovery"]').getByText(ranking.hot[0].name).first()).toBeVisible();

    await page.goto('/help');
    await expect(page.locator('[data-first-view="help"] h1')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the shell and the remote take the server-rendered page over without anything moving', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { shifts: number[] }).shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number[] }).shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // Every frame from the first one with the store's heading on: is the heading still there?
    const frames = { seen: 0, missing: 0 };
    (window as unknown as { frames: typeof frames }).frames = frames;
    const look = () => {
      const box = document.querySelector('h1')?.getBoundingClientRect();
      if (box && box.height > 0) frames.seen++;
      else if (frames.seen > 0) frames.missing++;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/store/1');
  await expectRemoteMounted(page, 'discovery');
  // The live page took the carried one over: one heading, no first view's mark left, nothing inert.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('[data-first-view]')).toHaveCount(0);
  await expect(page.locator('#shell[inert]')).toHaveCount(0);
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThan(0.01);
  // No frame without the content in between (the shell's first render and the remote's first mount).
  const frames = await page.evaluate(() => (window as unknown as { frames: { seen: number; missing: number } }).frames);
  expect(frames.seen).toBeGreaterThan(0);
  expect(frames.missing).toBe(0);
  // The shell's script ran only after the first view was painted.
  const order = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    start: performance.getEntriesByName('joy:shell-start')[0]?.startTime ?? -1,
  }));
  expect(order.start).toBeGreaterThan(order.paint);
  // And it works: a tab of the live page answers.
  await page.getByRole('tab', { name: '菜單' }).click();
  await expect(page.getByRole('tab', { name: '菜單' })).toHaveAttribute('aria-selected', 'true');
});

test('a guest\'s page is taken over as it stands: the server\'s frame and first view stay on the page, none rendered anew', async ({ page }) => {
  const anew: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('anew')) anew.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { server: Record<string, Element | null> }).server = {
        header: document.querySelector('#shell header'),
        root: document.querySelector('[data-first-view] > div'),
        heading: document.querySelector('[data-first-view] h1'),
      };
    });
  });
  const kept: Record<string, Record<string, boolean>> = {};
  for (const [path, name] of [
    ['/store/1', 'discovery'],
    ['/', 'discovery'],
    ['/help', 'help'],
    ['/article/30', 'discovery'],
  ]) {
    await page.goto(path);
    await expectRemoteMounted(page, name);
    kept[path] = await page.evaluate(() => {
      const { server } = window as unknown as { server: Record<string, Element | null> };
      return {
        header: server.header !== null && document.querySelector('#shell header') === server.header,
        root: server.root !== null && document.querySelector('[data-remote-root]') === server.root,
        heading: server.heading === null || server.heading.isConnected,
      };
    });
    // Live, neither inert nor hidden, and the carried styles handed over.
    await expect(page.locator('[inert], [data-first-view]')).toHaveCount(0);
  }
  const all = { header: true, root: true, heading: true };
  expect(anew).toEqual([]);
  expect(kept).toEqual({ '/store/1': all, '/': all, '/help': all, '/article/30': all });
  // The kept nodes answer: the store page's tabs.
  await page.goto('/store/1');
  await expectRemoteMounted(page, 'discovery');
  await page.getByRole('tab', { name: '菜單' }).click();
  await expect(page.getByRole('tab', { name: '菜單' })).toHaveAttribute('aria-selected', 'true');
});

test('the store list\'s first page is in the HTML and the list page asks no search of its own on the first load', async ({ page, request }) => {
  const html = await (await request.get('/store', { headers: { accept: 'text/html' } })).text();
  const listed = ((await (await request.post('/v2/map/search?page=1', { data: { limit: 30 } })).json()) as { return: { data: { name: string }[] } }).return.data;
  expect(listed.length).toBeGreaterThan(0);
  expect(html).toContain(`${listed[0].name}</h2>`);
  // The first card's picture is fetched at once; the others wait until they are near.
  expect(html).toMatch(/<img[^>]*loading="eager"[^>]*fetchPriority="high"/);
  const seen = track(page);
  await page.goto('/store');
  await expectRemoteMounted(page, 'discovery');
  await expect(page.getByRole('list', { name: '餐廳列表' }).getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(seen.filter((call) => call.startsWith('POST /v2/map/search'))).toEqual([]);
  // 更多 still works from there: page 2 is asked.
  await page.getByRole('list', { name: '餐廳列表' }).getByRole('heading', { level: 2 }).last().scrollIntoViewIfNeeded();
  await expect.poll(() => seen.some((call) => call.startsWith('POST /v2/map/search?page=2'))).toBe(true);
});
