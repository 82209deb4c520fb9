import { expect, test } from '@playwright/test';
import { registerAndLogIn } from './helpers';

const HOUR = 3_600_000;

test('a member becomes VIP with a sandbox card, sees the VIP wording, and cancels inside the window but not outside it', async ({ page }) => {
  test.setTimeout(90_000);
  const member = await registerAndLogIn(page, '蔡依玲');
  const auth = { Authorization: `Bearer ${member.token}` };

  await page.goto('/member/angelPlan');
  await expect(page.getByRole('heading', { name: /升級 VIP/ })).toBeVisible();
  // What the subscribe calls carry: the prime the card SDK made, never the card number.
  const payBodies: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v2/subscription/pay') payBodies.push(request.postData() ?? '');
  });
  const sdkLoaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/v2/subscription/sandbox/tpdirect.js' && response.ok());

  // The VIP terms first: an age answer and agreement, then the card step.
  await page.getByRole('button', { name: '訂閱VIP 月費方案' }).click();
  const terms = page.getByRole('dialog', { name: 'VIP 會員條款' });
  await terms.getByLabel('我已年滿 18 歲').check();
  await terms.getByLabel('我已閱讀並同意 VIP 會員條款').check();
  await terms.getByRole('button', { name: '同意並繼續' }).click();

  // The card fields come from the SDK the gateway names (the sandbox's TPDirect here).
  // A declined sandbox card is refused and VIP does not start; a good card subscribes.
  const pay = page.getByRole('dialog', { name: '訂閱 VIP 月費方案' });
  await sdkLoaded;
  await expect(pay.getByRole('button', { name: /確認付款/ })).toBeDisabled();
  await pay.getByLabel('信用卡號碼').fill('4000 0000 0000 0002');
  await pay.getByLabel('有效期限（MM/YY）').fill('12/30');
  await pay.getByLabel('安全碼').fill('123');
  await pay.getByRole('button', { name: /確認付款/ }).click();
  await expect(pay.getByRole('alert')).toHaveText('信用卡交易失敗，請改用其他卡片');
  await pay.getByLabel('信用卡號碼').fill('4242 4242 4242 4242');
  await pay.getByRole('button', { name: /確認付款/ }).click();
  await expect(pay).toBeHidden();
  await expect(page.getByRole('heading', { name: /您是 VIP 會員/ })).toBeVisible();
  await expect(page.getByText(/Visa •••• 4242/)).toBeVisible();
  await expect(page.getByText(/將於 .* 自動續訂扣款/)).toBeVisible();
  expect(payBodies).toHaveLength(2);
  for (const body of payBodies) {
    expect(JSON.parse(body)).toMatchObject({ prime: expect.stringMatching(/^sbx_prime_/) });
    expect(body).not.toMatch(/4000000000000002|4242424242424242|4242 4242/);
  }

  const dealer = (await (await page.request.get('/v2/memberDealer', { headers: auth })).json()) as { return: { member_grade_id: number; subscription: { period_end: string } } };
  expect(dealer.return.member_grade_id).toBe(3);
  const end = Date.parse(dealer.return.subscription.period_end);

  // Outside the window (71 hours before the end): the page refuses, the plan stays.
  await page.clock.setFixedTime(new Date(end - 71 * HOUR));
  await page.reload();
  await page.getByRole('button', { name: '取消續訂' }).click();
  await expect(page.getByRole('alert')).toHaveText('取消須於方案到期前 72 小時申請');
  await expect(page.getByText(/將於 .* 自動續訂扣款/)).toBeVisible();

  // Inside the window (now): confirmed, VIP kept until the end, no renewal.
  await page.clock.setFixedTime(new Date());
  await page.reload();
  await page.getByRole('button', { name: '取消續訂' }).click();
  await page.getByRole('dialog', { name: '取消續訂' }).getByRole('button', { name: '確定取消續訂' }).click();
  await expect(page.getByText(/已取消續訂，VIP 權益保留至 \d{4} 年/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /您是 VIP 會員/ })).toBeVisible();
  const after = (await (await page.request.get('/v2/memberDealer', { headers: auth })).json()) as { return: { subscription: { cancel_at_period_end: boolean; renews_at: string | null } } };
  expect(after.return.subscription).toMatchObject({ cancel_at_period_end: true, renews_at: null });
});

test('a VIP member joins the angel programme: the dealer pages and menu entries open to them, not to other members', async ({ page }) => {
  test.setTimeout(90_000);
  const member = await registerAndLogIn(page, '許天使');
  const auth = { Authorization: `Bearer ${member.token}` };

  // Not a dealer yet: a dealer-only page says so and points to the VIP plan.
  await page.goto('/member/organize');
  await expect(page.getByText('此頁面僅限樂粉經銷商（天使）使用。')).toBeVisible();
  await expect(page.getByRole('link', { name: '了解 VIP 方案' })).toBeVisible();

  const primed = await page.request.post('/v2/subscription/sandbox/prime', { data: { card_number: '5555555555554444', expiry: '12/30', ccv: '123' } });
  const { prime } = ((await primed.json()) as { return: { prime: string } }).return;
  expect((await page.request.post('/v2/subscription/pay', { headers: auth, data: { program_id: 1, consent: 'adult', prime } })).ok()).toBe(true);

  await page.goto('/member/join-angel');
  await page.getByLabel('收件人', { exact: true }).fill('許天使');
  await page.getByLabel('收件人手機').fill('0912345678');
  await page.getByLabel('收件地址').fill('台北市信義區松高路 1 號');
  await page.getByRole('button', { name: '加入天使計畫' }).click();
  await expect(page).toHaveURL(/\/member\/dealer$/);
  await expect(page.getByRole('region', { name: '天使獎金' })).toContainText('可提領 NT$ 0');
  await expect(page.getByRole('heading', { name: /我的組織（共 0 人）/ })).toBeVisible();

  // The shell's account menu now carries the dealer entries.
  await page.getByRole('button', { name: '許天使' }).click();
  await page.getByRole('link', { name: '天使獎金' }).click();
  await expect(page).toHaveURL(/\/member\/withdrawal-record$/);
  await expect(page.getByText('尚無獎金紀錄')).toBeVisible();
});
