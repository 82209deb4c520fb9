import { expect, test } from '@playwright/test';
import { partnerCall } from './helpers';

/** The special requests the guest chooses, as the confirm step and the result page list them. */
const REQUESTS = [
  ['用餐目的', '生日'],
  ['飲食禁忌與過敏', '不吃牛、花生過敏'],
  ['座位偏好', '窗邊'],
  ['兒童座椅', '1 張'],
] as const;

test('a guest books a table through the three steps with an occasion, a dietary note and a seating area, and sees them on the confirmation and the result page', async ({ page, request }) => {
  test.setTimeout(90_000);
  const search = (await (await request.post('/v2/map/search?page=1', { data: { joy_booking: true } })).json()) as { return: { data: { id: number; name: string }[] } };
  const store = search.return.data[0];
  // The store offers its seating areas (partner API).
  expect(await partnerCall(page, store.id, 'PUT', '/partner/v1/seating-areas', JSON.stringify({ areas: ['窗邊', '包廂'] }))).toBe(200);

  await page.goto(`/booking?id=${store.id}`);
  await expect(page.getByRole('heading', { name: store.name })).toBeVisible();
  await expect(page.locator('li[aria-current="step"]')).toContainText('1. 訂位');

  await page.getByRole('group', { name: '選擇日期' }).getByRole('button', { disabled: false }).first().click();
  await page.getByRole('group', { name: '選擇時段' }).getByRole('button', { disabled: false }).first().click();
  await page.getByLabel('姓名').fill('林嘉玲');
  await page.getByLabel('電子信箱').fill('chia@example.tw');
  await page.getByLabel('手機號碼').fill('0933444555');
  await page.getByLabel('用餐目的').selectOption('生日');
  await page.getByLabel(/飲食禁忌與過敏/).fill('不吃牛、花生過敏');
  await page.getByLabel('座位偏好').selectOption('窗邊');
  await page.getByLabel('兒童座椅').selectOption({ label: '1 張' });
  await page.getByLabel('備註').fill('會推嬰兒車');
  await expect(page.getByText('5 / 500')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();

  const confirm = page.getByRole('region', { name: '確認訂位資訊' });
  await expect(confirm).toBeVisible();
  for (const [term, value] of REQUESTS) await expect(confirm.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(value);
  const booked = page.waitForResponse((res) => res.url().endsWith('/v2/order') && res.request().method() === 'POST');
  await page.getByRole('button', { name: '確認訂位' }).click();
  const chosen = (await booked).request().postDataJSON() as { date: string; time: string };
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
  for (const [term, value] of REQUESTS) await expect(page.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(value);

  // Booking the same time again with the same phone asks first; 取消 books nothing.
  await page.goto(`/booking?id=${store.id}`);
  const [, month, day] = chosen.date.split('-').map(Number);
  await page.getByRole('group', { name: '選擇日期' }).getByRole('button', { name: new RegExp(`^${month} 月 ${day} 日`) }).click();
  await page.getByRole('group', { name: '選擇時段' }).getByRole('button', { name: chosen.time, exact: true }).click();
  await page.getByLabel('姓名').fill('林嘉玲');
  await page.getByLabel('電子信箱').fill('chia@example.tw');
  await page.getByLabel('手機號碼').fill('0933444555');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '確認訂位' }).click();
  const question = page.getByRole('dialog', { name: '已有相近的訂位' });
  await expect(question).toContainText(`您已有 ${month}/${day} ${chosen.time} 的訂位，仍要再訂嗎？`);
  await question.getByRole('button', { name: '取消' }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '確認訂位資訊' })).toBeVisible();
  const { messages } = (await (await request.get('/dev/sms-outbox?phone=0933444555')).json()) as { messages: unknown[] };
  expect(messages).toHaveLength(1);
});
