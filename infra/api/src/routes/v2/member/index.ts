/**
 * The logged-in member: record, avatar, update (multipart, with avatar and password change),
 * logout (revokes this token) and account deletion (help c-8: 30-day protection).
 */
import type { FastifyInstance } from 'fastify';
import { endpoints, messages, ruleMessages } from '@joy/contract';
import { validationFailure } from '../../../lib/api-error';
import { defineRoute, memberOf } from '../../../lib/define-route';
import { removeImage, storeImage } from '../../../lib/image-upload';
import { hashPassword, verifyPassword } from '../../../lib/secrets';
import { toMemberRecord } from '../../../repositories/members';
import { createAccountService } from '../../../services/accounts';

const AVATARS = 'avatars';
export const BAD_IMAGE = '請上傳 PNG、JPEG 或 WebP 圖片（5 MB 以內）';

export default async function memberRoutes(app: FastifyInstance): Promise<void> {
  const { members } = app.repos;
  const accounts = createAccountService(app);

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

  defineRoute(app, endpoints.memberDelete, async (req) => {
    await accounts.deleteAccount(memberOf(req).id, app.clock());
    return null;
  }, { message: messages.deleted });
}
