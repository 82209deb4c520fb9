import { expect, test, type Page } from '@playwright/test';
import { gotoLive, registerMember } from './helpers';

/** The newest SMS of a phone that matches `pattern` (the outbox lists the newest first). */
async function smsCode(page: Page, phone: string, pattern: RegExp): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const { messages } = (await (await page.request.get(`/dev/sms-outbox?phone=${phone}`)).json()) as { messages: { body: string }[] };
      const body = messages[0]?.body ?? '';
      code = pattern.test(body) ? (/\d{6}/.exec(body)?.[0] ?? '') : '';
      return code;
    })
    .not.toBe('');
  return code;
}

test('member deletes the account', async ({ page }) => {
  test.setTimeout(90_000);
  const { phone, ...login } = await registerMember(page, '蔡刪除');
  await page.addInitScript((l) => {
    if (sessionStorage.getItem('e2e:seeded')) return;
    sessionStorage.setItem('e2e:seeded', '1');
    localStorage.setItem('token', l.token);
    localStorage.setItem('member', JSON.stringify(l.member));
  }, login);

  // 帳號設定 → 刪除帳號: what deletion means, then the proof
  await page.goto('/member/settings');
  await page.getByRole('button', { name: '刪除帳號' }).click();
  const form = page.getByRole('form', { name: '確認刪除帳號' });
  await expect(form).toContainText('尚未使用的樂幣將全部失效');
  await expect(form).toContainText('30 天為保護期間');
  await expect(form).toContainText('依法保存 3 年');

  // A wrong password deletes nothing
  await form.getByLabel('密碼', { exact: true }).fill('wrong-pass');
  await form.getByRole('button', { name: '確認刪除' }).click();
  await expect(form.getByText('密碼錯誤，請再次確認')).toBeVisible();

  // The SMS code to the member's phone confirms it
  await page.waitForTimeout(2100); // the resend window after the registration's code (SMS_RESEND_SECONDS=2 here)
  await form.getByLabel('手機驗證碼').check();
  await form.getByRole('button', { name: '發送驗證碼' }).click();
  await form.getByLabel('驗證碼', { exact: true }).fill(await smsCode(page, phone, /刪除/));
  await form.getByRole('button', { name: '確認刪除' }).click();

  // The deleted-account state: logged out, home, the §8 message
  const notice = page.getByRole('dialog', { name: '帳號已刪除' });
  await expect(notice).toContainText('您的帳號已刪除，如有疑問請洽客服');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await notice.getByRole('button', { name: '確定' }).click();

  // Logging in again says the account is deleted
  await page.getByRole('button', { name: '登入 / 註冊' }).click();
  const dialog = page.getByRole('dialog', { name: '登入帳號' });
  await dialog.getByLabel('手機號碼').fill(phone);
  await dialog.getByLabel('密碼').fill('secret1');
  await dialog.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '帳號已刪除' })).toContainText('您的帳號已刪除，如有疑問請洽客服');
  await page.getByRole('dialog', { name: '帳號已刪除' }).getByRole('button', { name: '確定' }).click();

  // The phone is protected: it cannot register again yet
  await page.waitForTimeout(2100);
  await gotoLive(page, '/sign-up');
  await page.getByLabel('手機號碼').fill(phone);
  await page.getByRole('button', { name: '發送驗證碼' }).click();
  await page.getByLabel('驗證碼').fill(await smsCode(page, phone, /您的驗證碼為/));
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel('姓名').fill('蔡刪除');
  await page.getByLabel('密碼', { exact: true }).fill('secret1');
  await page.getByLabel('確認密碼').fill('secret1');
  await page.getByRole('button', { name: '完成註冊' }).click();
  await expect(page.getByRole('dialog', { name: '無法註冊' })).toContainText('您的帳號尚在保護中，無法重新註冊，如有疑問請洽客服');
});
