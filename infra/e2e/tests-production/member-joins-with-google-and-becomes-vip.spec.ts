import { expect, test, type Page } from '@playwright/test';
import { readRunSettings, standInUrls, type Recorded } from '../stand-ins/settings';

/**
 * NODE_ENV=production with every outside service at a stand-in that speaks its protocol
 * (playwright.production.config.ts): the site's production code paths, end to end — Google
 * Identity Services and the JWKS, reCAPTCHA's widget and siteverify, Mitake's SmSend, TapPay's
 * TPDirect fields and pay-by-prime, and a tile provider's template with its key.
 */
const settings = readRunSettings();
const urls = standInUrls(settings);

async function recorded(page: Page): Promise<Recorded> {
  return (await (await page.request.get(`${urls.control}/recorded`)).json()) as Recorded;
}

/** What the Content-Security-Policy refused, and uncaught errors. */
function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) problems.push(`csp: ${message.text()}`);
  });
  return problems;
}

test('a diner signs up with Google and a code texted through Mitake, becomes VIP with a card in TapPay’s fields, and sees a store on the tile provider’s map', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const problems = pageProblems(page);
  const phone = `09${String(Date.now()).slice(-8)}`;
  const googleId = `g-production-${Date.now()}`;

  // The site runs as production: the development hooks are gone, the real adapters answer.
  expect((await page.request.get(`/dev/sms-outbox?phone=${phone}`)).status()).toBe(404);
  expect(((await (await page.request.get('/v2/subscription/gateway')).json()) as { return: unknown }).return).toMatchObject({ provider: 'tappay', sdk_url: urls.tapPaySdk, server_type: 'production' });
  expect(((await (await page.request.get('/v2/captcha')).json()) as { return: unknown }).return).toMatchObject({ provider: 'recaptcha', site_key: settings.recaptcha.siteKey, script_url: urls.recaptchaScript });

  // Google: the GIS script from SOCIAL_GOOGLE_SCRIPT_URL, its ID token checked against the JWKS.
  await page.goto('/');
  await page.getByRole('button', { name: '登入 / 註冊' }).click();
  await page.getByRole('dialog', { name: '登入帳號' }).getByRole('button', { name: 'Google', exact: true }).click();
  await expect(page.locator(`script[src="${urls.gisScript}"]`)).toHaveCount(1);
  const chooser = page.getByRole('dialog', { name: /Google 登入/ });
  await chooser.getByLabel('帳號 ID').fill(googleId);
  await chooser.getByLabel('Email').fill('prod@example.tw');
  await chooser.getByLabel('名稱').fill('吳正式');
  await chooser.getByRole('button', { name: '繼續' }).click();
  await expect(page).toHaveURL(/\/social-signup\?type=google/);

  // The code goes out through Mitake's SmSend, after reCAPTCHA's answer passes siteverify.
  await page.getByLabel('手機號碼').fill(phone);
  await page.getByRole('button', { name: '發送驗證碼' }).click();
  let text: Recorded['mitake'][number] | undefined;
  await expect
    .poll(async () => {
      text = (await recorded(page)).mitake.find((request) => request.fields.dstaddr === phone);
      return text?.fields.smbody ?? '';
    })
    .toMatch(/\d{6}/);
  expect(text).toMatchObject({ path: '/api/mtk/SmSend', charset: 'UTF-8', credentialsOk: true });
  expect(text?.fields.response).toMatch(new RegExp(`^${baseURL}/v2/sms/mitake/report/[0-9a-f]{64}$`));
  await page.getByLabel('驗證碼').fill(/\d{6}/.exec(text?.fields.smbody ?? '')?.[0] ?? '');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByLabel('姓名')).toHaveValue('吳正式');
  await page.getByRole('button', { name: '完成註冊' }).click();
  await expect(page.getByText('登入成功')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主選單' }).getByRole('button', { name: '吳正式' })).toBeVisible();

  const afterSignUp = await recorded(page);
  expect(afterSignUp.idTokens).toContainEqual({ provider: 'google', sub: googleId, aud: settings.google.webClientId });
  expect(afterSignUp.jwksFetches).toBeGreaterThan(0);
  expect(afterSignUp.siteverify.length).toBeGreaterThan(0);
  expect(afterSignUp.siteverify.every((call) => call.secretOk && call.success)).toBe(true);

  // VIP: TapPay's fields from TAPPAY_SDK_URL make the prime; the API pays by prime at TAPPAY_API_URL.
  const payBodies: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v2/subscription/pay') payBodies.push(request.postData() ?? '');
  });
  const sdkLoaded = page.waitForResponse((response) => response.url() === urls.tapPaySdk && response.ok());
  await page.goto('/member/angelPlan');
  await page.getByRole('button', { name: '訂閱VIP 月費方案' }).click();
  const terms = page.getByRole('dialog', { name: 'VIP 會員條款' });
  await terms.getByLabel('我已年滿 18 歲').check();
  await terms.getByLabel('我已閱讀並同意 VIP 會員條款').check();
  await terms.getByRole('button', { name: '同意並繼續' }).click();
  const pay = page.getByRole('dialog', { name: '訂閱 VIP 月費方案' });
  await sdkLoaded;
  await pay.getByLabel('信用卡號碼').fill('4000 0000 0000 0002');
  await pay.getByLabel('有效期限（MM/YY）').fill('12/30');
  await pay.getByLabel('安全碼').fill('123');
  await pay.getByRole('button', { name: /確認付款/ }).click();
  await expect(pay.getByRole('alert')).toHaveText('信用卡交易失敗，請改用其他卡片');
  await pay.getByLabel('信用卡號碼').fill('4242 4242 4242 4242');
  await pay.getByRole('button', { name: /確認付款/ }).click();
  await expect(pay).toBeHidden();
  await expect(page.getByRole('heading', { name: /您是 VIP 會員/ })).toBeVisible();
  await expect(page.getByText(/Visa •••• 4242/)).toBeVisible();

  const afterPay = await recorded(page);
  const charges = afterPay.tapPay.filter((call) => call.path === '/tpc/payment/pay-by-prime');
  expect(charges.map((call) => call.status)).toEqual([10003, 0]);
  for (const call of charges) {
    expect(call.apiKeyOk).toBe(true);
    expect(call.body).toMatchObject({ merchant_id: settings.tapPay.merchantId, currency: 'TWD', remember: true, cardholder: { name: '吳正式', phone_number: `+886${phone.slice(1)}` } });
    expect(afterPay.primes).toContain(call.body.prime);
  }
  // Only primes reach the site's API: never the card number.
  expect(payBodies).toHaveLength(2);
  for (const body of payBodies) {
    expect(afterPay.primes).toContain((JSON.parse(body) as { prime: string }).prime);
    expect(body).not.toMatch(/4000000000000002|4242424242424242|4242 4242/);
  }

  // The store map: tiles from MAP_TILE_URL with its key, credited as MAP_TILE_ATTRIBUTION says.
  const search = (await (await page.request.post('/v2/map/search?page=1', { data: {} })).json()) as { return: { data: { id: number; name: string }[] } };
  const store = search.return.data[0];
  const tilePrefix = urls.tiles.slice(0, urls.tiles.indexOf('{z}'));
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(tilePrefix) && response.status() === 200 && response.headers()['content-type'] === 'image/png') loaded.push(response.url());
  });
  await page.goto(`/store/${store.id}`);
  await page.getByRole('tab', { name: '交通' }).click();
  const map = page.getByRole('region', { name: `${store.name}的位置地圖` });
  await expect(map).toBeVisible();
  await expect.poll(() => map.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(3);
  const sources = await map.locator('img.leaflet-tile').evaluateAll((tiles) => tiles.map((tile) => (tile as HTMLImageElement).src));
  const template = new RegExp(`^${tilePrefix.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}\\d+/\\d+/\\d+\\.png\\?key=${settings.tileKey}$`);
  for (const src of sources) expect({ src, fromProvider: template.test(src) }).toEqual({ src, fromProvider: true });
  expect(loaded.length).toBeGreaterThan(3);
  expect((await recorded(page)).tiles.length).toBeGreaterThan(3);
  await expect(map.locator('.leaflet-control-attribution')).toContainText('© 樂享測試圖資');
  await expect(page.getByTestId('store-map-fallback')).toHaveCount(0);

  expect(problems).toEqual([]);
});
