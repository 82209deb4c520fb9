import { expect, test } from '@playwright/test';
import { partnerCall, registerAndLogIn, trackDocumentLoads } from './helpers';

test('the open rewards page shows the new balance and record when the partner API records a payment, without a reload', async ({ page }) => {
  test.setTimeout(120_000);
  const member = await registerAndLogIn(page, '林曉晴');
  const auth = { Authorization: `Bearer ${member.token}` };
  const { pay_code } = ((await (await page.request.post('/v2/member/coin', { headers: auth, data: {} })).json()) as { return: { pay_code: string } }).return;
  const search = (await (await page.request.post('/v2/map/search?page=1', { data: { joy_pay: true } })).json()) as {
    return: { data: { id: number; name: string; reward_rate: number }[] };
  };
  const store = search.return.data.find((s) => s.reward_rate > 0) as { id: number; name: string; reward_rate: number };

  // The member's channel is live once pusher-js says so (the shell connects when the page is idle).
  const subscribed = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('subscription_succeeded')) resolve();
      });
    });
  });
  await page.goto('/member/rewards');
  const documentLoads = await trackDocumentLoads(page);
  const balance = page.getByRole('heading', { name: '樂幣餘額' }).locator('xpath=following-sibling::strong');
  await expect(balance).toHaveText('0');
  await expect(page.getByText(/目前沒有回饋紀錄/)).toBeVisible();
  await subscribed;

  // The till records a payment: the reward arrives on the open page.
  const amount = 10_000;
  const body = JSON.stringify({ member_code: pay_code, amount, coins: 0, idempotency_key: `e2e-live-${Date.now()}` });
  expect(await partnerCall(page, store.id, 'POST', '/partner/v1/payments', body)).toBe(200);
  const reward = Math.floor((amount * store.reward_rate) / 100);
  await expect(balance).not.toHaveText('0');
  expect(Number((await balance.innerText()).replace(/,/g, ''))).toBeGreaterThanOrEqual(reward);
  const records = page.getByRole('list', { name: '回饋紀錄' });
  await expect(records.getByRole('link', { name: store.name })).toBeVisible();
  await expect(page.getByRole('button', { name: /^通知/ })).toHaveAccessibleName(/通知，\d+ 則未讀/);
  expect(documentLoads()).toBe(0);
});
