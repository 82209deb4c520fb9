/**
 * Social identity with SOCIAL_MODE=jwks against a provider stand-in over HTTP started here
 * (helpers/identity-provider.ts): ID tokens checked against the JWKS it serves — signature,
 * issuer, audience (the app's or the web's client id), expiry — and Facebook's web access
 * tokens checked with its Graph API debug_token and /me.
 */
import { createIdentityVerifier, type IdentityVerifier } from '../../src/adapters/social-identity';
import { loadConfig } from '../../src/config/env';
import { startIdentityProvider, type IdentityProviderStandIn } from '../helpers/identity-provider';

const GOOGLE = 'https://accounts.google.com';
const APPLE = 'https://appleid.apple.com';
const FACEBOOK = 'https://www.facebook.com';

let idp: IdentityProviderStandIn;
let verifier: IdentityVerifier;

beforeAll(async () => {
  idp = await startIdentityProvider('graph-app-secret');
  const config = loadConfig({
    SOCIAL_MODE: 'jwks',
    SOCIAL_GOOGLE_CLIENT_ID: 'app.apps.googleusercontent.com',
    SOCIAL_GOOGLE_WEB_CLIENT_ID: 'web.apps.googleusercontent.com',
    SOCIAL_GOOGLE_JWKS_URL: idp.jwksUrl,
    SOCIAL_APPLE_CLIENT_ID: 'tw.joy.app',
    SOCIAL_APPLE_WEB_CLIENT_ID: 'tw.joy.web',
    SOCIAL_APPLE_JWKS_URL: idp.jwksUrl,
    SOCIAL_FACEBOOK_CLIENT_ID: '1234567890',
    SOCIAL_FACEBOOK_JWKS_URL: idp.jwksUrl,
    SOCIAL_FACEBOOK_APP_SECRET: 'graph-app-secret',
    SOCIAL_FACEBOOK_GRAPH_URL: idp.graphUrl,
  });
  verifier = await createIdentityVerifier(config.social);
});

afterAll(() => idp.close());

describe('social identity against published keys (SOCIAL_MODE=jwks)', () => {
  it('accepts a Google ID token signed with a key of the JWKS, for the app’s or the web’s client id, under either spelling of the issuer', async () => {
    const web = await idp.idToken({ iss: GOOGLE, aud: 'web.apps.googleusercontent.com', sub: 'g-1', email: 'le@example.tw', name: '吳樂樂' });
    expect(await verifier.verify('google', web)).toEqual({ provider: 'google', sub: 'g-1', email: 'le@example.tw', name: '吳樂樂' });
    const app = await idp.idToken({ iss: 'accounts.google.com', aud: 'app.apps.googleusercontent.com', sub: 'g-2' });
    expect(await verifier.verify('google', app)).toMatchObject({ sub: 'g-2', email: null, name: null });
    expect(idp.requests.some((url) => url.pathname === '/jwks')).toBe(true);
  });

  it('refuses another audience, another issuer, an expired token and a key the JWKS does not hold', async () => {
    const refused = [
      await idp.idToken({ iss: GOOGLE, aud: 'someone-else.apps.googleusercontent.com', sub: 'g-1' }),
      await idp.idToken({ iss: 'https://evil.example', aud: 'web.apps.googleusercontent.com', sub: 'g-1' }),
      await idp.idToken({ iss: GOOGLE, aud: 'web.apps.googleusercontent.com', sub: 'g-1' }, { expiresIn: Math.floor(Date.now() / 1000) - 3600 }),
      await idp.idToken({ iss: GOOGLE, aud: 'web.apps.googleusercontent.com', sub: 'g-1' }, { unknownKey: true }),
    ];
    for (const token of refused) expect(await verifier.verify('google', token)).toBeNull();
    // Apple's issuer and Services ID, not Google's.
    expect(await verifier.verify('apple', await idp.idToken({ iss: GOOGLE, aud: 'tw.joy.web', sub: 'a-1' }))).toBeNull();
  });

  it('accepts Sign in with Apple’s web token (the Services ID) and the app’s (the bundle id)', async () => {
    for (const aud of ['tw.joy.web', 'tw.joy.app']) {
      expect(await verifier.verify('apple', await idp.idToken({ iss: APPLE, aud, sub: '001234.abcd' }))).toMatchObject({ provider: 'apple', sub: '001234.abcd' });
    }
  });

  it('checks a Facebook ID token (Limited Login, the app) against the JWKS, and a web access token with the Graph API', async () => {
    expect(await verifier.verify('facebook', await idp.idToken({ iss: FACEBOOK, aud: '1234567890', sub: 'fb-1' }))).toMatchObject({ sub: 'fb-1' });

    idp.facebookTokens.set('EAAB-good', { appId: '1234567890', userId: 'fb-2', name: '何安安', email: 'an@example.tw' });
    expect(await verifier.verify('facebook', 'EAAB-good')).toEqual({ provider: 'facebook', sub: 'fb-2', name: '何安安', email: 'an@example.tw' });
    const debug = idp.requests.find((url) => url.pathname === '/v25.0/debug_token');
    expect(debug?.searchParams.get('input_token')).toBe('EAAB-good');
    expect(debug?.searchParams.get('access_token')).toBe('1234567890|graph-app-secret');
    expect(idp.requests.some((url) => url.pathname === '/v25.0/me' && url.searchParams.get('appsecret_proof'))).toBe(true);
  });

  it('refuses a Facebook access token Graph calls invalid, one of another app, an unknown one, and any when Graph cannot be reached', async () => {
    idp.facebookTokens.set('EAAB-expired', { appId: '1234567890', userId: 'fb-3', name: '', email: '', valid: false });
    idp.facebookTokens.set('EAAB-other-app', { appId: '999', userId: 'fb-4', name: '', email: '' });
    for (const token of ['EAAB-expired', 'EAAB-other-app', 'EAAB-unknown']) expect(await verifier.verify('facebook', token)).toBeNull();
    // An access token is only a Facebook thing: Google and Apple want an ID token.
    expect(await verifier.verify('google', 'EAAB-good')).toBeNull();

    const offline = await createIdentityVerifier(
      loadConfig({ SOCIAL_MODE: 'jwks', SOCIAL_GOOGLE_CLIENT_ID: 'g', SOCIAL_APPLE_CLIENT_ID: 'a', SOCIAL_FACEBOOK_CLIENT_ID: '1234567890', SOCIAL_FACEBOOK_APP_SECRET: 'graph-app-secret', SOCIAL_FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9' }).social,
    );
    expect(await offline.verify('facebook', 'EAAB-good')).toBeNull();
  });

  it('without the app secret takes no Facebook access token (Facebook stays in the app)', async () => {
    const noSecret = await createIdentityVerifier(
      loadConfig({ SOCIAL_MODE: 'jwks', SOCIAL_GOOGLE_CLIENT_ID: 'g', SOCIAL_APPLE_CLIENT_ID: 'a', SOCIAL_FACEBOOK_CLIENT_ID: '1234567890', SOCIAL_FACEBOOK_GRAPH_URL: idp.graphUrl }).social,
    );
    const before = idp.requests.length;
    expect(await noSecret.verify('facebook', 'EAAB-good')).toBeNull();
    expect(idp.requests).toHaveLength(before);
  });
});
