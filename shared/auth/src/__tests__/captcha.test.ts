import type { ApiClient, CaptchaChallenge } from '@joy/contract';

type GetCaptchaToken = (client: ApiClient) => Promise<string>;

const RECAPTCHA = 'https://www.google.com/recaptcha/api.js?render=explicit&hl=zh-TW';

/** The modules afresh (the loaded script and the rendered widget last for the page's life), the widget's too when it is fetched later. */
function freshCaptcha(): GetCaptchaToken {
  jest.resetModules();
  return jest.requireActual<{ getCaptchaToken: GetCaptchaToken }>('../captcha').getCaptchaToken;
}

const clientAnswering = (challenge: CaptchaChallenge) => ({ call: jest.fn(async () => challenge) }) as unknown as ApiClient;

/** A stand-in for reCAPTCHA's `grecaptcha`: each execute answers the widget's callback with the next token. */
function fakeGrecaptcha(tokens: string[]) {
  const widgets: Array<{ callback: (token: string) => void; 'error-callback': () => void }> = [];
  const g = {
    ready: jest.fn((callback: () => void) => callback()),
    render: jest.fn((_holder: HTMLElement, options: (typeof widgets)[number]) => widgets.push(options) - 1),
    reset: jest.fn(),
    execute: jest.fn((id: number) => {
      const token = tokens.shift();
      setTimeout(() => (token ? widgets[id].callback(token) : widgets[id]['error-callback']()), 0);
    }),
  };
  return g;
}

const scriptTag = (src: string) => document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);

/** The browser fetched the script: the API appears, then the load event. */
async function scriptLoads(src: string, g: object) {
  for (let i = 0; i < 50 && !scriptTag(src); i += 1) await new Promise((r) => setTimeout(r, 0));
  expect(scriptTag(src)).not.toBeNull();
  Object.assign(window, { grecaptcha: g });
  scriptTag(src)?.dispatchEvent(new Event('load'));
}

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete (window as { grecaptcha?: unknown }).grecaptcha;
});

describe('captcha on the client', () => {
  it('answers nothing and loads nothing when captcha is off', async () => {
    const getCaptchaToken = freshCaptcha();
    expect(await getCaptchaToken(clientAnswering({ provider: 'off', site_key: null, token: null, script_url: null }))).toBe('');
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('loads reCAPTCHA from the challenge’s URL on the first answer, renders one invisible widget with its badge inline in a hidden holder, and answers with the callback’s token', async () => {
    const getCaptchaToken = freshCaptcha();
    const client = clientAnswering({ provider: 'recaptcha', site_key: '6Lc-site', token: null, script_url: RECAPTCHA });
    expect(document.head.querySelector('script')).toBeNull();
    const g = fakeGrecaptcha(['answer-1', 'answer-2']);
    const first = getCaptchaToken(client);
    await scriptLoads(RECAPTCHA, g);
    expect(await first).toBe('answer-1');
    expect(g.render).toHaveBeenCalledWith(expect.any(HTMLDivElement), expect.objectContaining({ sitekey: '6Lc-site', size: 'invisible', badge: 'inline' }));
    const holder = g.render.mock.calls[0][0] as HTMLDivElement;
    expect(holder.isConnected).toBe(true);
    // §7 hidden badge: out of sight, but not display: none.
    expect(holder.style.visibility).toBe('hidden');
    expect(holder.style.display).not.toBe('none');
    expect(g.execute).toHaveBeenCalledWith(0);

    // A token is single-use: the next answer resets the same widget and executes it again.
    expect(await getCaptchaToken(client)).toBe('answer-2');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(g.render).toHaveBeenCalledTimes(1);
    expect(g.reset).toHaveBeenCalledTimes(2);
    expect(g.execute).toHaveBeenCalledTimes(2);
  });

  it('runs the local provider through the same widget path, from the API’s imitation of the script', async () => {
    const getCaptchaToken = freshCaptcha();
    const g = fakeGrecaptcha(['local-signed-token']);
    const answer = getCaptchaToken(clientAnswering({ provider: 'local', site_key: 'joy-local-captcha', token: 'ignored-by-the-widget-path', script_url: '/dev/captcha/api.js' }));
    await scriptLoads('/dev/captcha/api.js', g);
    expect(await answer).toBe('local-signed-token');
    expect(g.render).toHaveBeenCalledWith(expect.any(HTMLDivElement), expect.objectContaining({ sitekey: 'joy-local-captcha', size: 'invisible', badge: 'inline' }));
  });

  it('fails the answer when the widget reports an error or the script cannot load, and loads it afresh next time', async () => {
    const getCaptchaToken = freshCaptcha();
    const client = clientAnswering({ provider: 'recaptcha', site_key: 'k', token: null, script_url: RECAPTCHA });
    const failed = getCaptchaToken(client);
    for (let i = 0; i < 50 && !scriptTag(RECAPTCHA); i += 1) await new Promise((r) => setTimeout(r, 0));
    scriptTag(RECAPTCHA)?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('reCAPTCHA unavailable');
    expect(scriptTag(RECAPTCHA)).toBeNull();

    const g = fakeGrecaptcha([]);
    const refused = getCaptchaToken(client);
    await scriptLoads(RECAPTCHA, g);
    await expect(refused).rejects.toThrow('reCAPTCHA failed');
  });
});
