import { DINER_ACTION_WORDS, messages, ORDER_STATUS_WORDS, SEARCH_FREE_TIMES, SEARCH_TIME_WINDOW_MINUTES, searchPeriods, ORDER_STATUSES, REMINDER_DAY_BEFORE_AT, REMINDER_HOURS_BEFORE, REMINDER_WORDS } from '@joy/contract';
import { allArticles, appliesTo, categories, findArticle, neighbours } from '../catalogue';
import { parseMarkup } from '../../lib/markup';

/** Every §2 help sub-page, by category. */
const subPages: Record<string, string[]> = {
  'about-angle': ['f-1', 'f-2', 'f-3', 'f-4', 'f-5', 'f-6'],
  'about-jcoin': ['e-1', 'e-2', 'e-3', 'e-4', 'e-5', 'e-6'],
  'about-member': ['c-1', 'c-2', 'c-3', 'c-4', 'c-5', 'c-6', 'c-7', 'c-8'],
  'about-payment': ['d-1', 'd-2', 'd-3', 'd-4'],
  'about-reservation': ['b-1', 'b-2', 'b-3', 'b-4', 'b-5', 'b-6'],
  'about-us': ['a-1', 'a-2', 'privacy-policy', 'terms'],
};

describe('help content', () => {
  it.each(Object.entries(subPages))('%s has its §2 sub-pages first, in order', (slug, ids) => {
    const category = categories.find((c) => c.slug === slug);
    expect(category?.articles.map((a) => a.id).slice(0, ids.length)).toEqual(ids);
  });

  it('explains the rules card (訂位須知) and its three filters in the words the store page uses', () => {
    const article = findArticle('house-rules');
    expect(article?.category).toBe('about-reservation');
    expect(parseMarkup(article!.body).length).toBeGreaterThan(5);
    for (const words of ['訂位須知', '免訂金', '可帶寵物', '不限時', '用餐限時 90 分鐘', '訂金每位 NT$300，用餐當天入座後退還', '用餐前 24 小時內取消，收取全額', '[找餐廳](/store)']) expect(article!.body).toContain(words);
  });

  it.each(Object.values(subPages).flat())('%s has a title and a real body', (id) => {
    const article = findArticle(id);
    expect(article).toBeDefined();
    expect(article!.title.trim().length).toBeGreaterThan(3);
    expect(parseMarkup(article!.body).length).toBeGreaterThan(0);
    expect(article!.body.replace(/\s/g, '').length).toBeGreaterThan(60);
    expect(['both', 'app', 'web']).toContain(article!.platform);
  });

  it('has unique ids, each filed under its own category', () => {
    expect(new Set(allArticles.map((a) => a.id)).size).toBe(allArticles.length);
    for (const category of categories) for (const article of category.articles) expect(article.category).toBe(category.slug);
  });

  it('states the §9 constants where readers look for them', () => {
    const body = (id: string) => findArticle(id)!.body;
    expect(body('e-4')).toMatch(/120 天/);
    expect(body('e-1')).toMatch(/20%/);
    expect(body('e-3')).toMatch(/NT\$1,000[^]*18%/);
    expect(body('c-1')).toMatch(/09 開頭的 10 位數字/);
    expect(body('c-1')).toMatch(/6 個字元/);
    expect(body('c-4')).toMatch(/50 樂幣/);
    expect(body('c-5')).toMatch(/3 個月/);
    expect(body('c-7')).toMatch(/3 年/);
    expect(body('c-3')).toMatch(/Facebook[^]*Google[^]*Apple/);
    expect(body('f-3')).toMatch(/七層[^]*0\.1%/);
    expect(body('f-4')).toMatch(/千分之一（1‰）/);
    expect(body('terms')).toMatch(/3,000 元/);
    for (const rule of ['18 歲', '30 天', '48 小時', '72 小時', '恕不退費', '扣款失敗']) expect(body('terms')).toContain(rule);
  });

  it('words the booking statuses as the order pages do (the contract status table)', () => {
    const body = (id: string) => findArticle(id)!.body;
    for (const status of ORDER_STATUSES) expect(body('b-1')).toContain(`**${ORDER_STATUS_WORDS[status].name}**：${ORDER_STATUS_WORDS[status].meaning}`);
    expect(body('b-1')).toContain(ORDER_STATUS_WORDS[1].successPage.title);
    expect(body('b-1')).not.toMatch(/保留座位|訂位成功/);
    expect(body('b-3')).toContain(`「${DINER_ACTION_WORDS.keep.label}」，畫面顯示 **${messages.orderHeld}**`);
    expect(body('b-3')).toContain(`「${DINER_ACTION_WORDS.cancel.label}」，畫面顯示 **${messages.orderCancelled}**`);
    expect(body('b-4')).toContain(`**${ORDER_STATUS_WORDS[6].name}**`);
  });

  it("says how diners change, cancel and hear about a booking as the pages do (issue 23)", () => {
    const body = (id: string) => findArticle(id)!.body;
    // Guests: from the result link, changes with the SMS code; members: from 訂位紀錄.
    expect(body('b-2')).toMatch(/「更改訂位」[^]*簡訊驗證碼/);
    expect(body('b-2')).toMatch(/訂位確認信[^]*行事曆檔/);
    expect(body('b-3')).toMatch(/\[訂位紀錄\]\(\/member\/history\)[^]*「更改訂位」[^]*「確認更改」/);
    expect(body('b-3')).toMatch(/「傳送驗證碼」[^]*6 位數驗證碼/);
    expect(body('b-3')).toContain(`「${DINER_ACTION_WORDS.cancel.label}」，在「確定取消訂位？」視窗`);
    // The cut-off and what the page says after it; cancelling runs until the reservation time.
    expect(body('b-3')).toMatch(/訂位時間前 2 小時/);
    expect(body('b-3')).toContain(messages.changeCutoffPassed);
    expect(body('b-3')).toMatch(/保留與取消：在 \*\*訂位時間之前\*\*/);
    // Reminders: the day before at 18:00 and 2 hours before, SMS for guests, notification (+ SMS unless turned off) for members.
    expect(body('b-3')).toContain(`**用餐前一天 ${REMINDER_DAY_BEFORE_AT}** 與 **訂位時間前 ${REMINDER_HOURS_BEFORE} 小時**`);
    expect(body('b-3')).toContain(`[帳號設定](/member/settings)」關閉「${REMINDER_WORDS.smsSetting}」`);
    expect(body('b-3')).toContain(`「${REMINDER_WORDS.confirm}」與「${REMINDER_WORDS.cancel}」`);
    expect(body('b-1')).toMatch(/訂位確認信/);
    expect(body('b-2')).not.toMatch(/無法(更改|取消)/);
  });

  it('has common issues and articles that apply to only one platform, so the tabs filter', () => {
    const common = allArticles.filter((a) => a.common);
    expect(common.length).toBeGreaterThanOrEqual(5);
    expect(common.filter((a) => appliesTo(a, 'app'))).not.toEqual(common.filter((a) => appliesTo(a, 'web')));
    expect(allArticles.some((a) => a.platform === 'app')).toBe(true);
    expect(allArticles.some((a) => a.platform === 'web')).toBe(true);
  });

  it('links each article to its neighbours inside the category', () => {
    expect(neighbours(findArticle('e-1')!)).toEqual({ prev: undefined, next: findArticle('e-2') });
    expect(neighbours(findArticle('e-6')!)).toEqual({ prev: findArticle('e-5'), next: undefined });
  });

  it('b-1 says dishes and English names of food types are searchable, and where the menu is', () => {
    const body = findArticle('b-1')!.body;
    expect(body).toMatch(/搜尋菜色（例如「牛肉麵」/);
    expect(body).toMatch(/「hot pot」找到火鍋/);
    expect(body).toMatch(/「菜單」分頁/);
  });

  it('b-1 tells how to find a free table across restaurants, with the search rules of the contract', () => {
    const body = findArticle('b-1')!.body;
    expect(body).toContain('## 找有空位的餐廳');
    expect(body).toContain(`「${searchPeriods.lunch.label}」（${searchPeriods.lunch.from}–${searchPeriods.lunch.to}）`);
    expect(body).toContain(`前後 ${SEARCH_TIME_WINDOW_MINUTES / 60} 小時內`);
    expect(body).toContain(`最多 ${SEARCH_FREE_TIMES} 個可訂的時段`);
    expect(body).toContain('上方按「地圖」');
    expect(body).toContain('地址與 Google 地圖連結');
  });
});
