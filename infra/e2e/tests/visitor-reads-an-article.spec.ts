import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectRemoteMounted } from './helpers';

const WIDTHS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

/** The element shows all of its text: nothing overflows its box or the page. */
async function expectUnclipped(page: Page, element: Locator) {
  const box = await element.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, scroll: el.scrollWidth, client: el.clientWidth, page: document.documentElement.clientWidth };
  });
  expect(box.scroll).toBeLessThanOrEqual(box.client + 1);
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(box.page + 1);
}

/** A cover shown whole: the box it is drawn in has the picture's own shape (object-fit crops nothing). */
async function expectWholePicture(picture: Locator) {
  await expect(picture).toBeVisible();
  await picture.evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
  const shape = await picture.evaluate((img: HTMLImageElement) => ({ natural: img.naturalWidth / img.naturalHeight, shown: img.clientWidth / img.clientHeight }));
  expect(Math.abs(shape.natural - shape.shown)).toBeLessThan(0.03);
}

for (const size of WIDTHS) {
  test(`at ${size.width} px an article's titles wrap within the page, its cover is whole, and the stores it names link to their pages`, async ({ page, request }) => {
    await page.setViewportSize(size);
    await page.goto('/article');
    await expectRemoteMounted(page, 'discovery');
    const card = page.getByRole('list', { name: '熱門文章' }).getByRole('listitem').first();
    await expectUnclipped(page, card.getByRole('heading', { level: 2 }));
    await expectWholePicture(card.locator('img'));

    await card.getByRole('link').click();
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    await expectUnclipped(page, title);
    const cover = page.locator('article img').first();
    await expectWholePicture(cover);
    // The cover is a picture of food, without the title drawn into it.
    const coverSvg = await (await request.get((await cover.getAttribute('src')) as string)).text();
    expect(coverSvg).not.toContain('<text');

    const store = page.locator('article a[href^="/store/"]').first();
    const name = (await store.textContent()) as string;
    expect(name.length).toBeGreaterThan(0);
    await store.click();
    await expect(page).toHaveURL(/\/store\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test(`at ${size.width} px the home carousel shows each title once, over a picture without text`, async ({ page, request }) => {
    await page.setViewportSize(size);
    await page.goto('/');
    await expectRemoteMounted(page, 'discovery');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const slide = carousel.locator('a[aria-hidden="false"]');
    await expect(slide).toBeVisible();
    const caption = (await slide.textContent()) as string;
    expect(caption.length).toBeGreaterThan(0);
    await expectUnclipped(page, slide.locator('span'));
    const picture = await (await request.get((await slide.locator('img').getAttribute('src')) as string)).text();
    expect(picture).not.toContain('<text');
    expect(picture).not.toContain(caption);
  });
}
