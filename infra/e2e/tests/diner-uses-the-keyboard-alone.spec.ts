import { expect, test, type Locator, type Page } from '@playwright/test';
import { partnerCall, registerAndLogIn, registerMember } from './helpers';

/*
 * The login dialog, the filter dialog, the booking flow and the notification drawer by keyboard
 * alone: every step is a key press (no clicks), and whatever has focus shows a visible ring.
 */

/** What the focused element looks like: fails unless it matches :focus-visible and draws a ring. */
async function expectVisibleFocus(page: Page, what: string) {
  const state = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing has focus';
    const ring = (node: Element) => {
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    if (!el.matches(':focus-visible')) return `${el.tagName.toLowerCase()} has focus but not :focus-visible`;
    // A visually hidden input draws its ring on the label that follows it.
    if (ring(el) || (el.nextElementSibling?.tagName === 'LABEL' && ring(el.nextElementSibling))) return 'visible';
    return `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" has no focus ring`;
  });
  expect(state, what).toBe('visible');
}

/** Presses Tab (or Shift+Tab) until `target` has focus, then checks its ring. */
async function tabTo(page: Page, target: Locator, what: string, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(page, what);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${what}: not reached within ${max} presses of Tab`);
}

const firstBookableStore = async (page: Page) => {
  const search = (await (await page.request.post('/v2/map/search?page=1', { data: { joy_booking: true } })).json()) as { return: { data: { id: number; name: string }[] } };
  return search.return.data[0];
};

test('a visitor opens the login dialog from the navbar, leaves it with Escape, opens it again and logs in by keyboard', async ({ page }) => {
  test.setTimeout(60_000);
  const { phone } = await registerMember(page, '鍵盤小林');

  await page.goto('/');
  const login = page.getByRole('banner').getByRole('button', { name: '登入 / 註冊' });
  await tabTo(page, login, 'the navbar login button');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '登入帳號' });
  await expect(dialog).toBeVisible();

  // Focus is inside; Tab and Shift+Tab stay inside; Escape closes and focus goes back to the button.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: '關閉' })).toBeFocused();
  await expectVisibleFocus(page, 'the dialog close button');
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectVisibleFocus(page, 'the last item of the dialog after Shift+Tab wraps');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();
  await expectVisibleFocus(page, 'the login button after Escape');

  await page.keyboard.press(' ');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('手機號碼'), 'the phone field');
  await page.keyboard.type(phone);
  await tabTo(page, dialog.getByLabel('密碼'), 'the password field');
  await page.keyboard.type('secret1');
  await tabTo(page, dialog.getByRole('checkbox', { name: '保持登入' }), 'the keep-login box');
  await tabTo(page, dialog.getByRole('button', { name: '登入', exact: true }), 'the login submit button');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: '登入 / 註冊' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test('a diner sets the people count and a calendar date in the filter dialog and applies it by keyboard', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/store');
  const filter = page.getByRole('button', { name: /^篩選/ });
  await tabTo(page, filter, 'the filter button');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '篩選條件' });
  await expect(dialog).toBeVisible();

  const people = dialog.getByRole('slider', { name: '用餐人數' });
  await tabTo(page, people, 'the people slider');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(people).toHaveValue('4');
  await expect(dialog.locator('output')).toHaveText('4 人');

  // The month calendar: one tab stop, arrow keys move the day, Enter picks it.
  await tabTo(page, dialog.getByRole('button', { name: '選擇其他日期' }), 'the month calendar toggle');
  await page.keyboard.press('Enter');
  const month = dialog.locator('[data-date]');
  await expect(month.first()).toBeVisible();
  await tabTo(page, dialog.locator('[data-date][tabindex="0"]'), 'the month calendar');
  const from = await page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? '');
  await page.keyboard.press('ArrowRight');
  const focusedDay = () => page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? '');
  await expect.poll(focusedDay).not.toBe(from);
  const picked = await focusedDay();
  expect(picked > from).toBe(true);
  await expectVisibleFocus(page, 'the day the arrow key moved to');
  await page.keyboard.press('Enter');
  await expect(dialog.locator(`[data-date="${picked}"]`)).toHaveAttribute('aria-pressed', 'true');

  await tabTo(page, dialog.getByRole('button', { name: '套用' }), 'the apply button');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`total_people=4.*date=${picked}|date=${picked}.*total_people=4`));
  // Focus is back on the button that opened the dialog, which now counts two filters.
  await expect(page.getByRole('button', { name: '篩選（2）' })).toBeFocused();
  await expectVisibleFocus(page, 'the filter button after applying');
});

test('a guest books from the store page to the confirmation by keyboard', async ({ page }) => {
  test.setTimeout(90_000);
  const store = await firstBookableStore(page);
  await page.goto(`/store/${store.id}`);
  const panel = page.getByRole('complementary', { name: '線上訂位' });

  // The calendar is one tab stop; its first open day has it. Enter picks it.
  const day = panel.locator('[data-date]:not([disabled]):not([aria-disabled="true"])').first();
  await expect(day).toBeVisible();
  await tabTo(page, panel.locator('[data-date][tabindex="0"]'), 'the booking calendar');
  await page.keyboard.press('Enter');
  await expect(panel.locator('[data-date][aria-pressed="true"]')).toHaveCount(1);
  const slot = panel.getByRole('group', { name: '選擇時段' }).getByRole('button', { disabled: false }).first();
  await tabTo(page, slot, 'the first free time');
  await page.keyboard.press('Enter');
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, panel.getByRole('link', { name: '立即訂位' }), 'the book-now link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/booking\\?id=${store.id}$`));
  await expect(page.getByRole('heading', { name: store.name })).toBeVisible();
  await expect(page.getByRole('group', { name: '選擇時段' }).locator('[aria-pressed="true"]')).toHaveCount(1);

  await tabTo(page, page.getByLabel('姓名'), 'the name field');
  await page.keyboard.type('游鍵安');
  await tabTo(page, page.getByLabel('電子信箱'), 'the email field');
  await page.keyboard.type('key@example.tw');
  await tabTo(page, page.getByLabel('手機號碼'), 'the phone field');
  await page.keyboard.type('0955123123');
  await tabTo(page, page.getByRole('button', { name: '下一步' }), 'the next-step button');
  await page.keyboard.press('Enter');

  // The confirm step: focus is on the new current step, and Tab reaches the confirm button.
  await expect(page.getByRole('heading', { name: '確認訂位資訊' })).toBeVisible();
  await expect(page.locator('li[aria-current="step"]')).toBeFocused();
  const confirm = page.getByRole('button', { name: '確認訂位' });
  await tabTo(page, confirm, 'the confirm button', { max: 10 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reservation-success\?slug=[\w-]+&orderId=\d+/);
  await expect(page.getByRole('heading', { name: '訂位已送出' })).toBeVisible();
});

test('a member opens the notification drawer from the bell, moves through it and closes it with Escape', async ({ page }) => {
  test.setTimeout(60_000);
  const member = await registerAndLogIn(page, '唐鍵盤');
  const store = await firstBookableStore(page);
  const dates = ((await (await page.request.get(`/v2/store/can-order-date/${store.id}`)).json()) as { return: Record<string, string[]> }).return;
  const [date, times] = Object.entries(dates).find(([, t]) => t.length > 0) as [string, string[]];
  const order = await page.request.post('/v2/order', { headers: { Authorization: `Bearer ${member.token}` }, data: { store_id: store.id, date, time: times[0], adult_num: 2, child_num: 0 } });
  const { order_id } = ((await order.json()) as { return: { order_id: number } }).return;
  // The store's confirmation is a notification for the member.
  expect(await partnerCall(page, store.id, 'POST', `/partner/v1/orders/${order_id}/confirm`)).toBe(200);

  await page.goto('/member');
  const bell = page.getByRole('button', { name: /^通知/ });
  await tabTo(page, bell, 'the bell');
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: '通知' });
  await expect(drawer.getByRole('listitem').first()).toBeVisible();
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectVisibleFocus(page, 'the first item of the drawer');

  // Tab moves through the drawer's items and wraps inside it.
  const stops = await drawer.evaluate((el) => el.querySelectorAll('a[href], button:not([disabled])').length);
  for (let i = 0; i < stops + 1; i++) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement)), 'focus stays in the drawer').toBe(true);
    await expectVisibleFocus(page, `drawer stop ${i + 1}`);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(bell).toBeFocused();
  await expectVisibleFocus(page, 'the bell after Escape');
});
