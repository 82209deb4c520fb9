import { expect, test, type Page } from '@playwright/test';
import { expectRemoteMounted } from './helpers';

/**
 * /store on a phone: 列表 / 地圖 switches the same list to a map of its stores (pins from the
 * configured tiles, here the API's own), kept in the address; a pin's card opens the store.
 * With the tiles refused, the stores' addresses and Google Maps links stand in. And /booking's
 * dates, a week strip chosen by the keyboard.
 */

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

interface MapConfig {
  tile_url: string;
}

/** Thrown errors and console errors, leaving out the tiles a test refuses on purpose. */
function pageErrors(page: Page, refused?: (url: string) => boolean): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (refused && /^Failed to load resource/.test(message.text()) && refused(message.location().url)) return;
    errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  return errors;
}

/** Whether a URL is a tile of the template (`{z}`, `{x}`, `{y}` numbers, `{s}` a subdomain). */
function tilesOf(template: string): (url: string) => boolean {
  const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[zxy]\}/g, '\\d+').replace(/\{s\}/g, '[a-z0-9]+').replace(/\{r\}/g, '(@2x)?')}$`);
  return (url) => {
    const parsed = new URL(url);
    return pattern.test(template.startsWith('/') ? `${parsed.pathname}${parsed.search}` : url);
  };
}

const mapConfig = async (page: Page) => ((await (await page.request.get('/v2/map/config')).json()) as { return: MapConfig }).return;

test('on a phone a diner switches /store to 地圖, sees the stores as pins, and opens one from its card', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = pageErrors(page);
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/(results-map|store-map)\.[0-9a-f]+\.js$/.test(request.url())) chunks.push(new URL(request.url()).pathname);
  });

  await page.goto('/store?joy_booking=1');
  await expectRemoteMounted(page, 'discovery');
  const toggle = page.getByRole('group', { name: '結果顯示方式' });
  await expect(page.getByRole('list', { name: '餐廳列表' }).getByRole('listitem').first()).toBeVisible();
  await expect(toggle.getByRole('button', { name: '列表' })).toHaveAttribute('aria-pressed', 'true');
  // The list never fetches the map's code.
  expect(chunks).toEqual([]);

  await toggle.getByRole('button', { name: '地圖' }).click();
  await expect(page).toHaveURL(/\/store\?(.*&)?view=map/);
  await expect(page).toHaveURL(/joy_booking=1/);
  const map = page.getByRole('region', { name: '餐廳地圖' });
  await expect(map).toBeVisible();
  expect(chunks.some((c) => /results-map\./.test(c))).toBe(true);
  // The map fills the phone's width.
  const box = await map.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(370);
  // Tiles drawn and pins (or numbered clusters) placed.
  await expect.poll(() => map.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(2);
  const markers = map.locator('.leaflet-marker-icon');
  await expect.poll(() => markers.count()).toBeGreaterThan(0);

  // A reload keeps the map.
  await page.reload();
  await expect(page.getByRole('group', { name: '結果顯示方式' }).getByRole('button', { name: '地圖' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => markers.count()).toBeGreaterThan(0);

  // Open a pin's card: clusters zoom in until a store's own pin is there.
  const pin = map.locator('.joy-store-pin');
  for (let i = 0; i < 6 && (await pin.count()) === 0; i++) {
    await map.locator('.joy-map-cluster').first().click();
    await page.waitForTimeout(400);
  }
  await expect(pin.first()).toBeVisible();
  const name = (await pin.first().getAttribute('title')) ?? '';
  expect(name).not.toBe('');
  // The keyboard: a pin is a button; Enter opens its card.
  await pin.first().focus();
  await page.keyboard.press('Enter');
  const card = page.getByRole('region', { name, exact: true });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/★ \d\.\d（[\d,]+ 則評論）|尚無評論/);
  await card.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/store\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  expect(errors).toEqual([]);
});

test('with the tiles refused, the map view lists the stores with their addresses and Google Maps links', async ({ page }) => {
  const config = await mapConfig(page);
  const isTile = tilesOf(config.tile_url);
  const errors = pageErrors(page, isTile);
  await page.route((url) => isTile(url.href), (route) => route.fulfill({ status: 503, body: '' }));
  const search = (await (await page.request.post('/v2/map/search?page=1', { data: {} })).json()) as { return: { data: { id: number; name: string; address: string }[] } };

  await page.goto('/store?view=map');
  const panel = page.getByRole('region', { name: '地圖暫時無法顯示' });
  await expect(panel).toBeVisible();
  for (const store of search.return.data.slice(0, 3)) {
    await expect(panel.getByRole('link', { name: store.name, exact: true })).toHaveAttribute('href', `/store/${store.id}`);
    await expect(panel).toContainText(store.address);
    const google = panel.getByRole('link', { name: `在 Google 地圖查看${store.name}的位置（新視窗）` });
    await expect(google).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    await expect(google).toHaveAttribute('target', '_blank');
  }
  await expect(page.getByRole('region', { name: '餐廳地圖' })).toHaveCount(0);
  // A store opens from the panel as from the map.
  const first = search.return.data[0];
  await panel.getByRole('link', { name: first.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/store/${first.id}$`));
  expect(errors).toEqual([]);
});

test('on a phone /booking\'s dates are a week strip the keyboard chooses from', async ({ page }) => {
  const search = (await (await page.request.post('/v2/map/search?page=1', { data: { joy_booking: true } })).json()) as { return: { data: { id: number }[] } };
  const id = search.return.data[0].id;
  const dates = ((await (await page.request.get(`/v2/store/can-order-date/${id}`)).json()) as { return: Record<string, string[]> }).return;
  const days = Object.keys(dates).sort();
  const open = days.filter((day) => dates[day].length > 0);
  // The second open day of the first week, reached from the first with the arrow keys.
  const target = open[1];
  const steps = days.indexOf(target) - days.indexOf(open[0]);

  await page.goto(`/booking?id=${id}`);
  await expectRemoteMounted(page, 'booking');
  const week = page.getByRole('group', { name: '選擇日期' }).getByRole('group', { name: '一週內的日期' });
  await expect(week.getByRole('button')).toHaveCount(Math.min(7, days.length));
  await expect(page.getByRole('button', { name: '更多日期' })).toHaveAttribute('aria-expanded', 'false');

  // One tab stop: focus it, move with →, choose with Enter.
  await week.locator('button[tabindex="0"]').focus();
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowRight');
  const [, month, day] = target.split('-').map(Number);
  const chosen = week.getByRole('button', { name: new RegExp(`^${month} 月 ${day} 日`) });
  await expect(chosen).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: '選擇時段' })).toBeVisible();
});
