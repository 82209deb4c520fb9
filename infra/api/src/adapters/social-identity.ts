/**
 * Social identity: the `code` a client sends with a social login is the provider's ID token,
 * verified with `jose` (signature against the provider's JWKS, issuer, audience = our client
 * id, expiry). SOCIAL_MODE picks the keys:
 * - jwks: Google, Facebook and Apple's published keys (SOCIAL_<P>_JWKS_URL); the audience is
 *   the app's client id or the web's (SOCIAL_<P>_CLIENT_ID, _WEB_CLIENT_ID). Facebook's web
 *   login sends an access token instead, checked with the Graph API (facebook-graph.ts);
 * - local (default): a built-in identity provider for development and tests. Its RSA key pair
 *   is generated on first start and kept in SOCIAL_LOCAL_KEY_FILE; /dev/idp/jwks.json serves
 *   the public key and POST /dev/idp/token issues ID tokens (routes/dev-idp.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createLocalJWKSet, createRemoteJWKSet, exportJWK, importJWK, jwtVerify, SignJWT, type JWK, type JWTVerifyGetKey } from 'jose';
import { SOCIAL_PROVIDERS, type SocialConfig, type SocialProviderName } from '../config/env';
import { verifyFacebookAccessToken } from './facebook-graph';

export interface SocialIdentity {
  provider: SocialProviderName;
  sub: string;
  email: string | null;
  name: string | null;
}

export interface IdentityVerifier {
  readonly mode: SocialConfig['mode'];
  /** The verified identity, or null for a bad signature, issuer, audience or an expired token. */
  verify(provider: SocialProviderName, idToken: string): Promise<SocialIdentity | null>;
  /** Only in local mode: the built-in identity provider. */
  readonly localIdp: LocalIdp | null;
}

export const LOCAL_IDP_ISSUER = 'joy-local-idp';
export const localAudience = (provider: SocialProviderName) => `joy-local-${provider}`;

export interface LocalIdp {
  jwks(): { keys: JWK[] };
  issue(claims: { provider: SocialProviderName; sub: string; email?: string; name?: string }, expiresIn?: string): Promise<string>;
}

interface StoredKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

/** Reads the key file, or generates a key pair and writes it (atomically; mode 0600). */
async function loadOrCreateKey(keyFile: string): Promise<StoredKey> {
  try {
    return JSON.parse(fs.readFileSync(keyFile, 'utf8')) as StoredKey;
  } catch {
    const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const kid = crypto.randomBytes(8).toString('hex');
    const stored: StoredKey = { kid, privateJwk: await exportJWK(privateKey), publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
    fs.mkdirSync(path.dirname(keyFile), { recursive: true });
    const temp = `${keyFile}.${process.pid}.tmp`;
    fs.writeFileSync(temp, JSON.stringify(stored), { mode: 0o600 });
    fs.renameSync(temp, keyFile);
    return stored;
  }
}

export async function createLocalIdp(keyFile: string): Promise<LocalIdp> {
  const stored = await loadOrCreateKey(keyFile);
  const privateKey = await importJWK(stored.privateJwk, 'RS256');
  return {
    jwks: () => ({ keys: [stored.publicJwk] }),
    issue: ({ provider, sub, email, name }, expiresIn = '1h') =>
      new SignJWT({ ...(email ? { email } : {}), ...(name ? { name } : {}) })
        .setProtectedHeader({ alg: 'RS256', kid: stored.kid })
        .setIssuer(LOCAL_IDP_ISSUER)
        .setAudience(localAudience(provider))
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(privateKey),
  };
}

type KeysOf = Record<SocialProviderName, { getKey: JWTVerifyGetKey; issuer: string | string[]; audience: string | string[] }>;

/** Three base64url parts: an ID token. Facebook's access tokens have no dots. */
const looksLikeJwt = (token: string) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token);

function verifierFor(keys: KeysOf, accessToken?: (provider: SocialProviderName, token: string) => Promise<SocialIdentity | null>) {
  return async (provider: SocialProviderName, idToken: string): Promise<SocialIdentity | null> => {
    if (accessToken && !looksLikeJwt(idToken)) return accessToken(provider, idToken);
    const { getKey, issuer, audience } = keys[provider];
    try {
      const { payload } = await jwtVerify(idToken, getKey, { issuer, audience, algorithms: ['RS256', 'ES256'] });
      if (!payload.sub) return null;
      return {
        provider,
        sub: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : null,
        name: typeof payload.name === 'string' ? payload.name : null,
      };
    } catch {
      return null;
    }
  };
}

export async function createIdentityVerifier(config: SocialConfig): Promise<IdentityVerifier> {
  if (config.mode === 'local') {
    const idp = await createLocalIdp(config.keyFile);
    const getKey = createLocalJWKSet(idp.jwks());
    const keys = Object.fromEntries(SOCIAL_PROVIDERS.map((p) => [p, { getKey, issuer: LOCAL_IDP_ISSUER, audience: localAudience(p) }]));
    return { mode: 'local', localIdp: idp, verify: verifierFor(keys as never) };
  }
  const keys = Object.fromEntries(
    SOCIAL_PROVIDERS.map((p) => {
      const c = config.providers[p];
      // Google signs with either spelling of its issuer.
      const issuer = p === 'google' && c.issuer === 'https://accounts.google.com' ? [c.issuer, 'accounts.google.com'] : c.issuer;
      return [p, { getKey: createRemoteJWKSet(new URL(c.jwksUrl)), issuer, audience: [...new Set([c.clientId, c.webClientId])] }];
    }),
  );
  const { appSecret, url, version } = config.facebookGraph;
  const facebook = config.providers.facebook;
  const accessToken = async (provider: SocialProviderName, token: string): Promise<SocialIdentity | null> => {
    if (provider !== 'facebook' || !appSecret) return null;
    const found = await verifyFacebookAccessToken({ appId: facebook.webClientId, appSecret, url, version }, token);
    return found && { provider, ...found };
  };
  return { mode: 'jwks', localIdp: null, verify: verifierFor(keys as never, accessToken) };
}
