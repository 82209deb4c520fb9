/**
 * The local identity provider's endpoints, registered only in SOCIAL_MODE=local (development
 * and tests): the public keys, a token endpoint that issues an ID token for any subject —
 * which is exactly why it must never be reachable in production (set SOCIAL_MODE=jwks) — and
 * the browser scripts standing in for the providers' SDKs (lib/local-idp-scripts.ts).
 */
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { validate } from '@joy/contract';
import { SOCIAL_PROVIDERS } from '../config/env';
import { validationFailure } from '../lib/api-error';
import { localAppleScript, localFacebookScript, localGisScript } from '../lib/local-idp-scripts';
import { LOCAL_SDK_PATHS } from '../lib/social-web';

const tokenBody = yup.object({
  provider: yup.string().oneOf([...SOCIAL_PROVIDERS]).required(),
  sub: yup.string().trim().max(255).required(),
  email: yup.string().trim().max(200).default(''),
  name: yup.string().trim().max(100).default(''),
});

export default async function devIdpRoutes(app: FastifyInstance): Promise<void> {
  const idp = app.identity.localIdp;
  if (!idp) return;
  app.log.warn('SOCIAL_MODE=local: /dev/idp issues ID tokens for any account; use SOCIAL_MODE=jwks in production');

  app.get('/dev/idp/jwks.json', async () => idp.jwks());

  const scripts = [
    [LOCAL_SDK_PATHS.google, localGisScript],
    [LOCAL_SDK_PATHS.facebook, localFacebookScript],
    [LOCAL_SDK_PATHS.apple, localAppleScript],
  ] as const;
  for (const [url, script] of scripts) {
    app.get(url, async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(script));
  }

  app.post('/dev/idp/token', async (request) => {
    const checked = await validate(tokenBody, request.body);
    if (!checked.ok) throw validationFailure(checked.errors);
    const { provider, sub, email, name } = checked.value;
    return { id_token: await idp.issue({ provider, sub, email: email || undefined, name: name || undefined }) };
  });
}
