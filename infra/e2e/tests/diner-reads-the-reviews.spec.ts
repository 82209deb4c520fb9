import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * A diner reads a store's reviews: the rating summary above them (its bars add up to the
 * count), 最低分 puts the lowest scores first, and the 照片 tab opens the photos in a gallery
 * that the keyboard alone moves through and closes. The gallery's code loads on the first photo.
 */

interface Summary {
  average: number;
  count: number;
  histogram: { score: number; count: number }[];
  photo_count: number;
}

/** A store on the first page of the list with at least three reviews and two review photos. */
async function storeWithPhotos(page: Page): Promise<{ id: number; name: string; summary: Summary }> {
  const search = (await (await page.request.post('/v2/map/search?page=1', { data: {} })).json()) as { return: { data: { id: number; name: string }[] } };
  for (const store of search.return.data) {
    const summary = ((await (await page.request.get(`/v2/store/${store.id}/comment-summary`)).json()) as { return: Summary }).return;
    if (summary.count >= 3 && summary.photo_count >= 2) return { ...store, summary };
  }
  throw new Error('no store on the first page has three reviews and two photos');
}

/** Serious or critical WCAG A/AA findings inside `selector`. */
async function axeFindings(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a diner reads the summary, sorts by 最低分 and moves through the review photos with the keyboard', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const galleryChunk: string[] = [];
  page.on('request', (request) => {
    if (/\/review-gallery\.[0-9a-f]+\.js$/.test(request.url())) galleryChunk.push(request.url());
  });
  const { id, name, summary } = await storeWithPhotos(page);

  await page.goto(`/store/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  await page.getByRole('tab', { name: /評論/ }).click();

  // The summary: five bars from 5 to 1, each saying how many, adding up to the count.
  const bars = page.getByRole('list', { name: '各星等評論數' }).getByRole('listitem');
  await expect(bars).toHaveCount(5);
  const texts = await bars.allTextContents();
  expect(texts.map((t) => t.replace(/\s/g, ''))).toEqual(summary.histogram.map((h) => `${h.score}星${h.count.toLocaleString('en-US')}則`));
  expect(summary.histogram.reduce((sum, h) => sum + h.count, 0)).toBe(summary.count);
  await expect(page.getByLabel(`平均 ${summary.average.toFixed(1)} 顆星`).first()).toBeVisible();
  await expect(page.getByLabel(/^總評 \d 分$/).first()).toBeVisible();
  expect(await axeFindings(page, 'section[aria-labelledby="comments-title"]')).toEqual([]);

  // 最低分: the lowest score given comes first, and no review after a higher one is lower.
  const sorts = page.getByRole('group', { name: '評論排序' });
  await expect(sorts.getByRole('button', { name: '最新' })).toHaveAttribute('aria-pressed', 'true');
  await sorts.getByRole('button', { name: '最低分' }).click();
  await expect(sorts.getByRole('button', { name: '最低分' })).toHaveAttribute('aria-pressed', 'true');
  const lowest = Math.min(...summary.histogram.filter((h) => h.count > 0).map((h) => h.score));
  const scores = page.getByLabel(/^總評 \d 分$/);
  await expect(scores.first()).toHaveAttribute('aria-label', `總評 ${lowest} 分`);
  const shown = (await scores.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))).map((label) => Number(/\d/.exec(label)?.[0]));
  expect(shown.length).toBeGreaterThan(0);
  expect([...shown].sort((a, b) => a - b)).toEqual(shown);

  // 照片: the grid, then the gallery, by keyboard only.
  expect(galleryChunk).toEqual([]);
  await page.getByRole('tab', { name: `照片（${summary.photo_count}）` }).click();
  const thumbs = page.getByRole('list', { name: '評論照片' }).getByRole('button');
  await expect(thumbs.first()).toBeVisible();
  const loaded = await thumbs.count();
  expect(loaded).toBeGreaterThanOrEqual(2);
  await thumbs.first().focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '評論照片' });
  await expect(dialog).toBeVisible();
  expect(galleryChunk).toHaveLength(1);
  await expect(dialog.getByText(`1 / ${loaded}`)).toBeVisible();
  const first = await dialog.getByRole('img').getAttribute('src');
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', /的評論「.+」照片/);

  expect(await axeFindings(page, '[role="dialog"]')).toEqual([]);

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(`2 / ${loaded}`)).toBeVisible();
  expect(await dialog.getByRole('img').getAttribute('src')).not.toBe(first);
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText(`1 / ${loaded}`)).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAttribute('src', first ?? '');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText(`${loaded} / ${loaded}`)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(thumbs.first()).toBeFocused();
  expect(errors).toEqual([]);
});
