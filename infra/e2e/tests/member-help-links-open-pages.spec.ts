import { expect, test } from '@playwright/test';
import { registerAndLogIn } from './helpers';

test('every link of the member help articles c-1…c-8 opens a page of the site, not the not-found page', async ({ page }) => {
  test.setTimeout(120_000);
  await registerAndLogIn(page, '方思涵');
  const targets = new Map<string, string>();
  for (let n = 1; n <= 8; n++) {
    await page.goto(`/help/about-member/c-${n}`);
    const article = page.locator('article');
    await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
    for (const href of await article.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
      if (href.startsWith('/')) targets.set(href, `c-${n}`);
    }
  }
  expect(targets.size).toBeGreaterThan(8);

  for (const [href, from] of targets) {
    await page.goto(href);
    const path = href.split('?')[0];
    await expect(page, `${from} → ${href}`).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { level: 1 }).first(), `${from} → ${href}`).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /^找不到/ }), `${from} → ${href}`).toHaveCount(0);
    await expect(page.getByTestId('remote-fallback'), `${from} → ${href}`).toHaveCount(0);
  }
});
