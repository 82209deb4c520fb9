/**
 * Social login and registration (§4). The client's `code` (login) or `social_token`
 * (registration) is the provider's ID token; its subject must equal the posted social id.
 * An unknown social id answers 手機尚未驗證 so the client goes to social sign-up, which
 * verifies the phone and then binds the id to that phone's member (or creates one).
 */
import type { FastifyInstance } from 'fastify';
import { endpoints, messages } from '@joy/contract';
import type { SocialProviderName } from '../../../config/env';
import { ApiFailure, validationFailure } from '../../../lib/api-error';
import { requireCaptcha } from '../../../lib/captcha-check';
import { defineRoute } from '../../../lib/define-route';
import { hashPassword } from '../../../lib/secrets';
import { socialField, socialIdOf } from '../../../repositories/members';
import { checkInviteCode, createAccountService, ensurePhoneFree, issueLogin } from '../../../services/accounts';

const PROVIDERS: readonly SocialProviderName[] = ['google', 'facebook', 'apple'];
const badToken = (field: string) => validationFailure({ [field]: messages.codeValidationFailed });

export default async function socialRoutes(app: FastifyInstance): Promise<void> {
  const { members, verification } = app.repos;
  const accounts = createAccountService(app);

  const logins = [
    ['google', endpoints.loginGoogle],
    ['facebook', endpoints.loginFacebook],
    ['apple', endpoints.loginApple],
  ] as const;
  for (const [provider, endpoint] of logins) {
    defineRoute(app, endpoint, async ({ body }) => {
      const socialId = String((body as Record<string, unknown>)[socialField(provider)]);
      const identity = await app.identity.verify(provider, body.code as string);
      if (!identity || identity.sub !== socialId) throw badToken('code');
      const { live, deleted } = await members.bySocial(provider, socialId);
      if (!live) {
        if (deleted?.protectedUntil && deleted.protectedUntil > app.clock()) throw new ApiFailure(403, messages.accountDeleted);
        throw new ApiFailure(422, messages.phoneNotVerified);
      }
      return issueLogin(app, app.db, live, false);
    }, { message: messages.loginSuccess });
  }

  defineRoute(app, endpoints.oauthRegisterProvider, async ({ params, body, raw }) => {
    const provider = PROVIDERS.find((p) => p === params.provider);
    if (!provider) throw new ApiFailure(404, messages.notFound);
    await requireCaptcha(app, raw, body.captcha);
    const field = socialField(provider);
    const socialId = body[field];
    if (!socialId) throw validationFailure({ [field]: messages.codeValidationFailed });
    const identity = await app.identity.verify(provider, body.social_token);
    if (!identity || identity.sub !== socialId) throw badToken('social_token');
    const fromInviteCode = await checkInviteCode(app, body.from_invite_code);

    const bound = (await members.bySocial(provider, socialId)).live;
    if (bound && bound.phone !== body.phone) throw validationFailure({ [field]: messages.phoneAlreadyBound });
    const existing = await members.liveByPhone(body.phone);
    const other = existing && socialIdOf(existing, provider);
    if (other && other !== socialId) throw validationFailure({ phone: messages.phoneAlreadyBound });
    if (!existing) await ensurePhoneFree(app, body.phone);

    const codeId = await verification.checkVerified(body.phone, body.code);
    const passwordHash = body.password ? await hashPassword(body.password) : null;
    const email = body.email || identity.email || null;

    return accounts.registerSocial(provider, socialId, {
      codeId,
      phone: body.phone,
      name: body.name,
      gender: body.gender,
      email,
      passwordHash,
      loginType: provider,
      fromInviteCode,
      fromSource: 5,
      registerDevice: body.register_device.slice(0, 20) || 'PC',
    });
  }, { message: messages.loginSuccess });
}
