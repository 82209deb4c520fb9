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

test('react and react-dom are loaded once for the whole page', async ({ page }) => {
  await page.goto('/');
  await expectRemoteMounted(page, 'discovery');
  const reactCopies = await page.evaluate(() => {
    const g = globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>> } };
    const scopes = Object.values(g.__FEDERATION__?.__SHARE__ ?? {});
    const loaded = (pkg: string) =>
      scopes.flatMap((scope) => Object.values(scope.default?.[pkg] ?? {})).filter((entry) => entry.loaded).length;
    return { react: loaded('react'), reactDom: loaded('react-dom') };
  });
  expect(reactCopies.react).toBeLessThanOrEqual(1);
  expect(reactCopies.reactDom).toBeLessThanOrEqual(1);
});
