import { expect, test } from '@playwright/test';
import { registerMember } from './helpers';

test('a diner signs up with a Google account through Google Identity Services (the local identity provider’s stand-in) and logs in with it again', async ({ page }) => {
  test.setTimeout(60_000);
  const phone = `09${String(Date.now() + 7).slice(-8)}`;
  const googleId = `g-${Date.now()}`;
  const gis = page.locator('script[src="/dev/idp/google/gsi/client.js"]');

  /** One Tap (prompt) opens the account chooser; when it is dismissed, Google's own button (renderButton) does. */
  const socialLogin = async (via: 'one tap' | 'google button') => {
    await page.getByRole('button', { name: '登入 / 註冊' }).click();
    const dialog = page.getByRole('dialog', { name: '登入帳號' });
    await dialog.getByRole('button', { name: 'Google', exact: true }).click();
    const idp = page.getByRole('dialog', { name: /Google 登入/ });
    if (via === 'google button') {
      await idp.getByRole('button', { name: '取消' }).click();
      await dialog.getByRole('button', { name: '使用 Google 帳號登入' }).click();
    }
    await idp.getByLabel('帳號 ID').fill(googleId);
    await idp.getByLabel('Email').fill('le@example.tw');
    await idp.getByLabel('名稱').fill('吳樂樂');
    await idp.getByRole('button', { name: '繼續' }).click();
  };

  await page.goto('/');
  // The SDK loads when the button is pressed, not with the page.
  await expect(gis).toHaveCount(0);
  await socialLogin('one tap');
  await expect(gis).toHaveCount(1);
  expect(await page.evaluate(() => typeof (window as { google?: { accounts?: { id?: { initialize?: unknown } } } }).google?.accounts?.id?.initialize)).toBe('function');
  // An unknown social account continues to social sign-up (手機尚未驗證)
  await expect(page).toHaveURL(/\/social-signup\?type=google/);
  await page.getByLabel('手機號碼').fill(phone);
  await page.getByRole('button', { name: '發送驗證碼' }).click();
  let code = '';
  await expect
    .poll(async () => {
      const { messages } = (await (await page.request.get(`/dev/sms-outbox?phone=${phone}`)).json()) as { messages: { body: string }[] };
      code = /\d{6}/.exec(messages[0]?.body ?? '')?.[0] ?? '';
      return code;
    })
    .not.toBe('');
  await page.getByLabel('驗證碼').fill(code);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByLabel('姓名')).toHaveValue('吳樂樂');
  await page.getByRole('button', { name: '完成註冊' }).click();
  await expect(page.getByText('登入成功')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const menu = page.getByRole('navigation', { name: '主選單' }).getByRole('button', { name: '吳樂樂' });
  await expect(menu).toBeVisible();

  // Log out, then the same Google account logs straight in
  await page.evaluate(() => {
    localStorage.clear();
    document.cookie = 'token=; Max-Age=0; Path=/';
  });
  await page.reload();
  await socialLogin('google button');
  await expect(page.getByText('登入成功')).toBeVisible();
  await expect(menu).toBeVisible();
});

test('a member who signed up with Facebook signs in with Google on the same phone: welcome back binds it, 設定密碼 ends with 設定成功 and the phone logs in with the new password', async ({ page }) => {
  test.setTimeout(90_000);
  const phone = `09${String(Date.now() + 11).slice(-8)}`;
  const stamp = Date.now();

  const socialLogin = async (provider: 'Facebook' | 'Google', id: string) => {
    await page.getByRole('button', { name: '登入 / 註冊' }).click();
    await page.getByRole('dialog', { name: '登入帳號' }).getByRole('button', { name: provider }).click();
    const idp = page.getByRole('dialog', { name: new RegExp(`${provider} 登入`) });
    await idp.getByLabel('帳號 ID').fill(id);
    await idp.getByLabel('名稱').fill('何安安');
    await idp.getByRole('button', { name: '繼續' }).click();
  };
  const texts = async () => ((await (await page.request.get(`/dev/sms-outbox?phone=${phone}`)).json()) as { messages: { body: string }[] }).messages;
  /** Sends a code to the phone from the page's form and reads the new text (newest first). */
  const verifyPhone = async () => {
    const sent = (await texts()).length;
    await page.getByLabel('手機號碼').fill(phone);
    await page.getByRole('button', { name: '發送驗證碼' }).click();
    await expect.poll(async () => (await texts()).length).toBe(sent + 1);
    await page.getByLabel('驗證碼').fill(/\d{6}/.exec((await texts())[0].body)?.[0] ?? '');
    await page.getByRole('button', { name: '下一步' }).click();
  };

  // A member made with Facebook and a verified phone: no password of their own.
  await page.goto('/');
  await socialLogin('Facebook', `fb-${stamp}`);
  await expect(page).toHaveURL(/\/social-signup\?type=facebook/);
  await verifyPhone();
  await page.getByRole('button', { name: '完成註冊' }).click();
  await expect(page.getByText('登入成功')).toBeVisible();
  await page.evaluate(() => {
    localStorage.clear();
    document.cookie = 'token=; Max-Age=0; Path=/';
  });
  await page.reload();

  // Later with Google: the same phone belongs to that member, who is welcomed back and bound.
  await socialLogin('Google', `g-${stamp}`);
  await expect(page).toHaveURL(/\/social-signup\?type=google/);
  // One text per phone per resend window (SMS_RESEND_SECONDS, 2 s in this suite).
  await page.waitForTimeout(2_100);
  await verifyPhone();
  const welcome = page.getByRole('dialog', { name: '歡迎回來' });
  await expect(welcome).toContainText('已將 Google 帳號連結到您的會員帳號');
  await welcome.getByRole('button', { name: '設定密碼' }).click();

  // The binding spent the code; the password is set with the login it gave.
  await expect(page).toHaveURL(/\/setting-password$/);
  await page.getByLabel('新密碼').fill('secret22');
  await page.getByLabel('確認密碼').fill('secret22');
  await page.getByRole('button', { name: '確認' }).click();
  await expect(page.getByText('設定成功')).toBeVisible();
  await expect(page.getByText('驗證失敗，請再次確認')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: '主選單' }).getByRole('button', { name: '何安安' })).toBeVisible();

  // The phone and the new password now log in too.
  const login = await page.request.post('/v2/oauth/login', { data: { phone, password: 'secret22' } });
  expect(login.ok()).toBe(true);
});

test('a member who registered with a phone and a password is welcomed back on a social sign-in without being offered 設定密碼', async ({ page }) => {
  test.setTimeout(60_000);
  const { phone } = await registerMember(page, '邱品妍');
  await page.goto('/');
  await page.getByRole('button', { name: '登入 / 註冊' }).click();
  await page.getByRole('dialog', { name: '登入帳號' }).getByRole('button', { name: 'Apple' }).click();
  const idp = page.getByRole('dialog', { name: /Apple 登入/ });
  await idp.getByLabel('帳號 ID').fill(`a-${Date.now()}`);
  await idp.getByRole('button', { name: '繼續' }).click();
  await expect(page).toHaveURL(/\/social-signup\?type=apple/);
  // One text per phone per resend window (SMS_RESEND_SECONDS, 2 s in this suite).
  await page.waitForTimeout(2_100);
  const before = ((await (await page.request.get(`/dev/sms-outbox?phone=${phone}`)).json()) as { messages: unknown[] }).messages.length;
  await page.getByLabel('手機號碼').fill(phone);
  await page.getByRole('button', { name: '發送驗證碼' }).click();
  let code = '';
  await expect
    .poll(async () => {
      const { messages } = (await (await page.request.get(`/dev/sms-outbox?phone=${phone}`)).json()) as { messages: { body: string }[] };
      code = messages.length > before ? (/\d{6}/.exec(messages[0].body)?.[0] ?? '') : '';
      return code;
    })
    .not.toBe('');
  await page.getByLabel('驗證碼').fill(code);
  await page.getByRole('button', { name: '下一步' }).click();
  const welcome = page.getByRole('dialog', { name: '歡迎回來' });
  await expect(welcome).toContainText('已將 Apple 帳號連結到您的會員帳號');
  await expect(welcome.getByRole('button', { name: '設定密碼' })).toHaveCount(0);
  await welcome.getByRole('button', { name: '略過' }).click();
  await expect(page.getByRole('navigation', { name: '主選單' }).getByRole('button', { name: '邱品妍' })).toBeVisible();
});
