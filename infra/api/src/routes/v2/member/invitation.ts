/**
 * Invitations (§7 Member introducer; /member/invitationCode): the member's own code with its
 * children and grandchildren counts, and setting the inviter once. Any code that cannot be
 * used — unknown, the member's own, or one of their own downline — is 邀請碼無效 (§8).
 */
import type { FastifyInstance } from 'fastify';
import { coinMessages, endpoints, messages } from '@joy/contract';
import { validationFailure } from '../../../lib/api-error';
import { defineRoute, memberOf } from '../../../lib/define-route';
import { createCoinService } from '../../../services/coins';

export default async function invitationRoutes(app: FastifyInstance): Promise<void> {
  const { invitations } = app.repos;
  const coins = createCoinService(app);

  defineRoute(app, endpoints.invitationCode, async (req) => invitations.info(memberOf(req).id));

  defineRoute(
    app,
    endpoints.introducerCreate,
    async (req) => {
      const result = await coins.setIntroducer(memberOf(req).id, req.body.invite_code);
      if (result.kind === 'already') throw validationFailure({ invite_code: coinMessages.introducerAlreadySet });
      if (result.kind === 'invalid') throw validationFailure({ invite_code: messages.invalidInviteCode });
      return result.info;
    },
    { message: messages.setSuccess },
  );
}
