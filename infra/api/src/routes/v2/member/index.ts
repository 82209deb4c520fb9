/**
 * The logged-in member: record, avatar, update (multipart, with avatar and password change),
 * logout (revokes this token) and account deletion (help c-8: confirmed by the password or
 * an SMS code sent to the member's phone; 30-day protection).
 */
import type { FastifyInstance } from 'fastify';
import { endpoints, messages, ruleMessages } from '@joy/contract';
import { validationFailure } from '../../../lib/api-error';
import { defineRoute, memberOf } from '../../../lib/define-route';
import { removeImage, storeImage } from '../../../lib/image-upload';
import { hashPassword, randomDigits, verifyPassword } from '../../../lib/secrets';
import { toMemberRecord } from '../../../repositories/members';
import { createAccountService } from '../../../services/accounts';
import { takeLimits, waitForLimits } from '../../../services/throttle';
import { createVerificationService } from '../../../services/verification';
import { loginLimits, sendLimits, tooManyRequests } from '../auth/accounts';

const AVATARS = 'avatars';
export const BAD_IMAGE = '請上傳 PNG、JPEG 或 WebP 圖片（5 MB 以內）';
const deleteCodeText = (code: string) => `【樂享】您正在申請刪除樂享帳號，驗證碼為 ${code}，10 分鐘內有效。若非本人操作，請勿將驗證碼告訴他人。`;

export default async function memberRoutes(app: FastifyInstance): Promise<void> {
  const { members, throttle } = app.repos;
  const accounts = createAccountService(app);
  const codes = createVerificationService(app);

  defineRoute(app, endpoints.logout, async ({ raw }) => {
    if (raw.tokenHash) await members.revokeToken(raw.tokenHash, app.clock());
    return null;
  });

  defineRoute(app, endpoints.avatar, async (req) => ({ avatar: memberOf(req).avatar }));

  defineRoute(app, endpoints.member, async (req) => toMemberRecord(memberOf(req)));

  defineRoute(app, endpoints.memberUpdate, async (req) => {
    const member = memberOf(req);
    const { body, files } = req;
    let passwordHash: string | undefined;
    if (body.password) {
      if (member.passwordHash) {
        if (!body.old_password) throw validationFailure({ old_password: ruleMessages.oldPasswordRequired });
        if (!(await verifyPassword(body.old_password, member.passwordHash))) throw validationFailure({ old_password: messages.wrongOldPassword });
      }
      passwordHash = await hashPassword(body.password);
    }
    let avatar: string | undefined;
    if (files.avatar) {
      avatar = (await storeImage(app.storage, AVATARS, files.avatar.data)) ?? undefined;
      if (!avatar) throw validationFailure({ avatar: BAD_IMAGE });
    }
    const blankToNull = (v: string | undefined) => (v === undefined ? undefined : v || null);
    const changes = {
      name: body.name,
      gender: body.gender,
      email: blankToNull(body.email),
      birthday: blankToNull(body.birthday),
      address: blankToNull(body.address),
      summary: blankToNull(body.summary),
      smsReminders: body.sms_reminders,
      avatar,
      passwordHash,
    };
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    try {
      const updated = await accounts.updateRecord(member, defined, req.raw.tokenHash);
      if (avatar) await removeImage(app.storage, member.avatar);
      return toMemberRecord(updated);
    } catch (error) {
      if (avatar) await removeImage(app.storage, avatar);
      throw error;
    }
  }, { message: messages.settingsSaved });

  // The code that confirms a deletion goes to the member's own phone, under the limits of any code send.
  defineRoute(app, endpoints.memberDeleteCode, async (req) => {
    const member = memberOf(req);
    const waitMs = await waitForLimits(app, sendLimits(member.phone, req.raw.ip, app.config.smsResendSeconds, app.config.smsSendsPerAddressHour), app.clock());
    if (waitMs > 0) throw tooManyRequests(waitMs);
    const code = randomDigits(6);
    await codes.issue(member.phone, code);
    await app.sms.send(member.phone, deleteCodeText(code));
    return null;
  });

  // A password proof is a login attempt for the limits: guesses with a stolen session slow down
  // the same way failed logins do, and the right password gives its slots back.
  defineRoute(app, endpoints.memberDelete, async (req) => {
    const member = memberOf(req);
    const { body, raw } = req;
    const at = app.clock();
    if (body.proof === 'password' && !(await takeLimits(app, loginLimits(member.phone, raw.ip), at))) throw tooManyRequests();
    await accounts.deleteAccount(member, body, at);
    if (body.proof === 'password') {
      await throttle.clear('login_phone', member.phone);
      await throttle.release('login_ip', raw.ip, at);
    }
    return null;
  }, { message: messages.deleted });
}
