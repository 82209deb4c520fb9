/**
 * Social login on the web: GET /v2/oauth/social-config tells each button which SDK to load and
 * with what — the providers' (SOCIAL_MODE=jwks) or the local identity provider's stand-ins
 * (local) — the CSP lets exactly those in, and the tokens the SDKs give log in.
 */
import type { Envelope, SocialConfigReply } from '@joy/contract';
import { eachDatabase, json } from '../../helpers/app';
import { post } from '../../helpers/accounts';
import { startIdentityProvider, type IdentityProviderStandIn } from '../../helpers/identity-provider';
import { socialWebConfig } from '../../../src/lib/social-web';
import { loadConfig } from '../../../src/config/env';

const socialConfig = async (ctx: { app: { inject: (o: object) => Promise<{ body: string }> } }) =>
  json<Envelope<SocialConfigReply>>(await ctx.app.inject({ method: 'GET', url: '/v2/oauth/social-config' })).return;

/** The directives of a CSP header by name. */
const directives = (csp: unknown): Record<string, string[]> =>
  Object.fromEntries(String(csp).split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...values]) => [name, values]));

eachDatabase('social login on the web with the local identity provider', (ctx) => {
  it('points each button at the local identity provider’s script of the same surface, set up with the local audience', async () => {
    expect(await socialConfig(ctx)).toEqual({
      mode: 'local',
      client_ids: {},
      web: {
        google: { script_url: '/dev/idp/google/gsi/client.js', client_id: 'joy-local-google', redirect_uri: null, version: null },
        facebook: { script_url: '/dev/idp/facebook/sdk.js', client_id: 'joy-local-facebook', redirect_uri: null, version: 'v25.0' },
        apple: { script_url: '/dev/idp/apple/appleid.auth.js', client_id: 'joy-local-apple', redirect_uri: `${ctx.config.publicOrigin}/`, version: null },
      },
    });
  });

  it('serves the three scripts as JavaScript, each defining the global its button uses, from this origin only', async () => {
    const surfaces = { '/dev/idp/google/gsi/client.js': 'google.accounts.id = {', '/dev/idp/facebook/sdk.js': 'window.FB = {', '/dev/idp/apple/appleid.auth.js': 'window.AppleID = {' };
    for (const [url, surface] of Object.entries(surfaces)) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.body).toContain(surface);
      expect(res.body).toContain("base + '/dev/idp/token'");
      // Parses as a script.
      expect(() => new Function(res.body)).not.toThrow();
    }
    const csp = directives((await ctx.app.inject({ method: 'GET', url: '/v2/oauth/social-config' })).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
  });
}, { pgliteOnly: true });

describe('social login on the web with the providers (SOCIAL_MODE=jwks)', () => {
  let idp: IdentityProviderStandIn;
  // Filled in before the app is built (the outer beforeAll runs first).
  const env: Record<string, string> = {};
  beforeAll(async () => {
    idp = await startIdentityProvider('graph-app-secret');
    Object.assign(env, {
      SOCIAL_MODE: 'jwks',
      SOCIAL_GOOGLE_CLIENT_ID: 'app.apps.googleusercontent.com',
      SOCIAL_GOOGLE_WEB_CLIENT_ID: 'web.apps.googleusercontent.com',
      SOCIAL_GOOGLE_JWKS_URL: idp.jwksUrl,
      SOCIAL_FACEBOOK_CLIENT_ID: '1234567890',
      SOCIAL_FACEBOOK_APP_SECRET: 'graph-app-secret',
      SOCIAL_FACEBOOK_GRAPH_URL: idp.graphUrl,
      SOCIAL_APPLE_CLIENT_ID: 'tw.joy.app',
      SOCIAL_APPLE_WEB_CLIENT_ID: 'tw.joy.web',
      SOCIAL_APPLE_REDIRECT_URI: 'https://www.joy.tw/auth/apple',
    });
  });
  afterAll(() => idp.close());

  eachDatabase('the API', (ctx) => {
    it('gives each button the provider’s SDK URL and web client id, the app ids apart', async () => {
      expect(await socialConfig(ctx)).toEqual({
        mode: 'jwks',
        client_ids: { google: 'app.apps.googleusercontent.com', facebook: '1234567890', apple: 'tw.joy.app' },
        web: {
          google: { script_url: 'https://accounts.google.com/gsi/client', client_id: 'web.apps.googleusercontent.com', redirect_uri: null, version: null },
          facebook: { script_url: 'https://connect.facebook.net/zh_TW/sdk.js', client_id: '1234567890', redirect_uri: null, version: 'v25.0' },
          apple: {
            script_url: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/zh_TW/appleid.auth.js',
            client_id: 'tw.joy.web',
            redirect_uri: 'https://www.joy.tw/auth/apple',
            version: null,
          },
        },
      });
    });

    it('lets the SDKs’ origins in through the CSP, keeps sign-in popups able to answer, and has no local identity provider', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/v2/oauth/social-config' });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", 'https://accounts.google.com', 'https://connect.facebook.net', 'https://appleid.cdn-apple.com']));
      expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://accounts.google.com', 'https://www.facebook.com', 'https://appleid.apple.com']));
      expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://accounts.google.com', 'https://graph.facebook.com']));
      expect(csp['style-src']).toContain('https://accounts.google.com');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      for (const url of ['/dev/idp/jwks.json', '/dev/idp/google/gsi/client.js']) expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await post(ctx, '/dev/idp/token', { provider: 'google', sub: 'x' })).statusCode).toBe(404);
    });

    it('logs in with GIS’s credential and Facebook’s access token: a verified unknown account is 手機尚未驗證, a bad token 驗證失敗', async () => {
      const credential = await idp.idToken({ iss: 'https://accounts.google.com', aud: 'web.apps.googleusercontent.com', sub: 'g-web-1', name: '吳樂樂' });
      expect(json(await post(ctx, '/v2/oauth/login/google', { google_id: 'g-web-1', code: credential }))).toMatchObject({ code: 0, msg: '手機尚未驗證' });
      expect(json(await post(ctx, '/v2/oauth/login/google', { google_id: 'g-web-2', code: credential }))).toMatchObject({ msg: '驗證失敗，請再次確認' });

      idp.facebookTokens.set('EAAB-web', { appId: '1234567890', userId: 'fb-web-1', name: '何安安', email: 'an@example.tw' });
      expect(json(await post(ctx, '/v2/oauth/login/facebook', { facebook_id: 'fb-web-1', code: 'EAAB-web' }))).toMatchObject({ msg: '手機尚未驗證' });
      expect(json(await post(ctx, '/v2/oauth/login/facebook', { facebook_id: 'fb-web-1', code: 'EAAB-forged' }))).toMatchObject({ msg: '驗證失敗，請再次確認' });
    });
  }, { pgliteOnly: true, env });
});

describe('the web SDK settings', () => {
  it('leave Facebook out of the web without its app secret, and send Apple back to PUBLIC_ORIGIN by default', () => {
    const config = loadConfig({ SOCIAL_MODE: 'jwks', SOCIAL_GOOGLE_CLIENT_ID: 'g', SOCIAL_FACEBOOK_CLIENT_ID: 'f', SOCIAL_APPLE_CLIENT_ID: 'a', PUBLIC_ORIGIN: 'https://www.joy.tw' });
    const { web } = socialWebConfig(config);
    expect(web.facebook).toBeNull();
    expect(web.google).toMatchObject({ client_id: 'g' });
    expect(web.apple).toMatchObject({ client_id: 'a', redirect_uri: 'https://www.joy.tw/' });
  });

  it('take stand-in script URLs from configuration', () => {
    const config = loadConfig({
      SOCIAL_MODE: 'jwks', SOCIAL_GOOGLE_CLIENT_ID: 'g', SOCIAL_FACEBOOK_CLIENT_ID: 'f', SOCIAL_APPLE_CLIENT_ID: 'a',
      SOCIAL_GOOGLE_SCRIPT_URL: 'http://127.0.0.1:4100/gsi/client',
    });
    expect(socialWebConfig(config).web.google?.script_url).toBe('http://127.0.0.1:4100/gsi/client');
  });
});
