import { expect, test, type Page } from '@playwright/test';
import { codeFor, gotoLive, newPhone } from './helpers';

async function verifyPhone(page: Page, phone: string) {
  await page.getByLabel('手機號碼').fill(phone);
  await page.getByRole('button', { name: '發送驗證碼' }).click();
  await expect(page.getByRole('button', { name: /秒後可重新發送/ })).toBeVisible();
  await page.getByLabel('驗證碼').fill(await codeFor(page, phone));
  await page.getByRole('button', { name: '下一步' }).click();
}

const accountMenu = (page: Page, name: string) => page.getByRole('navigation', { name: '主選單' }).getByRole('button', { name });

test('a diner registers, logs out, fails and succeeds to log in, and resets the password', async ({ page }) => {
  test.setTimeout(90_000);
  const phone = newPhone();

  // Register with a code read from the SMS outbox
  await gotoLive(page, '/sign-up');
  await verifyPhone(page, phone);
  await page.getByLabel('姓名').fill('黃小樂');
  await page.getByLabel('密碼', { exact: true }).fill('secret1');
  await page.getByLabel('確認密碼').fill('secret1');
  await page.getByRole('button', { name: '完成註冊' }).click();
  await expect(page.getByText('登入成功')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page, '黃小樂')).toBeVisible();

  // Log out through the confirmation
  await accountMenu(page, '黃小樂').click();
  await page.getByRole('button', { name: '登出' }).click();
  await page.getByRole('dialog', { name: '確定要登出嗎？' }).getByRole('button', { name: '登出' }).click();
  await expect(page.getByRole('button', { name: '登入 / 註冊' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Wrong password, then the right one
  await page.getByRole('button', { name: '登入 / 註冊' }).click();
  const dialog = page.getByRole('dialog', { name: '登入帳號' });
  await dialog.getByLabel('手機號碼').fill(phone);
  await dialog.getByLabel('密碼').fill('wrong-pass');
  await dialog.getByRole('button', { name: '登入', exact: true }).click();
  await expect(dialog.getByText('帳號或密碼錯誤')).toHaveCount(2);
  await dialog.getByLabel('密碼').fill('secret1');
  await dialog.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page.getByText('登入成功')).toBeVisible();
  await expect(accountMenu(page, '黃小樂')).toBeVisible();

  // Reset the password and land logged in
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.waitForTimeout(2100); // the resend window (SMS_RESEND_SECONDS=2 here)
  await gotoLive(page, '/request-password-reset');
  await verifyPhone(page, phone);
  await expect(page).toHaveURL(/\/setting-password\?/);
  await page.getByLabel('新密碼').fill('newsecret');
  await page.getByLabel('確認密碼').fill('newsecret');
  await page.getByRole('button', { name: '確認' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page, '黃小樂')).toBeVisible();
});

test('/authorize hands the token and coin user id back to the app', async ({ page, request }) => {
  const phone = newPhone();
  // An account made through the API, as the app would have done earlier
  await request.post('/v2/oauth/verify/send', { data: { phone } });
  const code = await codeFor(page, phone);
  expect((await request.post('/v2/oauth/verify', { data: { phone, code } })).ok()).toBe(true);
  const registered = await request.post('/v2/oauth/register', {
    data: { phone, code, name: '陳阿樂', password: 'secret1', password_confirmation: 'secret1' },
  });
  expect(registered.ok()).toBe(true);

  await page.addInitScript(() => {
    window.addEventListener('joy:app-handoff', (e) => ((window as unknown as { __handoff: string }).__handoff = (e as CustomEvent<{ url: string }>).detail.url));
  });
  await gotoLive(page, '/authorize');
  await page.getByLabel('手機號碼').fill(phone);
  await page.getByLabel('密碼').fill('secret1');
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __handoff?: string }).__handoff ?? '')).toMatch(/^joyapp:\/\/authorize\?token=[^&]+&coin_user_id=\w+/);
});
