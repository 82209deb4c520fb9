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
