import { expect, test, type Page } from '@playwright/test';
import { partnerCall, registerAndLogIn } from './helpers';

/** The bell's unread count as its name says it (通知 alone is none). */
async function unread(page: Page): Promise<number> {
  const name = (await page.getByRole('button', { name: /^通知/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) 則未讀/.exec(name)?.[1] ?? 0);
}

test('a member moves through ten pages in the app on one real-time connection, and a notification sent afterwards still arrives', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || (message.type() === 'warning' && /websocket/i.test(message.text()))) problems.push(`${message.type()}: ${message.text()}`);
  });
  const sockets = { opened: 0, closed: 0 };
  const subscribed = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      sockets.opened++;
      socket.on('close', () => sockets.closed++);
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('subscription_succeeded')) resolve();
      });
    });
  });

  const member = await registerAndLogIn(page, '孫語彤');
  const auth = { Authorization: `Bearer ${member.token}` };
  await page.goto('/member');
  await expect(page.getByRole('heading', { level: 1, name: '孫語彤，歡迎回來' })).toBeVisible();
  // A mark on this document: a full page load on the way would lose it.
  await page.evaluate(() => Object.assign(window, { oneVisit: true }));
  const sameDocument = () => page.evaluate(() => (window as unknown as { oneVisit?: boolean }).oneVisit === true);
  // The shell connects once the page is idle; the member's channel is live before the first move.
  await subscribed;

  const navbar = page.getByRole('navigation', { name: '主選單' });
  const hub = page.getByRole('navigation', { name: '會員專區' });
  const viaAvatarMenu = async (label: string) => {
    const avatar = navbar.getByRole('button', { name: /^孫語彤/ });
    await avatar.click();
    await page.locator(`[id="${await avatar.getAttribute('aria-controls')}"]`).getByRole('link', { name: label, exact: true }).click();
  };
  const moves: Array<[string, () => Promise<void>, RegExp]> = [
    ['hub → 樂幣紀錄', () => hub.getByRole('link', { name: '樂幣紀錄', exact: true }).click(), /\/member\/rewards$/],
    ['navbar → 找餐廳', () => navbar.getByRole('link', { name: '找餐廳' }).click(), /\/store$/],
    ['navbar → 排行榜', () => navbar.getByRole('link', { name: '排行榜' }).click(), /\/leaderboard$/],
    ['navbar → 美食專欄', () => navbar.getByRole('link', { name: '美食專欄' }).click(), /\/article$/],
    ['navbar → 幫助中心', () => navbar.getByRole('link', { name: '幫助中心' }).click(), /\/help$/],
    ['avatar menu → 會員中心', () => viaAvatarMenu('會員中心'), /\/member$/],
    ['hub → 訂位紀錄', () => hub.getByRole('link', { name: '訂位紀錄', exact: true }).click(), /\/member\/history$/],
    ['avatar menu → 邀請碼', () => viaAvatarMenu('邀請碼'), /\/member\/invitationCode$/],
    ['navbar → 首頁', () => navbar.getByRole('link', { name: '首頁' }).click(), /\/$/],
    ['avatar menu → 帳號設定', () => viaAvatarMenu('帳號設定'), /\/member\/settings$/],
  ];
  for (const [move, go, url] of moves) {
    await go();
    await expect(page, move).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 }).first(), move).toBeVisible();
  }
  // Give a socket closed by the last page change the moment it needs to say so.
  await page.waitForTimeout(1000);
  expect(await sameDocument()).toBe(true);
  expect(sockets).toEqual({ opened: 1, closed: 0 });

  // A payment at the counter after the ten moves: its notification reaches the bell on the same connection.
  const before = await unread(page);
  const { pay_code } = ((await (await page.request.post('/v2/member/coin', { headers: auth, data: {} })).json()) as { return: { pay_code: string } }).return;
  const search = (await (await page.request.post('/v2/map/search?page=1', { data: { joy_pay: true } })).json()) as { return: { data: { id: number }[] } };
  const body = JSON.stringify({ member_code: pay_code, amount: 500, coins: 0, idempotency_key: `e2e-one-socket-${Date.now()}` });
  expect(await partnerCall(page, search.return.data[0].id, 'POST', '/partner/v1/payments', body)).toBe(200);
  await expect.poll(() => unread(page)).toBe(before + 1);

  expect(sockets).toEqual({ opened: 1, closed: 0 });
  expect(await sameDocument()).toBe(true);
  expect(problems).toEqual([]);
});
