/**
 * The providers' browser SDKs behind one answer, the social id and the token the API checks.
 * The provider's script is loaded on the first press of its button, from the URL of
 * GET /v2/oauth/social-config (loadScript), before the flow runs; with SOCIAL_MODE=local that
 * URL is the local identity provider's stand-in, same surface:
 * - Google Identity Services: initialize + renderButton + prompt → callback `{ credential }`, an ID token;
 * - Facebook JS SDK: init + login → `{ authResponse: { accessToken, userID } }` (the API asks
 *   the Graph API about the access token); FB.api('/me') gives the name and e-mail to prefill;
 * - Sign in with Apple JS in a popup: init + signIn → `{ authorization: { id_token }, user? }`
 *   (the name comes only on the first authorisation).
 */
import type { SocialConfigReply } from '@joy/contract';
import type { SocialProvider } from '../api/social';

export type WebSdk = NonNullable<SocialConfigReply['web'][SocialProvider]>;

export interface SocialCredential {
  socialId: string;
  token: string;
  email: string;
  name: string;
}

interface Gis {
  initialize(options: { client_id: string; ux_mode: 'popup'; callback: (answer: { credential: string }) => void }): void;
  renderButton(parent: HTMLElement, options: Record<string, string>): void;
  prompt(): void;
}
interface FbAuth {
  accessToken: string;
  userID: string;
}
interface Fb {
  init(options: { appId: string; version: string; xfbml: boolean; cookie: boolean }): void;
  login(callback: (answer: { status: string; authResponse: FbAuth | null }) => void, options: { scope: string }): void;
  api(path: string, params: { fields: string }, callback: (answer: { name?: string; email?: string }) => void): void;
}
interface AppleAnswer {
  authorization: { id_token: string };
  user?: { email?: string; name?: { firstName?: string; lastName?: string } };
}
interface AppleAuth {
  init(options: { clientId: string; scope: string; redirectURI: string; usePopup: true }): void;
  signIn(): Promise<AppleAnswer>;
}

const loading = new Map<string, Promise<void>>();

/** Loads a script once per URL; a failed load is forgotten, so the next press tries again. */
export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const tag = document.createElement('script');
      tag.src = src;
      tag.async = true;
      tag.onload = () => resolve();
      tag.onerror = () => {
        loading.delete(src);
        tag.remove();
        reject(new Error(`${src} did not load`));
      };
      document.head.appendChild(tag);
    });
    loading.set(src, promise);
  }
  return promise;
}

/** The globals the three scripts define. */
const sdks = () => window as unknown as { google?: { accounts?: { id?: Gis } }; FB?: Fb; AppleID?: { auth?: AppleAuth } };

function loaded<T>(sdk: T | undefined): T {
  if (!sdk) throw new Error('SDK not loaded');
  return sdk;
}

/** The claims of an ID token, read without checking it (the API checks it): to prefill the sign-up form. */
function claims(jwt: string): { sub?: string; email?: string; name?: string } {
  try {
    const bytes = Uint8Array.from(atob(jwt.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as { sub?: string };
  } catch {
    return {};
  }
}

/** Google: our button asks for One Tap, and Google's own button appears in `slot` for when it is not shown. */
export function startGoogle(sdk: WebSdk, slot: HTMLElement, onCredential: (credential: SocialCredential) => void): void {
  const id = loaded(sdks().google?.accounts?.id);
  id.initialize({
    client_id: sdk.client_id,
    ux_mode: 'popup',
    callback: ({ credential }) => {
      const { sub, email = '', name = '' } = claims(credential);
      if (sub) onCredential({ socialId: sub, token: credential, email, name });
    },
  });
  id.renderButton(slot, { type: 'standard', theme: 'outline', size: 'large', text: 'signin_with', locale: 'zh-TW' });
  id.prompt();
}

const initialised = new WeakSet<Fb>();

/** Facebook: null when the person closes the window without logging in. */
export async function signInWithFacebook(sdk: WebSdk): Promise<SocialCredential | null> {
  const FB = loaded(sdks().FB);
  if (!initialised.has(FB)) FB.init({ appId: sdk.client_id, version: sdk.version ?? 'v25.0', xfbml: false, cookie: false });
  initialised.add(FB);
  const auth = await new Promise<FbAuth | null>((resolve) => FB.login((answer) => resolve(answer.status === 'connected' ? answer.authResponse : null), { scope: 'public_profile,email' }));
  if (!auth) return null;
  const me = await new Promise<{ name?: string; email?: string }>((resolve) => FB.api('/me', { fields: 'name,email' }, resolve));
  return { socialId: auth.userID, token: auth.accessToken, email: me.email ?? '', name: me.name ?? '' };
}

/** Apple: null when the person closes the popup or cancels. */
export async function signInWithApple(sdk: WebSdk): Promise<SocialCredential | null> {
  const auth = loaded(sdks().AppleID?.auth);
  auth.init({ clientId: sdk.client_id, scope: 'name email', redirectURI: sdk.redirect_uri ?? `${location.origin}/`, usePopup: true });
  let answer: AppleAnswer;
  try {
    answer = await auth.signIn();
  } catch (error) {
    if (['popup_closed_by_user', 'user_cancelled_authorize'].includes((error as { error?: string })?.error ?? '')) return null;
    throw error;
  }
  const token = answer.authorization.id_token;
  const { sub, email = '' } = claims(token);
  if (!sub) throw new Error('Apple answered no subject');
  const { firstName = '', lastName = '' } = answer.user?.name ?? {};
  // 吳 + 樂樂 in Chinese order; Latin names first name first.
  const name = (/[\u3400-\u9fff]/.test(lastName + firstName) ? lastName + firstName : `${firstName} ${lastName}`).trim();
  return { socialId: sub, token, email: answer.user?.email || email, name };
}
