import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { partnerCall, registerAndLogIn } from './helpers';

/*
 * Every route of SPEC §2 under axe: public routes as a visitor, member routes logged in, the
 * parameterised ones with real ids made through the API, and the three modal surfaces (login
 * dialog, filter dialog, notification drawer) open. One page load per route; one logged-in page
 * for all member routes. A route fails on a serious or critical violation of WCAG 2.0/2.1 A and
 * AA; every finding, whatever its impact, goes into test-results/a11y.{json,md}.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: number;
  targets: string[];
}
interface RouteResult {
  route: string;
  as: 'visitor' | 'member';
  findings: Finding[];
}
const results: RouteResult[] = [];

/**
 * Waits for the page's owner to render and its data to arrive, so axe sees the real page: the
 * remote that owns the path has mounted content (or the shell's own page is there) and nothing
 * in the page is still loading (every loading state in shared/ui is aria-busy).
 */
async function settle(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    if (!main || document.querySelector('[aria-busy="true"]')) return false;
    const outlet = main.querySelector('[data-remote]:not([hidden])');
    return outlet ? outlet.querySelector('[data-remote-root] *') !== null : (main.textContent ?? '').trim() !== '';
  });
}

async function audit(page: Page, route: string, as: RouteResult['as']) {
  // Only violations are collected: passes and incomplete results would double axe's time here.
  // Legacy mode runs axe once inside the page; the default opens a blank page per run to merge
  // the results of cross-origin frames, which these pages do not have, at twice the time.
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] }).setLegacyMode(true).analyze();
  const findings = violations.map((v) => ({ id: v.id, impact: v.impact ?? 'minor', help: v.help, nodes: v.nodes.length, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  results.push({ route, as, findings });
  const blocking = findings.filter((f) => BLOCKING.has(f.impact)).map((f) => `${f.impact} ${f.id}: ${f.help} — ${f.targets.join(', ')}`);
  expect.soft(blocking, `serious or critical axe violations on ${route}`).toEqual([]);
}

async function visit(page: Page, route: string, as: RouteResult['as']) {
  await page.goto(route);
  await settle(page);
  await audit(page, route, as);
}

/*
 * The help centre's sub-pages come from one catalogue through three templates (home, category,
 * article); every template is checked, the legal pages and the app's help path too.
 */
const HELP = ['/help', '/help/about-reservation', '/help/about-reservation/b-1', '/help/about-member/c-8', '/help/about-us/privacy-policy', '/app-help/b-1'];

const get = async <T,>(request: APIRequestContext, url: string, init: { method?: string; data?: unknown; headers?: Record<string, string> } = {}) => {
  const reply = await request.fetch(url, { method: init.method ?? 'GET', data: init.data, headers: init.headers });
  expect(reply.ok(), `${init.method ?? 'GET'} ${url}`).toBe(true);
  return ((await reply.json()) as { return: T }).return;
};

/** A bookable store and its first open date and time. */
async function bookableStore(request: APIRequestContext) {
  const stores = await get<{ data: { id: number; slug: string }[] }>(request, '/v2/map/search?page=1', { method: 'POST', data: { joy_booking: true } });
  const store = stores.data[0];
  const dates = await get<Record<string, string[]>>(request, `/v2/store/can-order-date/${store.id}`);
  const [date, times] = Object.entries(dates).find(([, t]) => t.length > 0) as [string, string[]];
  return { store, date, time: times[0] };
}

const reportDir = path.join(__dirname, '../../../test-results');

// Each test keeps its findings in its own file, so a worker restarted after a failing test
// loses none of the earlier ones; the report is rebuilt from all of them.
test.afterEach(() => {
  const testInfo = test.info();
  const dir = path.join(reportDir, 'a11y');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${testInfo.title.replace(/[^\w]+/g, '-').slice(0, 80)}.json`), JSON.stringify(results.splice(0), null, 2));
});

test.afterAll(() => {
  const dir = path.join(reportDir, 'a11y');
  const all = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as RouteResult[])
    .sort((x, y) => (x.as === y.as ? 0 : x.as === 'visitor' ? -1 : 1));
  writeFileSync(path.join(reportDir, 'a11y.json'), JSON.stringify(all, null, 2));
  const impacts = ['critical', 'serious', 'moderate', 'minor'];
  const count = (impact: string) => all.reduce((n, r) => n + r.findings.filter((f) => f.impact === impact).length, 0);
  const lines = [
    '# Accessibility: axe over every route',
    '',
    `Routes and states checked: ${all.length} (${all.filter((r) => r.as === 'visitor').length} as a visitor, ${all.filter((r) => r.as === 'member').length} logged in). Tags: ${TAGS.join(', ')}.`,
    '',
    '| impact | rules violated (route × rule) |',
    '| --- | --- |',
    ...impacts.map((i) => `| ${i} | ${count(i)} |`),
    '',
    '| route | as | violations |',
    '| --- | --- | --- |',
    ...all.map((r) => `| \`${r.route}\` | ${r.as} | ${r.findings.map((f) => `${f.impact} ${f.id} (${f.nodes})`).join('; ') || 'none'} |`),
    '',
  ];
  writeFileSync(path.join(reportDir, 'a11y.md'), lines.join('\n'));
});

// The trace would hold axe's injected source once per page; the report below is the record.
test.use({ trace: 'off' });

/** Time enough for a slow, shared machine: a page load and an axe run each take seconds there. */
const budget = (routes: number) => test.setTimeout(30_000 + routes * 15_000);

test('the discovery and booking routes pass axe for a visitor, with the login and filter dialogs open', async ({ page, request }) => {
  const { store, date, time } = await bookableStore(request);
  const articles = await get<{ data: { id: number }[] }>(request, '/v2/article/new?limit=1&page=1');
  const guest = await get<{ order_id: number; slug: string; public_id: string }>(request, '/v2/order', {
    method: 'POST',
    data: { store_id: store.id, date, time, adult_num: 2, child_num: 0, name: '黃心怡', gender: 2, email: 'hsin@example.tw', phone: '0933123987' },
  });
  const routes = [
    '/store',
    `/store/${store.id}`,
    // An availability search: every card with its free-time buttons.
    `/store?date=${date}&time=19:00&total_people=2`,
    '/search',
    '/leaderboard',
    '/article',
    `/article/${articles.data[0].id}`,
    `/booking?id=${store.id}`,
    `/booking-result/${guest.public_id}`,
    `/reservation-success?slug=${guest.slug}&orderId=${guest.order_id}`,
  ];
  budget(routes.length + 4);

  // The home page, then its login dialog opened from the navbar.
  await visit(page, '/', 'visitor');
  await page.getByRole('banner').getByRole('button', { name: '登入 / 註冊' }).click();
  await expect(page.getByRole('dialog', { name: '登入帳號' })).toBeVisible();
  await audit(page, '/ (login dialog open)', 'visitor');

  // The store list, then its filter dialog.
  await visit(page, routes[0], 'visitor');
  await page.getByRole('button', { name: /^篩選/ }).click();
  await expect(page.getByRole('dialog', { name: '篩選條件' })).toBeVisible();
  await audit(page, '/store (filter dialog open)', 'visitor');

  // The store list as a map, its pins drawn and one store's card open.
  await page.goto('/store?view=map');
  const map = page.getByRole('region', { name: '餐廳地圖' });
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  await settle(page);
  await audit(page, '/store?view=map', 'visitor');
  const pin = map.locator('.joy-store-pin');
  for (let i = 0; i < 6 && (await pin.count()) === 0; i++) {
    await map.locator('.joy-map-cluster').first().click();
    await page.waitForTimeout(400);
  }
  await pin.first().click();
  await expect(page.getByTestId('results-map-card')).toBeVisible();
  await audit(page, '/store?view=map (a store\'s card open)', 'visitor');

  for (const route of routes.slice(1)) await visit(page, route, 'visitor');
});

test('the sign-up, password and app-login routes pass axe for a visitor', async ({ page }) => {
  const routes = [
    '/sign-up',
    '/quick-sign-up',
    '/request-password-reset',
    '/setting-password?code=123456&phone=0912345678',
    '/social-signup?type=google',
    '/authorize',
    '/authorize/sign-up',
    '/authorize/setting-password?code=123456&phone=0912345678',
    '/authorize/social-signup?type=google',
    '/authorize/request-password-reset',
  ];
  budget(routes.length);
  // The social sign-up pages show their form to someone a social login sent there.
  await page.addInitScript(() => {
    const session = { provider: 'google', socialId: 'a11y-google-id', idToken: 'local', email: 'a11y@example.tw', name: '社群訪客', savedAt: Date.now() };
    sessionStorage.setItem('joy:social-session', JSON.stringify(session));
  });
  for (const route of routes) await visit(page, route, 'visitor');
});

test('the help centre, partner, contact and download routes and the error page pass axe for a visitor', async ({ page }) => {
  const routes = ['/partner', '/cooperation', '/contact', '/download', ...HELP, '/no-such-page'];
  budget(routes.length);
  for (const route of routes) await visit(page, route, 'visitor');
});

test.describe('logged in', () => {
  // One member and one logged-in page for every member route.
  let page: Page;
  let ids: { orderId: number; payLogId: number; paySlug: string; newsId: number | null };

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(60_000);
    page = await (await browser.newContext()).newPage();
    const member = await registerAndLogIn(page, '許安和');
    const auth = { Authorization: `Bearer ${member.token}` };
    const { store, date, time } = await bookableStore(page.request);
    // A booking the store has completed (so it can be reviewed) and a payment at the counter.
    const order = await get<{ order_id: number }>(page.request, '/v2/order', { method: 'POST', headers: auth, data: { store_id: store.id, date, time, adult_num: 2, child_num: 0 } });
    for (const step of ['confirm', 'seat', 'complete']) expect(await partnerCall(page, store.id, 'POST', `/partner/v1/orders/${order.order_id}/${step}`)).toBe(200);
    const { pay_code } = await get<{ pay_code: string }>(page.request, '/v2/member/coin', { method: 'POST', headers: auth, data: {} });
    const payStores = await get<{ data: { id: number }[] }>(page.request, '/v2/map/search?page=1', { method: 'POST', data: { joy_pay: true } });
    const payment = JSON.stringify({ member_code: pay_code, amount: 1200, coins: 0, idempotency_key: `a11y-${Date.now()}` });
    expect(await partnerCall(page, payStores.data[0].id, 'POST', '/partner/v1/payments', payment)).toBe(200);
    const payLogs = await get<{ data: { id: number; store: { slug: string } }[] }>(page.request, '/v2/pay-log?page=1', { method: 'POST', headers: auth, data: {} });
    const news = await get<{ data: { id: number }[] }>(page.request, '/v2/news/list?page=1', { method: 'POST', data: {} });
    ids = { orderId: order.order_id, payLogId: payLogs.data[0].id, paySlug: payLogs.data[0].store.slug, newsId: news.data[0]?.id ?? null };
  });

  test.afterAll(async () => {
    await page?.context().close();
  });

  test('every member route passes axe, with the notification drawer open', async () => {
    const routes = [
      '/member/myaccount',
      '/member/history',
      `/member/history/${ids.orderId}`,
      '/member/history/payment-record',
      `/member/history/payment-record/${ids.payLogId}`,
      '/member/mycollections',
      '/member/rewards',
      '/member/news',
      ...(ids.newsId ? [`/member/news/${ids.newsId}`] : []),
      '/member/invitationCode',
      '/member/coupon',
      '/member/redeem',
      '/member/withdrawal',
      '/member/comments',
      '/member/no-shows',
      '/member/settings',
      '/member/settings/avatar',
      `/leave-comment?id=${ids.orderId}&type=order`,
      `/leave-comment?slug=${ids.paySlug}&type=payment&payId=${ids.payLogId}`,
    ];
    budget(routes.length + 2);
    // The member home, then the notification drawer opened from the bell.
    await visit(page, '/member', 'member');
    await page.getByRole('button', { name: /^通知/ }).click();
    await expect(page.getByRole('dialog', { name: '通知' })).toBeVisible();
    await audit(page, '/member (notification drawer open)', 'member');
    for (const route of routes) await visit(page, route, 'member');
  });

  test('every dealer route passes axe', async () => {
    const routes = ['/member/angelPlan', '/member/dealer', '/member/join-angel', '/member/organize', '/member/contract-request', '/member/point-withdrawal', '/member/recommend-withdrawal', '/member/withdrawal-record', '/member/recommend'];
    budget(routes.length);
    for (const route of routes) await visit(page, route, 'member');
  });
});
