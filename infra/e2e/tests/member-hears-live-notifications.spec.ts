import { expect, test, type Page } from '@playwright/test';
import { partnerCall, registerAndLogIn } from './helpers';

/** A member's booking made through the API at the first bookable store with a free time. */
async function bookThroughApi(page: Page, token: string): Promise<{ orderId: number; storeId: number }> {
  const search = (await (await page.request.post('/v2/map/search?page=1', { data: { joy_booking: true } })).json()) as { return: { data: { id: number }[] } };
  for (const { id: storeId } of search.return.data) {
    const dates = ((await (await page.request.get(`/v2/store/can-order-date/${storeId}`)).json()) as { return: Record<string, string[]> }).return;
    const [date, times] = Object.entries(dates).find(([, t]) => t.length > 0) ?? [];
    if (!date || !times) continue;
    const reply = await page.request.post('/v2/order', {
      headers: { Authorization: `Bearer ${token}` },
      data: { store_id: storeId, date, time: times[times.length - 1], adult_num: 2, child_num: 0, purpose: '約會', note: '', from_source: 0 },
    });
    expect(reply.ok()).toBe(true);
    return { orderId: ((await reply.json()) as { return: { order_id: number } }).return.order_id, storeId };
  }
  throw new Error('no bookable store with a free time');
}

/** A 240×160 PNG drawn in the page, so the cropper has a real picture to work on. */
async function drawnPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 160;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    g.fillStyle = '#e67e22';
    g.fillRect(0, 0, 240, 160);
    g.fillStyle = '#2c3e50';
    g.fillRect(90, 40, 60, 80);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

test('a store’s confirmation arrives live in the bell, the member keeps the order from the drawer, then changes the avatar with a crop', async ({ page }) => {
  test.setTimeout(120_000);
  const member = await registerAndLogIn(page, '溫子晴');
  const { orderId, storeId } = await bookThroughApi(page, member.token);

  await page.goto('/');
  const bell = page.getByRole('button', { name: /^通知/ });
  await expect(bell).toHaveAccessibleName('通知，1 則未讀'); // the booking's own notification

  // The restaurant confirms through the partner API: the badge goes up without a reload
  expect(await partnerCall(page, storeId, 'POST', `/partner/v1/orders/${orderId}/confirm`)).toBe(200);
  await expect(bell).toHaveAccessibleName('通知，2 則未讀');

  // Keep it from the drawer
  await bell.click();
  const drawer = page.getByRole('dialog', { name: '通知' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: '保留' }).first().click();
  await expect(drawer.getByText('已保留').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const order = (await (await page.request.get(`/v2/order/${orderId}`, { headers: { Authorization: `Bearer ${member.token}` } })).json()) as { return: { status: number } };
  expect(order.return.status).toBe(4);

  // A new avatar, cropped by keyboard before the upload; the navbar follows
  await page.goto('/member/settings/avatar');
  await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await drawnPng(page) });
  const stage = page.getByRole('group', { name: '裁切頭像' });
  await stage.focus();
  await page.keyboard.press('+');
  await page.keyboard.press('ArrowLeft');
  await page.getByRole('button', { name: '儲存頭像' }).click();
  await expect(page.getByText('設定已儲存')).toBeVisible();
  const navAvatar = page.getByRole('navigation', { name: '主選單' }).locator('img').first();
  await expect(navAvatar).toHaveAttribute('src', /\/uploads\//);
  const src = (await navAvatar.getAttribute('src')) as string;
  expect((await page.request.get(src)).headers()['content-type']).toMatch(/^image\//);
});
