/**
 * A stand-in for the social providers over real HTTP on a loopback port: a JWKS endpoint with
 * the public half of a key pair made here (what Google, Apple and Facebook Limited Login
 * publish), ID tokens signed with it, and Facebook's Graph API debug_token and /me for the
 * access tokens of Facebook's web login. Each request is recorded.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, SignJWT, type JWK } from 'jose';

export interface FacebookUser {
  appId: string;
  userId: string;
  name: string;
  email: string;
  valid?: boolean;
}

export interface IdentityProviderStandIn {
  origin: string;
  jwksUrl: string;
  graphUrl: string;
  /** Paths with their query of every request served. */
  requests: URL[];
  /** Access tokens Graph knows. */
  facebookTokens: Map<string, FacebookUser>;
  idToken(claims: { iss: string; aud: string; sub: string; email?: string; name?: string }, options?: { expiresIn?: string | number; unknownKey?: boolean }): Promise<string>;
  close(): Promise<void>;
}

/** Listens on `port` of 127.0.0.1 (0: one the system picks). */
export async function startIdentityProvider(appSecret = 'graph-app-secret', port = 0): Promise<IdentityProviderStandIn> {
  const kid = 'stand-in-key';
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const requests: URL[] = [];
  const facebookTokens = new Map<string, FacebookUser>();

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push(url);
    if (url.pathname === '/jwks') return send(res, 200, { keys: [publicJwk] });
    const debug = /^\/v[\d.]+\/debug_token$/.test(url.pathname);
    const me = /^\/v[\d.]+\/me$/.test(url.pathname);
    if (debug) {
      const [, secret] = (url.searchParams.get('access_token') ?? '').split('|');
      if (secret !== appSecret) return send(res, 400, { error: { message: 'Invalid OAuth access token signature.', type: 'OAuthException', code: 190 } });
      const user = facebookTokens.get(url.searchParams.get('input_token') ?? '');
      if (!user) return send(res, 200, { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } } });
      return send(res, 200, { data: { app_id: user.appId, type: 'USER', application: 'Joy', is_valid: user.valid ?? true, user_id: user.userId, scopes: ['public_profile', 'email'] } });
    }
    if (me) {
      const token = url.searchParams.get('access_token') ?? '';
      const user = facebookTokens.get(token);
      const proof = crypto.createHmac('sha256', appSecret).update(token).digest('hex');
      if (!user || url.searchParams.get('appsecret_proof') !== proof) return send(res, 400, { error: { message: 'Invalid appsecret_proof', code: 100 } });
      return send(res, 200, { id: user.userId, name: user.name, email: user.email });
    }
    send(res, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    jwksUrl: `${origin}/jwks`,
    graphUrl: origin,
    requests,
    facebookTokens,
    idToken: ({ iss, aud, sub, email, name }, { expiresIn = '1h', unknownKey = false } = {}) =>
      new SignJWT({ ...(email ? { email } : {}), ...(name ? { name } : {}) })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(iss)
        .setAudience(aud)
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(unknownKey ? other : privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
