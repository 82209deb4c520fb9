import { expect, test } from '@playwright/test';
import { expectRemoteMounted } from './helpers';

test('home renders the shell and the discovery remote with carousel and ranking', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page).toHaveTitle(/24 小時線上訂位/);
  await expect(page.getByRole('navigation', { name: '主選單' })).toBeVisible();
  await expectRemoteMounted(page, 'discovery');
  await expect(page.getByRole('heading', { name: '熱門餐廳排行' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '新進餐廳' })).toBeVisible();
  expect(await page.locator('#hot-title + ul > li').count()).toBeGreaterThan(0);
  await expect(page.locator('[aria-roledescription="carousel"] img').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('隱私權政策');
  expect(errors).toEqual([]);
});

test("the home page's first load carries only the home page; pointing at a store fetches the store page's code before the click", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expectRemoteMounted(page, 'discovery');
  await expect(page.getByRole('heading', { name: '熱門餐廳排行' })).toBeVisible();
  const storePageCode = (path: string) => /^\/remotes\/discovery\/page-store\.[0-9a-f]+\.js$/.test(path);
  expect(scripts.some((path) => /^\/remotes\/discovery\/page-home\./.test(path))).toBe(true);
  expect(scripts.some(storePageCode)).toBe(false);

  const card = page.locator('#hot-title + ul > li a[href^="/store/"]').first();
  await card.hover();
  await expect.poll(() => scripts.some(storePageCode)).toBe(true);
  await card.click();
  await expect(page).toHaveURL(/\/store\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Fetched once: the click used the code the pointer asked for.
  expect(scripts.filter(storePageCode)).toHaveLength(1);
});

test('react-dom is downloaded once for the whole page (shared singleton)', async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js') && response.ok()) bodies.push(response.text());
  });
  await page.goto('/');
  await expectRemoteMounted(page, 'discovery');
  await page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '幫助中心' }).click();
  await expectRemoteMounted(page, 'help');
  // '__reactContainer$' is an internal marker that exists once in each copy of react-dom's client.
  const copies = (await Promise.all(bodies)).filter((text) => text.includes('__reactContainer$')).length;
  expect(copies).toBe(1);
});

test('a shared store link previews the store (title and Open Graph tags in the served HTML)', async ({ request }) => {
  const ranking = (await (await request.get('/v2/ranking')).json()) as { return: { hot: { id: number; name: string }[] } };
  const store = ranking.return.hot[0];
  const html = await (await request.get(`/store/${store.id}`, { headers: { Accept: 'text/html' } })).text();
  expect(html).toContain(`<title>${store.name}｜樂享線上訂位</title>`);
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  // The first view itself is in the HTML (rendered by the page server), inert until the shell takes over.
  expect(html).toContain('<div id="shell" inert aria-hidden="true">');
  expect(html).toMatch(new RegExp(`<h1>(<span[^>]*>[^<]*</span>)*${store.name}</h1>`));
});
