import { expect, test } from '@playwright/test';

test('a diner signs up with a Google account through the local identity provider and logs in with it again', async ({ page }) => {
  test.setTimeout(60_000);
  const phone = `09${String(Date.now() + 7).slice(-8)}`;
  const googleId = `g-${Date.now()}`;

  const socialLogin = async () => {
    await page.getByRole('button', { name: '登入 / 註冊' }).click();
    await page.getByRole('dialog', { name: '登入帳號' }).getByRole('button', { name: 'Google' }).click();
    const idp = page.getByRole('dialog', { name: /Google 登入/ });
    await idp.getByLabel('帳號 ID').fill(googleId);
    await idp.getByLabel('Email').fill('le@example.tw');
    await idp.getByLabel('名稱').fill('吳樂樂');
    await idp.getByRole('button', { name: '繼續' }).click();
  };

  await page.goto('/');
  await socialLogin();
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
  await socialLogin();
  await expect(page.getByText('登入成功')).toBeVisible();
  await expect(menu).toBeVisible();
});
