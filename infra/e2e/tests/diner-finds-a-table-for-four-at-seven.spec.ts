import { expect, test } from '@playwright/test';
import { expectRemoteMounted, registerAndLogIn } from './helpers';

type Envelope<T> = { return: T };

/** Taipei's day `n` days from now (YYYY-MM-DD). */
const taipeiDay = (n: number) => new Date(Date.now() + n * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Taipei' });
/** How the filter's week strip names a day, e.g. 12 月 2 日. */
const spoken = (date: string) => {
  const [, month, day] = date.split('-').map(Number);
  return `${month} 月 ${day} 日`;
};

test('diner finds a table for four at seven: the filter lists only stores free then, and a card\'s time button books it with no other input', async ({ page }) => {
  test.setTimeout(120_000);
  await registerAndLogIn(page, '陳思妤');
  // Tomorrow (Taipei): its evening is still ahead for the whole run.
  const date = taipeiDay(1);

  await page.goto('/store');
  await page.getByRole('button', { name: /^篩選/ }).click();
  const dialog = page.getByRole('dialog', { name: '篩選條件' });
  await dialog.getByRole('slider', { name: '用餐人數' }).fill('4');
  await expect(dialog.getByLabel('用餐時間')).toBeDisabled();
  await dialog.getByRole('button', { name: new RegExp(`^${spoken(date)} `) }).click();
  await dialog.getByLabel('用餐時間').selectOption('19:00');
  const searched = page.waitForResponse((res) => res.url().includes('/v2/map/search?') && res.request().postDataJSON()?.time === '19:00');
  await dialog.getByRole('button', { name: '套用' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${date}.*time=19%3A00.*total_people=4`));

  // Every store listed has a free time for four within an hour of 19:00, as its card says.
  const page1 = ((await (await searched).json()) as Envelope<{ data: { id: number; name: string; free_times: string[] }[] }>).return.data;
  expect(page1.length).toBeGreaterThan(0);
  await expect(page.getByText(/19:00 前後 4 位有空位：(共|超過) [\d,]+ 間餐廳/)).toBeVisible();
  const first = page1[0];
  for (const store of page1.slice(0, 5)) {
    const times = (await (await page.request.get(`/v2/store/${store.id}/can-order-times/${date}/4`)).json()) as Envelope<{ time: string; available: boolean }[]>;
    const free = new Set(times.return.filter((s) => s.available).map((s) => s.time));
    expect(store.free_times.length).toBeGreaterThan(0);
    for (const time of store.free_times) {
      expect(free.has(time)).toBe(true);
      expect(Math.abs(Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) - 19 * 60)).toBeLessThanOrEqual(60);
    }
  }

  // The card's time button: straight to /booking with the store, date, time and party.
  const time = first.free_times[0];
  const button = page.getByRole('list', { name: `${first.name}可訂時段` }).getByRole('link', { name: `訂位 ${first.name} ${time}` });
  await button.click();
  await expectRemoteMounted(page, 'booking');
  await expect(page.getByRole('heading', { name: first.name })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '大人' })).toHaveValue('4');
  await expect(page.getByRole('group', { name: '選擇日期' }).getByRole('button', { name: new RegExp(`^${spoken(date)}`) })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: '選擇時段' }).getByRole('button', { name: time, exact: true })).toHaveAttribute('aria-pressed', 'true');

  // No other input: 下一步, 確認訂位, booked for four at that time.
  const booked = page.waitForResponse((res) => res.url().endsWith('/v2/order') && res.request().method() === 'POST');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '確認訂位' }).click();
  const sent = (await booked).request().postDataJSON() as { store_id: number; date: string; time: string; adult_num: number; child_num: number };
  expect(sent).toMatchObject({ store_id: first.id, date, time, adult_num: 4, child_num: 0 });
  await expect(page).toHaveURL(/\/reservation-success\?slug=[\w-]+&orderId=\d+/);
  await expect(page.getByRole('heading', { name: '訂位已送出' })).toBeVisible();
});

test('the home page\'s 找空位 opens the list of stores free for the party then', async ({ page }) => {
  const date = taipeiDay(2);
  await page.goto('/');
  const finder = page.getByRole('form', { name: '找空位' });
  await finder.getByLabel('日期').selectOption(date);
  await finder.getByLabel('時間').selectOption('lunch');
  await finder.getByLabel('人數').selectOption('6');
  await finder.getByRole('button', { name: '找空位' }).click();
  await expect(page).toHaveURL(new RegExp(`/store\\?date=${date}&time=lunch&total_people=6`));
  await expect(page.getByText(/午餐 6 位(有空位：(共|超過) [\d,]+ 間餐廳|沒有空位)/)).toBeVisible();
  await expect(page.getByRole('button', { name: '移除條件：午餐' })).toBeVisible();
});
