/**
 * Banks, the member's bank accounts and withdrawals (§7 Member; §8: bank and withdrawal
 * errors show the server's msg, so each refusal says why). The account form is multipart
 * with the passbook cover photo in `passbook`; it is checked by its bytes and stored before
 * the row is written, and removed again when the row is not. Another member's account reads
 * as not found; so does its passbook photo, which only its owner can read.
 */
import type { FastifyInstance } from 'fastify';
import { coinMessages, endpoints, messages, PASSBOOK_IMAGE_MAX_BYTES, rules, type BankAccountSource } from '@joy/contract';
import { ApiFailure, validationFailure } from '../../../lib/api-error';
import { defineRoute, memberOf, type UploadLimits } from '../../../lib/define-route';
import { resourceId } from '../../../lib/id-param';
import { preparePassbookImage, sendPassbookImage, storePassbookImage } from '../../../lib/passbook-image';
import { createWithdrawalService } from '../../../services/withdrawals';

const LIMITS: UploadLimits = {
  maxFileBytes: PASSBOOK_IMAGE_MAX_BYTES,
  maxFiles: 1,
  field: 'passbook',
  tooLarge: rules.commentMessages.imageTooLarge,
  tooMany: coinMessages.passbookRequired,
};

const bankNotFound = () => new ApiFailure(404, coinMessages.bankNotFound);

const idOf = (value: string | undefined) => resourceId(value, bankNotFound);

export default async function bankRoutes(app: FastifyInstance): Promise<void> {
  const { withdrawals } = app.repos;
  const withdrawalService = createWithdrawalService(app);

  defineRoute(app, endpoints.bankList, async (req) => withdrawals.banks(req.body.keyword));

  defineRoute(app, endpoints.memberBankList, async (req) => {
    const source = req.query.source ?? 'member';
    if (source !== 'member' && source !== 'dealer') throw validationFailure({ source: coinMessages.sourceInvalid });
    return withdrawals.memberBanks(memberOf(req).id, source);
  });

  defineRoute(
    app,
    endpoints.memberBankCreate,
    async (req) => {
      const member = memberOf(req);
      const file = req.fileLists.passbook?.[0];
      if (!file) throw validationFailure({ passbook: coinMessages.passbookRequired });
      const checked = await preparePassbookImage(file);
      if (!checked.ok) throw validationFailure({ passbook: checked.message });
      const url = await storePassbookImage(app.storage, checked.image);
      const { body } = req;
      let result;
      try {
        result = await withdrawals.createBank(
          member.id,
          {
            source: body.source as BankAccountSource,
            bankCode: body.bank_code,
            branch: body.branch,
            accountName: body.account_name,
            accountNumber: body.account_number,
            birthday: body.birthday,
          },
          url,
          app.clock(),
        );
      } catch (error) {
        await app.storage.remove(url).catch(() => undefined);
        throw error;
      }
      if (result.kind !== 'created') await app.storage.remove(url).catch(() => undefined);
      if (result.kind === 'bank-invalid') throw validationFailure({ bank_code: coinMessages.bankInvalid });
      if (result.kind === 'duplicate') throw new ApiFailure(409, coinMessages.bankDuplicate, { fields: { account_number: coinMessages.bankDuplicate } });
      return result.bank;
    },
    { message: messages.created, upload: LIMITS },
  );

  defineRoute(
    app,
    endpoints.memberBankDelete,
    async (req) => {
      const outcome = await withdrawalService.deleteBank(memberOf(req).id, idOf(req.params.id), app.clock());
      if (outcome === 'not-found') throw bankNotFound();
      if (outcome === 'in-use') throw new ApiFailure(409, coinMessages.bankInUse);
      return null;
    },
    { message: messages.deleted },
  );

  defineRoute(
    app,
    endpoints.memberBankPassbook,
    async (req, reply) => sendPassbookImage(app.storage, await withdrawals.passbookOf(memberOf(req).id, idOf(req.params.id)), reply, bankNotFound),
    { ownReply: true },
  );

  defineRoute(
    app,
    endpoints.memberWithdraw,
    async (req) => {
      const { body } = req;
      const result = await withdrawalService.withdraw(
        memberOf(req).id,
        { type: body.type, coin: body.coin, memberBankId: body.member_bank_id, idempotencyKey: body.idempotency_key },
        app.clock(),
      );
      if (result.kind === 'bank-not-found') throw new ApiFailure(404, coinMessages.bankNotFound, { fields: { member_bank_id: coinMessages.bankNotFound } });
      if (result.kind === 'insufficient') throw validationFailure({ coin: coinMessages.insufficientCoins });
      return { withdrawal: result.withdrawal, balance: result.balance };
    },
    { message: coinMessages.withdrawalSent },
  );
}
