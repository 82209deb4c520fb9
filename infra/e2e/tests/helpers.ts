import { expect, type Page } from '@playwright/test';

/** Counts full document loads, so a test can prove navigation stayed client-side. */
export async function trackDocumentLoads(page: Page): Promise<() => number> {
  let loads = 0;
  // A new document only: 'framenavigated' also fires for the router's same-document history
  // changes, which the live shell may make after the page has loaded.
  page.on('domcontentloaded', () => {
    loads++;
  });
  return () => loads;
}

/**
 * Opens a page and waits until it is live: the server-rendered frame, and the remote's first
 * view in it, stay inert until the browser has taken them over, and Playwright's `fill` types
 * into inert fields, where React does not see it (the field shows the text, the form's state
 * stays empty).
 */
export async function gotoLive(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('#shell[inert], #shell [data-first-view]')).toHaveCount(0);
}

export async function expectRemoteMounted(page: Page, name: string) {
  await expect(page.locator(`[data-remote-root="${name}"]`)).toBeVisible();
}

/** A fresh 09 phone per run so the per-phone code limits never collide. */
export const newPhone = () => `09${String(Date.now()).slice(-8)}`;

/** The verification code the development SMS outbox holds for a phone. */
export async function codeFor(page: Page, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await page.request.get(`/dev/sms-outbox?phone=${phone}`);
      const { messages } = (await res.json()) as { messages: { body: string }[] };
      code = /\d{6}/.exec(messages[0]?.body ?? '')?.[0] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

export interface Registered {
  token: string;
  member: { id: number; name: string };
}

/** A member made through the API (send code, verify, register) with the password `secret1`. */
export async function registerMember(page: Page, name: string): Promise<Registered & { phone: string }> {
  const phone = newPhone();
  await page.request.post('/v2/oauth/verify/send', { data: { phone } });
  const code = await codeFor(page, phone);
  expect((await page.request.post('/v2/oauth/verify', { data: { phone, code } })).ok()).toBe(true);
  const reply = await page.request.post('/v2/oauth/register', { data: { phone, code, name, password: 'secret1', password_confirmation: 'secret1' } });
  expect(reply.ok()).toBe(true);
  const { return: login } = (await reply.json()) as { return: Registered };
  return { ...login, phone };
}

/** A member made through the API, then logged in on the page's storage. */
export async function registerAndLogIn(page: Page, name: string): Promise<Registered> {
  const { phone: _phone, ...login } = await registerMember(page, name);
  await page.addInitScript((l) => {
    localStorage.setItem('token', l.token);
    localStorage.setItem('member', JSON.stringify(l.member));
  }, login);
  return login;
}

/** A signed partner API call with a seeded store's development credential (README). */
export async function partnerCall(page: Page, storeId: number, method: 'GET' | 'POST' | 'PUT', path: string, body = ''): Promise<number> {
  return (await partnerFetch(page, storeId, method, path, body)).status();
}

/** The same signed partner call, answering the whole response (to read its JSON). */
export async function partnerFetch(page: Page, storeId: number, method: 'GET' | 'POST' | 'PUT', path: string, body = '') {
  const crypto = await import('node:crypto');
  const ts = String(Math.floor(Date.now() / 1000));
  const hash = crypto.createHash('sha256').update(body).digest('hex');
  const signature = crypto.createHmac('sha256', `joy-dev-partner-secret-${storeId}`).update(`${ts}\n${method}\n${path}\n${hash}`).digest('hex');
  const res = await page.request.fetch(path, {
    method,
    data: body || undefined,
    headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), 'X-Joy-Key': `dev-store-${storeId}`, 'X-Joy-Timestamp': ts, 'X-Joy-Signature': signature },
  });
  return res;
}
