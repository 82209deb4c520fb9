import sharp from 'sharp';
import { expect, test, type Locator } from '@playwright/test';
import { expectRemoteMounted, partnerFetch } from './helpers';

interface Photo {
  id: number;
  url: string;
  image: { hash: string; width: number; height: number; placeholder: string } | null;
  is_cover: boolean;
}

/** A picture a phone could have taken: 1600 × 1200, a plate on a table, in its own colours. */
async function tablePhoto(): Promise<Buffer> {
  const hue = Date.now() % 200;
  const plate = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="1600" height="1200" fill="rgb(${120 + (hue % 50)},80,${40 + (hue % 90)})"/><circle cx="800" cy="600" r="420" fill="#f4f1ea"/><circle cx="800" cy="600" r="300" fill="rgb(200,${90 + (hue % 60)},40)"/></svg>`,
  );
  return sharp(plate).jpeg({ quality: 85 }).toBuffer();
}

/** The picture's chosen source once it has loaded, and its width in CSS pixels (srcset density applied). */
async function loadedSource(img: Locator): Promise<{ src: string; width: number }> {
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return img.evaluate((el: HTMLImageElement) => ({ src: el.currentSrc, width: el.naturalWidth }));
}

test('a store uploads a new cover photo and the diner sees it on the next load', async ({ page, browser }) => {
  const ranking = (await (await page.request.get('/v2/ranking')).json()) as { return: { new: { id: number; name: string }[] } };
  const store = ranking.return.new[ranking.return.new.length - 1];

  // The store's POS uploads a photo (signed, base64 JSON) and makes it the cover.
  const uploaded = await partnerFetch(page, store.id, 'POST', '/partner/v1/photos', JSON.stringify({ image: (await tablePhoto()).toString('base64') }));
  expect(uploaded.status()).toBe(200);
  const photos = ((await uploaded.json()) as { return: { photos: Photo[] } }).return.photos;
  const added = photos[photos.length - 1];
  const hash = added.image?.hash as string;
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  expect(added.url).toBe(`/images/${hash}/640.webp`);
  const covered = await partnerFetch(page, store.id, 'PUT', `/partner/v1/photos/${added.id}/cover`);
  expect(covered.status()).toBe(200);
  expect(((await covered.json()) as { return: { photos: Photo[] } }).return.photos[0].id).toBe(added.id);

  // The diner's next load of the store page shows it first, as AVIF or WebP at a width that fits.
  await page.goto(`/store/${store.id}`);
  await expectRemoteMounted(page, 'discovery');
  await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
  const first = page.locator('main img').first();
  await expect(first).toHaveAttribute('data-hash', hash);
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
  const hero = await loadedSource(first);
  // A 1280 px wide desktop page shows the picture across the page (1200 px): the 1280 px variant.
  expect(hero.src).toMatch(new RegExp(`/images/${hash}/1280\\.(avif|webp)$`));
  expect(hero.width).toBeGreaterThanOrEqual(1199);

  // The variant is kept for a year by its name.
  const variant = await page.request.get(new URL(hero.src).pathname);
  expect(variant.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // /store lists the store with the new picture on its card, in a card's width. Another
  // diner's browser: this one already holds the 1280 px picture, which Chrome would reuse.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'zh-TW', timezoneId: 'Asia/Taipei', viewport: { width: 1280, height: 720 } });
  const list = await other.newPage();
  await list.goto(`/store?keyword=${encodeURIComponent(store.name)}`);
  await expectRemoteMounted(list, 'discovery');
  const card = list.getByRole('listitem').filter({ has: list.getByRole('heading', { name: store.name }) }).first();
  await expect(card).toBeVisible();
  const picture = card.locator('img').first();
  await expect(picture).toHaveAttribute('data-hash', hash);
  const shown = await loadedSource(picture);
  expect(shown.src).toMatch(new RegExp(`/images/${hash}/(320|640)\\.(avif|webp)$`));
  await other.close();
});
