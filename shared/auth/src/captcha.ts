/**
 * Captcha v2 invisible on the client (§7), one code path whatever the provider but off: the
 * challenge names the widget's script — Google's reCAPTCHA api.js, or with the local provider
 * the API's imitation of its `grecaptcha` surface — loaded by the first form that needs an
 * answer, never with the page. One widget is rendered with its badge inline in a holder kept
 * hidden (§7's hidden badge, hidden with visibility as Google's FAQ shows; the forms show the
 * notice Google asks for instead), and each answer is reset + execute, the token arriving in
 * the widget's callback.
 */
import { endpoints } from '@joy/contract';
import type { ApiClient } from '@joy/contract';

interface Grecaptcha {
  ready(callback: () => void): void;
  render(holder: HTMLElement, options: { sitekey: string; size: 'invisible'; badge: 'inline'; callback: (token: string) => void; 'error-callback': () => void }): number;
  execute(id: number): void;
  reset(id: number): void;
}

let widget: Promise<[Grecaptcha, number]> | null = null;
let answer: (token: string) => void = () => undefined;
let queue: Promise<unknown> = Promise.resolve();

/** The widget, its script loaded once (an API already on the page is used as it is); a failed load is forgotten. */
function render(src: string, sitekey: string): Promise<[Grecaptcha, number]> {
  widget ??= new Promise<[Grecaptcha, number]>((resolve, reject) => {
    const tag = document.createElement('script');
    const ready = () => {
      const g = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (!g) return reject(new Error('reCAPTCHA unavailable'));
      g.ready(() => {
        const holder = document.body.appendChild(document.createElement('div'));
        holder.style.cssText = 'position:absolute;visibility:hidden';
        resolve([g, g.render(holder, { sitekey, size: 'invisible', badge: 'inline', callback: (token) => answer(token), 'error-callback': () => answer('') })]);
      });
    };
    if ('grecaptcha' in window) return ready();
    tag.src = src;
    tag.async = true;
    tag.onload = ready;
    tag.onerror = () => {
      tag.remove();
      reject(new Error('reCAPTCHA unavailable'));
    };
    document.head.appendChild(tag);
  }).catch((error: unknown) => {
    widget = null;
    throw error;
  });
  return widget;
}

/** A token for the `captcha` field of the public forms, or '' when captcha is off. One answer at a time: a token is single-use. */
export async function getCaptchaToken(client: ApiClient): Promise<string> {
  const { provider, site_key: siteKey, script_url: scriptUrl } = await client.call(endpoints.captcha);
  if (provider === 'off' || !siteKey || !scriptUrl) return '';
  const next = queue.then(async () => {
    const [g, id] = await render(scriptUrl, siteKey);
    const token = await new Promise<string>((resolve) => {
      answer = resolve;
      g.reset(id);
      g.execute(id);
    });
    if (!token) throw new Error('reCAPTCHA failed');
    return token;
  });
  queue = next.catch(() => undefined);
  return next;
}
