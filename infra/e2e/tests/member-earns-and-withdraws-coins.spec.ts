import { expect, test } from '@playwright/test';
import { partnerCall, registerAndLogIn } from './helpers';

/** A 1×1 PNG standing in for the passbook photo (checked by content on the server). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('a partner payment shows in the payment records with its reward, and the member withdraws coins to a new bank account', async ({ page }) => {
  test.setTimeout(120_000);
  const member = await registerAndLogIn(page, '鄭可樂');
  const auth = { Authorization: `Bearer ${member.token}` };
  const coin = async () => ((await (await page.request.post('/v2/member/coin', { headers: auth, data: {} })).json()) as { return: { balance: number; pay_code: string } }).return;
  const { pay_code } = await coin();

  const search = (await (await page.request.post('/v2/map/search?page=1', { data: { joy_pay: true } })).json()) as {
    return: { data: { id: number; name: string; reward_rate: number }[] };
  };
  const store = search.return.data.find((s) => s.reward_rate > 0) as { id: number; name: string; reward_rate: number };
  const amount = 10_000;
  const body = JSON.stringify({ member_code: pay_code, amount, coins: 0, idempotency_key: `e2e-${Date.now()}` });
  expect(await partnerCall(page, store.id, 'POST', '/partner/v1/payments', body)).toBe(200);
  const reward = (await coin()).balance;
  expect(reward).toBeGreaterThanOrEqual(Math.floor((amount * store.reward_rate) / 100));
  // The till sends the same payment again (same idempotency key, a fresh signature): nothing is paid twice.
  await page.waitForTimeout(1100);
  expect(await partnerCall(page, store.id, 'POST', '/partner/v1/payments', body)).toBe(200);
  expect((await coin()).balance).toBe(reward);

  // The payment and its reward in the payment records
  await page.goto('/member/history/payment-record');
  const record = page.getByRole('listitem').filter({ hasText: store.name });
  await expect(record).toBeVisible();
  await expect(record).toContainText(`回饋 ${reward.toLocaleString('en-US')} 樂幣`);

  // Withdraw to a bank account added in the modal
  await page.goto('/member/withdrawal');
  await page.getByRole('button', { name: '＋ 新增銀行帳戶' }).click();
  const modal = page.getByRole('dialog', { name: '新增銀行帳戶' });
  await modal.getByLabel('搜尋銀行').fill('004');
  await modal.locator('#bank-code').selectOption({ index: 0 });
  await modal.getByLabel('分行名稱').fill('信義分行');
  await modal.getByLabel('戶名', { exact: true }).fill('鄭可樂');
  await modal.getByLabel('帳號').fill('012345678901');
  await modal.getByLabel('戶名持有人出生日期').fill('1990-05-20');
  await modal.locator('input[type="file"]').setInputFiles({ name: 'passbook.png', mimeType: 'image/png', buffer: PNG });
  await modal.getByRole('button', { name: '新增帳戶' }).click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  await expect(modal).toBeHidden();

  await page.getByRole('radiogroup', { name: '提領帳戶' }).getByRole('radio').first().check();
  await page.getByLabel('提領樂幣數量').fill('100');
  await page.getByRole('button', { name: '確認提領' }).click();
  await page.getByRole('dialog', { name: '確認提領' }).getByRole('button', { name: '確定提領' }).click();
  // The member's own record: their coin withdrawal, pending, not the dealers' angel bonus.
  await expect(page).toHaveURL(/\/member\/withdrawal-record\?tab=coin$/, { timeout: 10_000 });
  const withdrawn = page.getByRole('list', { name: '樂幣提領紀錄' }).getByRole('listitem');
  await expect(withdrawn).toContainText('100 樂幣');
  await expect(withdrawn).toContainText('處理中');

  expect((await coin()).balance).toBe(reward - 100);
  const withdrawals = (await (await page.request.get('/v2/member/coin/history/withdraw?page=1', { headers: auth })).json()) as { return: { data: unknown[] } };
  expect(withdrawals.return.data).toHaveLength(1);
});
