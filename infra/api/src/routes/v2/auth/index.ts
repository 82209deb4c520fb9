/**
 * Phone accounts (§4, §7 Auth), in both families (oauth, auth): password login, verification
 * codes by SMS, verify, password reset with a verified code, registration. Social login and
 * social registration are in social.ts.
 */
import type { FastifyInstance } from 'fastify';
import { endpoints, messages, schemas, validate, type LoginType } from '@joy/contract';
import { ApiFailure, validationFailure } from '../../../lib/api-error';
import { requireCaptcha } from '../../../lib/captcha-check';
import { socialWebConfig } from '../../../lib/social-web';
import { defineRoute } from '../../../lib/define-route';
import { hashPassword, randomDigits, verifyPassword } from '../../../lib/secrets';
import { loginResult, socialIdOf } from '../../../repositories/members';
import { checkInviteCode, createAccountService, ensurePhoneFree, issueLogin } from '../../../services/accounts';
import { takeLimits, waitForLimits } from '../../../services/throttle';
import { createVerificationService } from '../../../services/verification';
import { fromSourceOf, loginCaptchaLimit, loginLimits, sendLimits, tooManyRequests } from './accounts';
import socialRoutes from './social';

const smsText = (code: string) => `【樂享】您的驗證碼為 ${code}，10 分鐘內有效。請勿將驗證碼告訴他人。`;

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const { members, verification, throttle } = app.repos;
  const accounts = createAccountService(app);
  const codes = createVerificationService(app);

  // Which SDK each web button loads and with what: the providers', or the local identity provider's stand-ins.
  defineRoute(app, endpoints.socialConfig, async () => socialWebConfig(app.config));

  for (const endpoint of [endpoints.oauthLogin, endpoints.authLogin]) {
    defineRoute(app, endpoint, async ({ body, raw }) => {
      // Every attempt takes its slot of the failure limits before the password is judged, so
      // attempts arriving together cannot all pass a check made before any failure counted;
      // an attempt with the right password gives its slots back. Repeated failures of a phone
      // slow its tries down and ask for a captcha (accounts.ts), never lock the member out.
      const at = app.clock();
      if (app.captcha.provider !== 'off' && (await throttle.exceeded(loginCaptchaLimit(body.phone), at))) {
        if (!body.captcha) throw validationFailure({ captcha: messages.captchaRequired });
        await requireCaptcha(app, raw, body.captcha);
      }
      if (!(await takeLimits(app, loginLimits(body.phone, raw.ip), at))) throw tooManyRequests();
      const rightPassword = async () => {
        await throttle.clear('login_phone', body.phone);
        await throttle.release('login_ip', raw.ip, at);
      };
      const member = await members.liveByPhone(body.phone);
      if (member && (await verifyPassword(body.password, member.passwordHash))) {
        await rightPassword();
        return issueLogin(app, app.db, member, false, body.keep_login);
      }
      if (!member) {
        const deleted = await members.deletedByPhone(body.phone);
        if (deleted && (await verifyPassword(body.password, deleted.passwordHash))) {
          await rightPassword();
          throw new ApiFailure(403, messages.accountDeleted);
        }
        // Same cost as a real comparison, so timing does not tell whether the phone is registered.
        if (!deleted) await verifyPassword(body.password, null);
      }
      throw new ApiFailure(422, messages.loginFailed, { fields: { phone: messages.wrongCredentials, password: messages.wrongCredentials } });
    }, { message: messages.loginSuccess });
  }

  // Rotation of a kept login: a new token for the full TOKEN_TTL; the one presented ends a
  // minute later (requests already on their way with it still pass). An unkept login, whose
  // lifetime is no longer than SHORT_TOKEN_TTL, is never renewed.
  defineRoute(app, endpoints.authRefresh, async ({ raw }) => {
    const member = raw.member;
    if (!member || !raw.tokenHash) throw new ApiFailure(401, messages.pleaseLogin);
    const token = await accounts.renewLogin(raw.tokenHash);
    if (!token) throw new ApiFailure(403, messages.pleaseLogin);
    return loginResult(member, token, app.config.tokenTtl, false);
  });

  for (const endpoint of [endpoints.oauthVerifySend, endpoints.authVerifySend]) {
    defineRoute(app, endpoint, async ({ body, raw }) => {
      await requireCaptcha(app, raw, body.captcha);
      const waitMs = await waitForLimits(app, sendLimits(body.phone, raw.ip, app.config.smsResendSeconds, app.config.smsSendsPerAddressHour), app.clock());
      if (waitMs > 0) throw tooManyRequests(waitMs);
      const code = randomDigits(6);
      await codes.issue(body.phone, code);
      await app.sms.send(body.phone, smsText(code));
      return null;
    });
  }

  for (const endpoint of [endpoints.oauthVerify, endpoints.authVerify]) {
    defineRoute(app, endpoint, async ({ body }) => {
      await verification.verify(body.phone, body.code);
      const member = await members.liveByPhone(body.phone);
      if (!member) return null;
      const provider = body.type === 'general' ? null : body.type;
      if (provider) {
        const given = body[`${provider}_id`];
        const bound = socialIdOf(member, provider);
        if (given && bound && bound !== given) throw validationFailure({ phone: messages.phoneAlreadyBound });
      }
      const hasPassword = member.passwordHash !== null;
      return { user: { id: member.id, name: member.name, login_type: member.loginType as LoginType, has_password: hasPassword, social_only: !hasPassword } };
    });
  }

  for (const endpoint of [endpoints.oauthPassword, endpoints.authPassword]) {
    defineRoute(app, endpoint, async ({ params, body }) => {
      const checked = await validate(schemas.phoneBody, { phone: params.phone });
      if (!checked.ok) throw validationFailure({ phone: checked.errors.phone });
      const { phone } = checked.value;
      const member = await members.liveByPhone(phone);
      if (!member) throw validationFailure({ phone: messages.invalidPhoneChoice });
      const codeId = await verification.checkVerified(phone, body.code);
      const passwordHash = await hashPassword(body.password);
      return accounts.setPassword(member, codeId, passwordHash);
    }, { message: messages.setSuccess });
  }

  for (const endpoint of [endpoints.oauthRegister, endpoints.authRegister]) {
    const fromSource = fromSourceOf(endpoint.path);
    defineRoute(app, endpoint, async ({ body, raw }) => {
      await requireCaptcha(app, raw, body.captcha);
      const fromInviteCode = await checkInviteCode(app, body.from_invite_code);
      await ensurePhoneFree(app, body.phone);
      const codeId = await verification.checkVerified(body.phone, body.code);
      const passwordHash = await hashPassword(body.password);
      return accounts.register({
        codeId,
        phone: body.phone,
        name: body.name,
        gender: body.gender,
        passwordHash,
        loginType: 'general',
        fromInviteCode,
        fromSource,
        registerDevice: body.register_device.slice(0, 20) || 'PC',
      });
    }, { message: messages.loginSuccess });
  }

  await app.register(socialRoutes);
}
