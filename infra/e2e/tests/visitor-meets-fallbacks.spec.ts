import { expect, test } from '@playwright/test';
import { expectRemoteMounted } from './helpers';

test('an unknown path shows the not-found page with a back button', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByRole('heading', { name: '找不到這個頁面' })).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('button', { name: '返回上一頁' })).toBeVisible();
});

test('status 503 shows the maintenance message', async ({ page }) => {
  await page.goto('/error?status=503');
  await expect(page.getByRole('alert')).toContainText('系統維護中');
});

test('/booking-result/ with or without the slash redirects home', async ({ page }) => {
  await page.goto('/booking-result/');
  await expect(page).toHaveURL(/\/$/);
  await expectRemoteMounted(page, 'discovery');
  await page.goto('/booking-result');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('app help paths are not sent to the error page', async ({ page }) => {
  await page.goto('/app-help/b-1');
  await expect(page).toHaveURL(/\/app-help\/b-1$/);
  await expectRemoteMounted(page, 'help');
});

test('with one remote’s files missing the shell shows a fallback, the navbar still works, and retry recovers', async ({ page }) => {
  await page.route('**/remotes/booking/**', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto('/booking?id=1');
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await expect(fallback).toContainText('SHELL-002');
  await page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '首頁' }).click();
  await expectRemoteMounted(page, 'discovery');
  await expect(fallback).toHaveCount(0);

  await page.goBack();
  await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/remotes/booking/**');
  await page.getByRole('button', { name: '重試' }).click();
  await expectRemoteMounted(page, 'booking');
});
