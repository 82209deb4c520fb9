/**
 * Captcha v2 on the client (§7: hidden badge). Asks the API which provider is on: none
 * (local development), the local signed token, or Google reCAPTCHA v2 invisible, whose
 * script is loaded only when a form is sent.
 */
import { endpoints } from '@joy/contract';
import type { ApiClient } from '@joy/contract';

interface Grecaptcha {
  ready(cb: () => void): void;
  render(el: HTMLElement, options: { sitekey: string; size: 'invisible'; badge: 'inline'; callback: (token: string) => void }): number;
  execute(id: number): void;
  reset(id: number): void;
}

let script: Promise<Grecaptcha> | null = null;

function loadRecaptcha(): Promise<Grecaptcha> {
  script ??= new Promise((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = 'https://www.google.com/recaptcha/api.js?render=explicit';
    tag.async = true;
    tag.onload = () => {
      const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (g) g.ready(() => resolve(g));
      else reject(new Error('reCAPTCHA unavailable'));
    };
    tag.onerror = () => {
      script = null;
      reject(new Error('reCAPTCHA unavailable'));
    };
    document.head.appendChild(tag);
  });
  return script;
}

async function recaptchaToken(siteKey: string): Promise<string> {
  const g = await loadRecaptcha();
  const holder = document.createElement('div');
  holder.style.display = 'none'; // §7: hidden badge
  document.body.appendChild(holder);
  try {
    return await new Promise<string>((resolve) => {
      const id = g.render(holder, { sitekey: siteKey, size: 'invisible', badge: 'inline', callback: resolve });
      g.execute(id);
    });
  } finally {
    holder.remove();
  }
}

/** A token for the `captcha` field of the public forms, or '' when captcha is off. */
export async function getCaptchaToken(client: ApiClient): Promise<string> {
  const challenge = await client.call(endpoints.captcha);
  if (challenge.provider === 'local') return challenge.token ?? '';
  if (challenge.provider === 'recaptcha' && challenge.site_key) return recaptchaToken(challenge.site_key);
  return '';
}
