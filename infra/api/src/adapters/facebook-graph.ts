/**
 * Facebook Login for the web answers an access token, not an ID token: the JavaScript SDK's
 * FB.login gives `authResponse.accessToken` (an opaque string), and OIDC ID tokens come only
 * from Limited Login in Meta's iOS SDK. So a web token is checked the way Meta documents for a
 * token a browser hands to a server: the Graph API's debug_token, asked with the app access
 * token (`app_id|app_secret`), must say the token is valid, a user's, and issued to our app;
 * its user_id is the subject. /me then gives the name and e-mail, with appsecret_proof so a
 * token taken from another app cannot be replayed here.
 */
import crypto from 'node:crypto';

export interface GraphSettings {
  appId: string;
  appSecret: string;
  /** https://graph.facebook.com, or a stand-in speaking the same API (tests). */
  url: string;
  /** The Graph API version in the path, e.g. v25.0. */
  version: string;
}

export interface GraphIdentity {
  sub: string;
  email: string | null;
  name: string | null;
}

interface DebugToken {
  data?: { app_id?: unknown; type?: unknown; is_valid?: unknown; user_id?: unknown };
}

const TIMEOUT_MS = 5000;

/** The identity an access token stands for, or null when Meta does not vouch for it (or cannot be asked). */
export async function verifyFacebookAccessToken(settings: GraphSettings, accessToken: string, fetchImpl: typeof fetch = globalThis.fetch): Promise<GraphIdentity | null> {
  const base = `${settings.url}/${settings.version}`;
  const get = async <T>(path: string, query: Record<string, string>): Promise<T | null> => {
    try {
      const res = await fetchImpl(`${base}${path}?${new URLSearchParams(query)}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      return res.ok ? ((await res.json()) as T) : null;
    } catch {
      return null;
    }
  };
  const debug = await get<DebugToken>('/debug_token', { input_token: accessToken, access_token: `${settings.appId}|${settings.appSecret}` });
  const data = debug?.data;
  if (!data || data.is_valid !== true || String(data.app_id) !== settings.appId || (data.type !== undefined && data.type !== 'USER')) return null;
  if (typeof data.user_id !== 'string' || !data.user_id) return null;
  const proof = crypto.createHmac('sha256', settings.appSecret).update(accessToken).digest('hex');
  const me = await get<{ id?: unknown; name?: unknown; email?: unknown }>('/me', { fields: 'id,name,email', access_token: accessToken, appsecret_proof: proof });
  const same = me?.id === data.user_id;
  return {
    sub: data.user_id,
    email: same && typeof me.email === 'string' ? me.email : null,
    name: same && typeof me.name === 'string' ? me.name : null,
  };
}
