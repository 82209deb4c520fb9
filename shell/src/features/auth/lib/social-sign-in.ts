/**
 * A press of a social button (§4): the social configuration names the provider's script, the
 * script loads (the first time only), the provider's sign-in runs, and its token and social id
 * go to the social login. An unknown social account (手機尚未驗證 or 帳號或密碼錯誤) continues
 * at /social-signup to verify a phone.
 */
import { ApiError, messages } from '@joy/contract';
import { emit, toast } from '@joy/bus';
import { getSocialConfig, socialLogin, type SocialProvider } from '../api/social';
import { finishLogin } from './finish-login';
import { saveSocialSession } from './social-session';
import { loadScript, signInWithApple, signInWithFacebook, startGoogle, type SocialCredential } from './social-sdk';

export interface SignInContext {
  /** Where Google's own button is rendered. */
  googleSlot: HTMLElement;
  navigate: (to: string) => unknown;
  onStart?: () => void;
  handoff: boolean;
  /** Called once the SDK is loaded, or could not be. */
  loaded: () => void;
}

async function signedIn(provider: SocialProvider, { socialId, token, email, name }: SocialCredential, { navigate, onStart, handoff }: SignInContext) {
  try {
    const result = await socialLogin(provider, socialId, token);
    onStart?.();
    finishLogin(result, { handoff });
  } catch (error) {
    if (!(error instanceof ApiError)) return toast(messages.loginFailed, 'failure');
    if (error.message === messages.phoneNotVerified || error.message === messages.wrongCredentials || error.message === messages.loginFailed) {
      saveSocialSession({ provider, socialId, idToken: token, email, name });
      onStart?.();
      const query = new URLSearchParams({ type: provider, ...(provider === 'apple' ? { updatePhone: '1' } : {}) });
      return navigate(`${handoff ? '/authorize' : ''}/social-signup?${query}`);
    }
    if (error.message === messages.accountDeleted) return emit('ui:message', { title: '帳號已刪除', message: error.message });
    toast(error.message, 'failure');
  }
}

export async function signIn(provider: SocialProvider, label: string, context: SignInContext): Promise<void> {
  try {
    const sdk = (await getSocialConfig()).web[provider];
    if (!sdk) return toast(`請使用 App 以 ${label} 帳號登入`, 'info');
    await loadScript(sdk.script_url);
    context.loaded();
    if (provider === 'google') return startGoogle(sdk, context.googleSlot, (credential) => void signedIn('google', credential, context));
    const credential = await (provider === 'facebook' ? signInWithFacebook : signInWithApple)(sdk);
    if (credential) await signedIn(provider, credential, context);
  } catch {
    toast(`${label} 登入暫時無法使用，請稍後再試`, 'failure');
  } finally {
    context.loaded();
  }
}
