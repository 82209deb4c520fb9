import { expect, test } from '@playwright/test';

test('a guest books a table through the three steps and sees the confirmation', async ({ page, request }) => {
  test.setTimeout(60_000);
  const search = (await (await request.post('/v2/map/search?page=1', { data: { joy_booking: true } })).json()) as { return: { data: { id: number; name: string }[] } };
  const store = search.return.data[0];

  await page.goto(`/booking?id=${store.id}`);
  await expect(page.getByRole('heading', { name: store.name })).toBeVisible();
  await expect(page.locator('li[aria-current="step"]')).toContainText('1. 訂位');

  await page.getByRole('group', { name: '選擇日期' }).getByRole('button', { disabled: false }).first().click();
  await page.getByRole('group', { name: '選擇時段' }).getByRole('button', { disabled: false }).first().click();
  await page.getByLabel('姓名').fill('林嘉玲');
  await page.getByLabel('電子信箱').fill('chia@example.tw');
  await page.getByLabel('手機號碼').fill('0933444555');
  await page.getByLabel('備註').fill('需要一張兒童椅');
  await expect(page.getByText('7 / 500')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page.getByRole('heading', { name: '確認訂位資訊' })).toBeVisible();
  await page.getByRole('button', { name: '確認訂位' }).click();
  await expect(page).toHaveURL(/\/reservation-success\?slug=[\w-]+&orderId=\d+/);
  await expect(page.getByRole('heading', { name: '訂位已送出' })).toBeVisible();
  await expect(page.getByText(store.name)).toBeVisible();

  // The confirmation SMS carries the guest's booking result link
  let link = '';
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get('/dev/sms-outbox?phone=0933444555')).json()) as { messages: { body: string }[] };
      link = /\/booking-result\/[\w-]+/.exec(messages[0]?.body ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(link);
  await expect(page.getByText(`林嘉玲 您好，以下是您在 ${store.name} 的訂位。`)).toBeVisible();
  await expect(page.getByText('待確認')).toBeVisible();
});
