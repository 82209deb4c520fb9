/**
 * The social providers' stand-ins: Google Identity Services' script (and the Facebook and Apple
 * SDKs') at the configured script addresses — the local identity provider's browser scripts,
 * the same surface as the real SDKs — whose chooser asks this origin's token endpoint for an ID
 * token; and the JWKS the API fetches from the configured address (the API tests' identity
 * provider, infra/api/test/helpers/identity-provider.ts), whose key signs those tokens with the
 * real issuers and the web client ids as audience.
 */
import { localAppleScript, localFacebookScript, localGisScript } from '../../api/src/lib/local-idp-scripts';
import { startIdentityProvider, type IdentityProviderStandIn } from '../../api/test/helpers/identity-provider';
import { CORS, json, preflight, send, sendText, serve, type Started } from './http';

/** The issuers the API expects by default (SOCIAL_<P>_ISSUER unset). */
const ISSUERS = { google: 'https://accounts.google.com', facebook: 'https://www.facebook.com', apple: 'https://appleid.apple.com' } as const;
type Provider = keyof typeof ISSUERS;

export interface IdentityStandIns {
  scripts: Started;
  keys: IdentityProviderStandIn;
  /** ID tokens handed to the browser, by provider and subject. */
  issued: { provider: Provider; sub: string; aud: string }[];
  close(): Promise<void>;
}

export async function startIdentity(ports: { gis: number; jwks: number }, audiences: Record<Provider, string>): Promise<IdentityStandIns> {
  const keys = await startIdentityProvider(undefined, ports.jwks);
  const issued: IdentityStandIns['issued'] = [];
  const scripts: Record<string, string> = {
    '/gsi/client': localGisScript,
    '/zh_TW/sdk.js': localFacebookScript,
    '/appleauth/static/jsapi/appleid/1/zh_TW/appleid.auth.js': localAppleScript,
  };
  const started = await serve(ports.gis, async (req, res, url, raw) => {
    if (preflight(req, res)) return;
    const script = scripts[url.pathname];
    if (req.method === 'GET' && script) return sendText(res, 200, 'text/javascript; charset=utf-8', script);
    // Where the scripts' chooser asks for the signed-in account's ID token.
    if (req.method === 'POST' && url.pathname === '/dev/idp/token') {
      const body = json(raw);
      const provider = String(body.provider) as Provider;
      const sub = String(body.sub ?? '').trim();
      if (!(provider in ISSUERS) || !sub) return send(res, 400, { error: 'invalid_request' }, CORS);
      const aud = audiences[provider];
      const idToken = await keys.idToken({ iss: ISSUERS[provider], aud, sub, email: String(body.email ?? '') || undefined, name: String(body.name ?? '') || undefined });
      issued.push({ provider, sub, aud });
      return send(res, 200, { id_token: idToken }, CORS);
    }
    send(res, 404, { error: 'not found' });
  });
  return {
    scripts: started,
    keys,
    issued,
    close: async () => {
      await started.close();
      await keys.close();
    },
  };
}
