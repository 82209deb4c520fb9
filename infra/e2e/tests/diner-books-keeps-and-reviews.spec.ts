import { expect, test } from '@playwright/test';
import { partnerCall, registerAndLogIn } from './helpers';

/** A 1×1 PNG: real image bytes, which the API checks and resizes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('a member books, keeps the booking from the order page, and reviews it with two photos once the restaurant completes it', async ({ page }) => {
  test.setTimeout(120_000);
  await registerAndLogIn(page, '周以樂');
  const search = (await (await page.request.post('/v2/map/search?page=1', { data: { joy_booking: true } })).json()) as { return: { data: { id: number; name: string }[] } };
  const store = search.return.data[0];

  // Book as a member: no guest fields
  await page.goto(`/booking?id=${store.id}`);
  await expect(page.getByRole('heading', { name: store.name })).toBeVisible();
  await page.getByRole('group', { name: '選擇日期' }).getByRole('button', { disabled: false }).first().click();
  await page.getByRole('group', { name: '選擇時段' }).getByRole('button', { disabled: false }).first().click();
  await expect(page.getByLabel('電子信箱')).toHaveCount(0);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '確認訂位' }).click();
  await expect(page).toHaveURL(/\/reservation-success\?slug=[\w-]+&orderId=\d+/);
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));

  // Keep it from the order page
  await page.getByRole('link', { name: '查看訂位紀錄' }).click();
  await expect(page).toHaveURL(/\/member\/history$/);
  await page.goto(`/member/history/${orderId}`);
  await page.getByRole('button', { name: '保留訂位' }).click();
  await expect(page.getByText('已保留').first()).toBeVisible();

  // The restaurant seats the party and completes the order through the signed partner API
  expect(await partnerCall(page, store.id, 'POST', `/partner/v1/orders/${orderId}/seat`)).toBe(200);
  expect(await partnerCall(page, store.id, 'POST', `/partner/v1/orders/${orderId}/complete`)).toBe(200);

  // Review it with two photos
  await page.reload();
  await page.getByRole('link', { name: '撰寫評論' }).click();
  await expect(page).toHaveURL(new RegExp(`/leave-comment\\?id=${orderId}&type=order`));
  for (const legend of ['整體評分', '餐點', '服務', '環境', '價格']) {
    await page.getByRole('group', { name: legend }).getByTitle('5 分').click();
  }
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel('標題').fill('<img src=x onerror="window.__xss=1">招牌菜名不虛傳');
  await page.getByLabel('評論內容').fill('三杯雞香氣十足\n服務親切，下次再來');
  await page.getByTestId('photo-input').setInputFiles([
    { name: 'dish.png', mimeType: 'image/png', buffer: PNG },
    { name: 'table.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByText('照片（2 / 5）')).toBeVisible();
  await page.getByRole('button', { name: '發佈評論' }).click();
  await expect(page.getByText('發佈完成').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/member/history/${orderId}$`), { timeout: 10_000 });

  // The store's comments show it, text inert, newlines kept, both photos served
  await page.goto(`/store/${store.id}`);
  await page.getByRole('tab', { name: /評論/ }).click();
  const comment = page.getByRole('listitem').filter({ hasText: '招牌菜名不虛傳' });
  await expect(comment).toBeVisible();
  await expect(comment.getByText('服務親切，下次再來')).toBeVisible();
  const photos = comment.getByRole('img');
  await expect(photos).toHaveCount(2);
  for (const src of await photos.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src))) {
    expect((await page.request.get(src)).headers()['content-type']).toMatch(/^image\//);
  }
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});
