import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';

/**
 * The store map (交通 tab): tiles from the URL the API is configured with (GET /v2/map/config;
 * here the default, the API's own tiles), and the address panel in the map's place when the
 * tiles or the settings fail. The map's code loads only once a map is shown.
 */

interface MapConfig {
  tile_url: string;
  attribution: string;
}

/** What the page reports as errors: thrown errors, and console errors other than the tiles a test makes fail. */
function pageErrors(page: Page, failedTiles?: (url: string) => boolean): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser itself notes each resource that fails to load; tiles a test refuses are expected to.
    if (failedTiles && /^Failed to load resource/.test(message.text()) && failedTiles(message.location().url)) return;
    errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  return errors;
}

/** The map's code (the store-map chunk) and settings, as the page fetches them. */
function mapRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (/\/store-map\.[0-9a-f]+\.js$/.test(request.url()) || request.url().endsWith('/v2/map/config')) seen.push(request);
  });
  return seen;
}

/**
 * Whether a URL is a tile of the template (`{z}`, `{x}`, `{y}` as numbers, `{s}` a subdomain):
 * the whole URL for a provider's, path and query for a template on this site.
 */
function tilesOf(template: string): (url: string) => boolean {
  const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[zxy]\}/g, '\\d+').replace(/\{s\}/g, '[a-z0-9]+').replace(/\{r\}/g, '(@2x)?')}$`);
  return (url) => {
    const parsed = new URL(url);
    return pattern.test(template.startsWith('/') ? `${parsed.pathname}${parsed.search}` : url);
  };
}

/** Serious or critical WCAG A/AA findings inside the 交通 tab. */
async function axeFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('[role="tabpanel"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function firstStore(page: Page): Promise<{ id: number; name: string }> {
  const search = (await (await page.request.post('/v2/map/search?page=1', { data: {} })).json()) as { return: { data: { id: number; name: string }[] } };
  return search.return.data[0];
}

async function mapConfig(page: Page): Promise<MapConfig> {
  return ((await (await page.request.get('/v2/map/config')).json()) as { return: MapConfig }).return;
}

test('a diner opens 交通 and sees the store on a map drawn from the configured tiles, credited, with no errors', async ({ page }) => {
  const config = await mapConfig(page);
  const isTile = tilesOf(config.tile_url);
  const errors = pageErrors(page);
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (isTile(response.url()) && response.status() === 200 && response.headers()['content-type'] === 'image/png') loaded.push(response.url());
  });
  const requests = mapRequests(page);
  const store = await firstStore(page);

  await page.goto(`/store/${store.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(store.name) })).toBeVisible();
  // Nothing of the map before the tab that shows it.
  expect(requests).toEqual([]);

  await page.getByRole('tab', { name: '交通' }).click();
  const map = page.getByRole('region', { name: `${store.name}的位置地圖` });
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
  // Every tile shown came from the configured template, and they loaded.
  await expect.poll(() => map.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(3);
  for (const src of await map.locator('img.leaflet-tile').evaluateAll((tiles) => tiles.map((tile) => (tile as HTMLImageElement).src))) {
    expect({ src, configured: isTile(src) }).toEqual({ src, configured: true });
  }
  expect(loaded.length).toBeGreaterThan(3);
  // The provider's credit line, as the settings give it.
  await expect(map.locator('.leaflet-control-attribution')).toContainText(config.attribution.replace(/<[^>]+>/g, '').replace('&copy;', '©'));
  expect(requests.map((r) => new URL(r.url()).pathname)).toEqual(expect.arrayContaining(['/v2/map/config', expect.stringMatching(/store-map\.[0-9a-f]+\.js$/)]));
  await expect(page.getByTestId('store-map-fallback')).toHaveCount(0);

  // Keyboard alone: the map takes the focus and + zooms in, drawing the next level's tiles.
  const deeper = tilesOf(config.tile_url.replace('{z}', '17'));
  await map.focus();
  await page.keyboard.press('+');
  await expect.poll(() => loaded.some(deeper)).toBe(true);
  expect(await axeFindings(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('when the tiles fail, the address and a Google Maps link take the map\'s place, with no script errors', async ({ page }) => {
  const config = await mapConfig(page);
  const isTile = tilesOf(config.tile_url);
  const errors = pageErrors(page, isTile);
  let refused = 0;
  await page.route((url) => isTile(url.href), (route) => {
    refused += 1;
    return route.fulfill({ status: 503, body: '' });
  });
  const store = await firstStore(page);

  await page.goto(`/store/${store.id}`);
  await page.getByRole('tab', { name: '交通' }).click();
  const panel = page.getByRole('region', { name: `${store.name}的位置`, exact: true });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('地圖暫時無法顯示');
  const address = ((await page.getByText(/^地址：/).textContent()) ?? '').replace('地址：', '');
  await expect(panel).toContainText(address);
  const link = panel.getByRole('link', { name: '在 Google 地圖查看位置（新視窗）' });
  await expect(link).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(page.getByRole('region', { name: `${store.name}的位置地圖` })).toHaveCount(0);
  // Leaflet asked for tiles and gave up after a few, rather than never trying.
  expect(refused).toBeGreaterThanOrEqual(3);
  expect(await axeFindings(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('when the map settings cannot be read, the address panel shows and no tile is asked for', async ({ page }) => {
  const errors = pageErrors(page);
  await page.route('**/v2/map/config', (route) => route.abort('failed'));
  const tiles: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && /\/\d+\/\d+\/\d+(@2x)?\.png/.test(request.url())) tiles.push(request.url());
  });
  const store = await firstStore(page);

  await page.goto(`/store/${store.id}`);
  await page.getByRole('tab', { name: '交通' }).click();
  const panel = page.getByRole('region', { name: `${store.name}的位置`, exact: true });
  await expect(panel).toContainText('地圖暫時無法顯示');
  await expect(panel.getByRole('link', { name: '在 Google 地圖查看位置（新視窗）' })).toBeVisible();
  expect(tiles).toEqual([]);
  expect(errors.filter((e) => !/map\/config/.test(e))).toEqual([]);
});
