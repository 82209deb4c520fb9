import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import type { CaptchaChallenge, Envelope } from '@joy/contract';
import { eachDatabase, json } from '../../helpers/app';
import { newPhone, post } from '../../helpers/accounts';
import { localCaptcha, recaptcha, RECAPTCHA_VERIFY_URL } from '../../../src/adapters/captcha';
import { ConfigError, loadConfig } from '../../../src/config/env';

type Errors = Envelope<{ errors: Record<string, string> }>;
const contact = (captcha?: string) => ({ name: '王小明', email: 'ming@example.com', title: '詢問', content: '請問營業時間', ...(captcha === undefined ? {} : { captcha }) });
const cooperation = (captcha: string) => ({ company: '好食光', name: '林美華', email: 'mei@example.com', phone: '0987654321', content: '合作', captcha });

eachDatabase('captcha off (default)', (ctx) => {
  it('GET /v2/captcha says no captcha is needed', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v2/captcha' });
    expect(json<Envelope<CaptchaChallenge>>(res).return).toEqual({ provider: 'off', site_key: null, token: null, script_url: null });
    expect((await ctx.app.inject({ method: 'GET', url: '/dev/captcha/api.js' })).statusCode).toBe(404);
  });

  it('accepts the forms without a captcha answer', async () => {
    expect((await post(ctx, '/v2/web-user-response', contact())).statusCode).toBe(200);
  });
}, { pgliteOnly: true });

eachDatabase('captcha local', (ctx) => {
  const challenge = async () => json<Envelope<CaptchaChallenge>>(await ctx.app.inject({ method: 'GET', url: '/v2/captcha' })).return;

  it('names the local widget to load and issues a signed token, accepted once on the contact form', async () => {
    const c = await challenge();
    expect(c).toMatchObject({ provider: 'local', site_key: 'joy-local-captcha', script_url: '/dev/captcha/api.js' });
    expect(c.token).toMatch(/^[\w-]+\.\d+\.[\w-]+$/);
    expect((await post(ctx, '/v2/web-user-response', contact(c.token as string))).statusCode).toBe(200);
    const reused = await post(ctx, '/v2/web-user-response', contact(c.token as string));
    expect(reused.statusCode).toBe(422);
    expect(json<Errors>(reused).return.errors).toEqual({ captcha: '驗證失敗，請再次確認' });
  });

  it('refuses a missing, forged or tampered token', async () => {
    for (const answer of ['', 'nonsense', `${crypto.randomBytes(8).toString('hex')}.${Date.now() + 60_000}.${'A'.repeat(43)}`]) {
      const res = await post(ctx, '/v2/cooperation', cooperation(answer));
      expect(json<Errors>(res)).toMatchObject({ status: 422, msg: '驗證失敗，請再次確認', return: { errors: { captcha: '驗證失敗，請再次確認' } } });
    }
    const [nonce, , mac] = ((await challenge()).token as string).split('.');
    const later = `${nonce}.${Date.now() + 3_600_000}.${mac}`;
    expect((await post(ctx, '/v2/cooperation', cooperation(later))).statusCode).toBe(422);
  });

  it('refuses an expired token (5 minutes)', async () => {
    const secret = crypto.randomBytes(32);
    const past = localCaptcha(ctx.db, secret, () => Date.now() - 5 * 60_000 - 1000);
    const { token } = await past.challenge();
    expect(await localCaptcha(ctx.db, secret).verify(token as string)).toBe(false);
    const fresh = await localCaptcha(ctx.db, secret).challenge();
    expect(await localCaptcha(ctx.db, secret).verify(fresh.token as string)).toBe(true);
  });

  it('serves a widget with reCAPTCHA’s grecaptcha surface whose answer, a local token, passes the code send once', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/dev/captcha/api.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    // The script as a browser runs it: from its own URL, against a page with a form's holder.
    const holder = { children: [] as Array<{ className: string; textContent: string }>, appendChild(child: { className: string; textContent: string }) { this.children.push(child); } };
    const onloaded = jest.fn();
    const page: Record<string, unknown> = {
      fetch,
      URL,
      setTimeout,
      captchaLoaded: onloaded,
      document: {
        currentScript: { src: `${origin}/dev/captcha/api.js?onload=captchaLoaded&render=explicit` },
        getElementById: () => holder,
        createElement: () => ({ className: '', textContent: '', setAttribute() {} }),
      },
    };
    page.window = page;
    vm.runInNewContext(res.body, page);
    expect(onloaded).toHaveBeenCalled();
    const grecaptcha = page.grecaptcha as { ready(cb: () => void): void; render(h: unknown, o: object): number; execute(id: number): void; reset(id: number): void; getResponse(id: number): string };
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    expect(() => grecaptcha.render(holder, { size: 'invisible' })).toThrow('sitekey');
    let id = -1;
    const token = await new Promise<string>((resolve, reject) => {
      id = grecaptcha.render(holder, { sitekey: 'joy-local-captcha', size: 'invisible', badge: 'inline', callback: resolve, 'error-callback': reject });
      grecaptcha.execute(id);
    });
    expect(holder.children[0]).toMatchObject({ className: 'grecaptcha-badge' });
    expect(grecaptcha.getResponse(id)).toBe(token);
    grecaptcha.reset(id);
    expect(grecaptcha.getResponse(id)).toBe('');

    const phone = newPhone();
    expect((await post(ctx, '/v2/oauth/verify/send', { phone, captcha: token })).statusCode).toBe(200);
    const again = await post(ctx, '/v2/oauth/verify/send', { phone: newPhone(), captcha: token });
    expect(json<Errors>(again).return.errors).toEqual({ captcha: '驗證失敗，請再次確認' });
  });

  it('guards the verification-code send and registration', async () => {
    const phone = newPhone();
    const refused = await post(ctx, '/v2/oauth/verify/send', { phone });
    expect(json<Errors>(refused).return.errors).toEqual({ captcha: '驗證失敗，請再次確認' });
    const sent = await post(ctx, '/v2/oauth/verify/send', { phone, captcha: (await challenge()).token });
    expect(sent.statusCode).toBe(200);
    const reg = await post(ctx, '/v2/auth/register', { phone, name: '王小明', password: 'secret123', password_confirmation: 'secret123', code: '123456' });
    expect(json<Errors>(reg).return.errors).toEqual({ captcha: '驗證失敗，請再次確認' });
  });
}, { pgliteOnly: true, env: { CAPTCHA_PROVIDER: 'local' } });

describe('captcha recaptcha', () => {
  const reply = (body: unknown, status = 200) => jest.fn(async () => new Response(JSON.stringify(body), { status }));

  it('needs the secret and the site key', () => {
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(ConfigError);
    try {
      loadConfig({ CAPTCHA_PROVIDER: 'recaptcha' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'RECAPTCHA_SECRET is required when CAPTCHA_PROVIDER=recaptcha',
        'RECAPTCHA_SITE_KEY is required when CAPTCHA_PROVIDER=recaptcha',
      ]);
    }
    expect(loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'k' }).captcha).toEqual({
      provider: 'recaptcha',
      secret: 's',
      siteKey: 'k',
      scriptUrl: 'https://www.google.com/recaptcha/api.js?render=explicit&hl=zh-TW',
      verifyUrl: RECAPTCHA_VERIFY_URL,
    });
  });

  it('refuses to start in production without reCAPTCHA and its keys', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ NODE_ENV: 'production', ...env });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    for (const provider of ['off', 'local']) expect(problems({ CAPTCHA_PROVIDER: provider })).toContainEqual(expect.stringMatching(new RegExp(`^CAPTCHA_PROVIDER=${provider} stops no script`)));
    expect(problems({})).toContainEqual(expect.stringMatching(/^CAPTCHA_PROVIDER=off stops no script/));
    expect(problems({ CAPTCHA_PROVIDER: 'recaptcha' })).toEqual(
      expect.arrayContaining(['RECAPTCHA_SECRET is required when CAPTCHA_PROVIDER=recaptcha', 'RECAPTCHA_SITE_KEY is required when CAPTCHA_PROVIDER=recaptcha']),
    );
  });

  it('hands out the site key and asks Google with the secret, answer and address', async () => {
    const fetchImpl = reply({ success: true });
    const verifier = recaptcha('the-secret', 'site-key', fetchImpl as unknown as typeof fetch);
    expect(await verifier.challenge()).toEqual({ provider: 'recaptcha', site_key: 'site-key', token: null, script_url: 'https://www.google.com/recaptcha/api.js?render=explicit&hl=zh-TW' });
    expect(await verifier.verify('answer', '1.2.3.4')).toBe(true);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(RECAPTCHA_VERIFY_URL);
    expect(String(init.body)).toBe('secret=the-secret&response=answer&remoteip=1.2.3.4');
  });

  it('refuses a failed, empty or unreachable verification', async () => {
    expect(await recaptcha('s', 'k', reply({ success: false }) as unknown as typeof fetch).verify('x')).toBe(false);
    expect(await recaptcha('s', 'k', reply({ success: true }, 500) as unknown as typeof fetch).verify('x')).toBe(false);
    const never = jest.fn();
    expect(await recaptcha('s', 'k', never as unknown as typeof fetch).verify('')).toBe(false);
    expect(never).not.toHaveBeenCalled();
    const down = jest.fn(async () => { throw new Error('offline'); });
    expect(await recaptcha('s', 'k', down as unknown as typeof fetch).verify('x')).toBe(false);
  });
});

eachDatabase('captcha recaptcha on the forms', (ctx) => {
  it('refuses the form when Google says no', async () => {
    const spy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ success: false })));
    try {
      const res = await post(ctx, '/v2/web-user-response', contact('g-response'));
      expect(json<Errors>(res).return.errors).toEqual({ captcha: '驗證失敗，請再次確認' });
      spy.mockResolvedValue(new Response(JSON.stringify({ success: true })));
      expect((await post(ctx, '/v2/web-user-response', contact('g-response'))).statusCode).toBe(200);
    } finally {
      spy.mockRestore();
    }
  });
}, { pgliteOnly: true, env: { CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 'secret', RECAPTCHA_SITE_KEY: 'site' } });

describe('captcha recaptcha against a siteverify stand-in (RECAPTCHA_VERIFY_URL, RECAPTCHA_SCRIPT_URL)', () => {
  const asked: URLSearchParams[] = [];
  let server: http.Server;
  // Filled in before the app is built (the outer beforeAll runs first).
  const env: Record<string, string> = {};
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        asked.push(form);
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ success: form.get('secret') === 'stand-in-secret' && form.get('response') === 'human' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    Object.assign(env, {
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SECRET: 'stand-in-secret',
      RECAPTCHA_SITE_KEY: 'stand-in-site',
      RECAPTCHA_VERIFY_URL: `${origin}/recaptcha/api/siteverify`,
      RECAPTCHA_SCRIPT_URL: `${origin}/recaptcha/api.js?render=explicit`,
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  eachDatabase('the API', (ctx) => {
    it('names the configured widget, lets its origin and Google’s widget hosts in through the CSP, and serves no local widget', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/v2/captcha' });
      expect(json<Envelope<CaptchaChallenge>>(res).return).toEqual({ provider: 'recaptcha', site_key: 'stand-in-site', token: null, script_url: env.RECAPTCHA_SCRIPT_URL });
      const csp = String(res.headers['content-security-policy']);
      const origin = new URL(env.RECAPTCHA_SCRIPT_URL).origin;
      expect(csp).toMatch(new RegExp(`script-src [^;]*${origin}[^;]*https://www\\.gstatic\\.com/recaptcha/`));
      expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\/ https:\/\/recaptcha\.google\.com\/recaptcha\//);
      expect((await ctx.app.inject({ method: 'GET', url: '/dev/captcha/api.js' })).statusCode).toBe(404);
    });

    it('checks the answer at the configured siteverify with the secret and the client’s address', async () => {
      const refused = await post(ctx, '/v2/oauth/verify/send', { phone: newPhone(), captcha: 'robot' }, undefined, '198.51.100.7');
      expect(json<Errors>(refused).return.errors).toEqual({ captcha: '驗證失敗，請再次確認' });
      expect((await post(ctx, '/v2/oauth/verify/send', { phone: newPhone(), captcha: 'human' })).statusCode).toBe(200);
      expect(asked[0].get('remoteip')).toBe('198.51.100.7');
      expect(asked.map((form) => form.get('response'))).toEqual(['robot', 'human']);
    });
  }, { pgliteOnly: true, env });
});
