import { expect, test, type Page } from '@playwright/test';
import { gotoLive, partnerCall, registerAndLogIn } from './helpers';

/**
 * Web security in Chromium: stored script in every user text field that pages show (comment
 * title and body, booking note and dietary note, member profile text, the contact form) stays
 * text — no script runs, no dialog opens, no element of the payload exists, and the page
 * raises no Content-Security-Policy violation (so the CSP fits the remotes, and nothing was
 * injected for it to block); the headers of pages and uploads; no framing by other sites;
 * login and code-sending brute force refused.
 */

const XSS = {
  title: '<img src=x onerror="window.__xss=1">資安測試',
  body: '<script>window.__xss=2</script><svg onload="window.__xss=3"></svg>\n<a href="javascript:window.__xss=4">點我</a>',
  note: '<iframe srcdoc="<script>parent.__xss=5</script>"></iframe>\n{{constructor.constructor(\'window.__xss=6\')()}}',
  /** The booking's free-text dietary note (the occasion is one of a fixed list: no free text). */
  dietary: '"><img src=x onerror=alert(7)>',
  summary: '</textarea><script>window.__xss=8</script>',
  contact: '<details open ontoggle="window.__xss=9">',
};

/** Records script that ran (the trap), dialogs and CSP violations of every page loaded in this test. */
async function watch(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[]; __xss?: unknown };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
    const trap = (name: string) => () => {
      w.__xss = name;
    };
    window.alert = trap('alert');
    window.confirm = trap('confirm') as unknown as typeof window.confirm;
    window.prompt = trap('prompt') as unknown as typeof window.prompt;
  });
  return { dialogs };
}

async function expectInert(page: Page, dialogs: string[]) {
  const state = await page.evaluate(() => {
    const w = window as unknown as { __violations: string[]; __xss?: unknown };
    return { xss: w.__xss ?? null, violations: w.__violations };
  });
  expect(state).toEqual({ xss: null, violations: [] });
  expect(dialogs).toEqual([]);
  await expect(page.locator('img[src="x"], iframe[srcdoc], svg[onload], details[ontoggle], a[href^="javascript:"], [onerror]')).toHaveCount(0);
}

interface Booked {
  order_id: number;
  slug: string;
  public_id: string;
}

async function bookableStore(page: Page): Promise<{ id: number; date: string; time: string }> {
  const search = (await (await page.request.post('/v2/map/search?page=1', { data: { joy_booking: true } })).json()) as { return: { data: { id: number }[] } };
  for (const { id } of search.return.data) {
    const dates = (await (await page.request.get(`/v2/store/can-order-date/${id}`)).json()) as { return: Record<string, string[]> };
    const open = Object.entries(dates.return).find(([, times]) => times.length);
    if (open) return { id, date: open[0], time: open[1][0] };
  }
  throw new Error('no bookable store');
}

test('stored script in every user text field renders as inert text on the pages that show it', async ({ page }) => {
  test.setTimeout(120_000);
  const { dialogs } = await watch(page);
  const login = await registerAndLogIn(page, '周以樂');
  const auth = { Authorization: `Bearer ${login.token}` };
  const store = await bookableStore(page);
  const booking = { store_id: store.id, date: store.date, time: store.time, adult_num: 2, child_num: 0 };

  const mine = (await (await page.request.post('/v2/order', { headers: auth, data: { ...booking, note: XSS.note, dietary_note: XSS.dietary } })).json()) as { return: Booked };
  const orderId = mine.return.order_id;
  const guest = (await (await page.request.post('/v2/order', { data: { ...booking, dietary_note: XSS.dietary, name: '陳小華', gender: 2, email: 'guest@example.tw', phone: '0922333444' } })).json()) as { return: Booked };
  for (const move of ['confirm', 'seat', 'complete']) expect(await partnerCall(page, store.id, 'POST', `/partner/v1/orders/${orderId}/${move}`)).toBe(200);
  const comment = await page.request.post('/v2/order/comment', {
    headers: auth,
    multipart: { id: String(orderId), name: '周以樂', title: XSS.title, body: XSS.body, score: '5', sub_score: '5,4,4,5' },
  });
  expect(comment.status()).toBe(200);
  const profile = await page.request.post('/v2/member?_method=PUT', { headers: auth, multipart: { summary: XSS.summary, address: XSS.contact } });
  expect(profile.status()).toBe(200);
  // A name cannot carry markup at all (§5: no symbols).
  const badName = await page.request.post('/v2/member?_method=PUT', { headers: auth, multipart: { name: '<b onmouseover=alert(1)>周</b>' } });
  expect(badName.status()).toBe(422);

  // The store's comments tab
  await page.goto(`/store/${store.id}`);
  await page.getByRole('tab', { name: /評論/ }).click();
  const item = page.getByRole('listitem').filter({ hasText: XSS.title });
  await expect(item).toBeVisible();
  await expect(item).toContainText('<script>window.__xss=2</script>');
  await expectInert(page, dialogs);

  // The guest's booking result and the member's confirmation
  await page.goto(`/booking-result/${guest.return.public_id}`);
  await expect(page.getByText(XSS.dietary)).toBeVisible();
  await expectInert(page, dialogs);
  await page.goto(`/reservation-success?slug=${mine.return.slug}&orderId=${orderId}`);
  // The order is completed by now: the success page speaks its current status (status words of 7).
  await expect(page.getByRole('heading', { name: '感謝您的光臨' })).toBeVisible();
  await expectInert(page, dialogs);

  // Member pages: the order (note with its line break, dietary note), my comments, the profile form
  await page.goto(`/member/history/${orderId}`);
  await expect(page.getByText('<iframe srcdoc="<script>parent.__xss=5</script>"></iframe>')).toBeVisible();
  await expect(page.getByText(XSS.dietary)).toBeVisible();
  await expectInert(page, dialogs);
  await page.goto('/member/comments');
  await expect(page.getByText(XSS.title)).toBeVisible();
  await expectInert(page, dialogs);
  await page.goto('/member/settings');
  await expect(page.getByLabel(/自我介紹|簡介/)).toHaveValue(XSS.summary);
  await expect(page.getByLabel('地址')).toHaveValue(XSS.contact);
  await expectInert(page, dialogs);
  await page.goto('/member');
  await expect(page.getByRole('heading', { name: '周以樂，歡迎回來' })).toBeVisible();
  await expectInert(page, dialogs);
});

test('the contact form takes script as text and the confirmation page stays inert', async ({ page }) => {
  const { dialogs } = await watch(page);
  await gotoLive(page, '/contact');
  await page.getByLabel('姓名').fill('王小明');
  await page.getByLabel('電子信箱').fill('ming@example.tw');
  await page.getByLabel('主旨').fill(XSS.title);
  await page.getByLabel('內容').fill(`${XSS.contact}${XSS.body}`);
  await page.getByRole('button', { name: /送出/ }).click();
  await expect(page.getByText('已送出申請').first()).toBeVisible();
  await expectInert(page, dialogs);
});

test('pages, the API and uploads carry the security headers; another site cannot frame the site', async ({ page, request }) => {
  const home = await page.goto('/');
  const headers = home?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['content-security-policy']).toContain("connect-src 'self'");
  expect(headers['content-security-policy']).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
  expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'x-frame-options': 'SAMEORIGIN' });
  // Plain HTTP here: no HSTS (it is sent over TLS only).
  expect(headers['strict-transport-security']).toBeUndefined();

  const api = await request.get('/v2/carousel');
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  const logo = ((await api.json()) as { return: { image: string }[] }).return[0].image;
  const upload = await request.get(logo);
  expect(upload.status()).toBe(200);
  expect(upload.headers()['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
  expect(upload.headers()['x-content-type-options']).toBe('nosniff');

  // A page of another origin (an opaque about:blank here) framing the site gets Chromium's
  // error page in the frame, not the site (frame-ancestors 'self', X-Frame-Options).
  const site = new URL('/', page.url()).href;
  await page.goto('about:blank');
  await page.setContent(`<iframe src="${site}" width="600" height="400"></iframe>`);
  await expect.poll(() => page.frames().find((f) => f !== page.mainFrame())?.url()).toMatch(/^chrome-error:/);
});

test('the remotes run under the CSP without a single violation', async ({ page }) => {
  test.setTimeout(90_000);
  const { dialogs } = await watch(page);
  await registerAndLogIn(page, '林小安');
  const store = await bookableStore(page);
  for (const [path, remote] of [
    ['/', 'discovery'],
    [`/store/${store.id}`, 'discovery'],
    ['/search', 'discovery'],
    [`/booking?id=${store.id}`, 'booking'],
    ['/member', 'member'],
    ['/member/rewards', 'member'],
    ['/member/angelPlan', 'dealer'],
    ['/help', 'help'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator(`[data-remote-root="${remote}"]`)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectInert(page, dialogs);
  }
});

test('brute force is slowed, not a lock-out: after 5 wrong passwords of a phone the next try within the delay and a second code within a minute get 429', async ({ request }) => {
  const phone = `09${String(Date.now() + 7).slice(-8)}`;
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) statuses.push((await request.post('/v2/oauth/login', { data: { phone, password: `guess-${i}` } })).status());
  expect(statuses).toEqual([...Array(5).fill(422), 429]);
  // Once the delay (1 s after the 5th failure) has passed, the phone is judged again.
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  expect((await request.post('/v2/oauth/login', { data: { phone, password: 'guess-again' } })).status()).toBe(422);
  const codePhone = `09${String(Date.now() + 9).slice(-8)}`;
  expect((await request.post('/v2/oauth/verify/send', { data: { phone: codePhone } })).status()).toBe(200);
  const again = await request.post('/v2/auth/verify/send', { data: { phone: codePhone } });
  expect(again.status()).toBe(429);
  expect(await again.json()).toMatchObject({ code: 0, status: 429, msg: '請求過於頻繁，請稍後再試' });
});
