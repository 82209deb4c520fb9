import { endpoints, WITHDRAW_TYPE_COIN } from '@joy/contract';
import { api } from '@joy/auth';

/**
 * POST /v2/member/withdraw {type 1, coin, member_bank_id, idempotency_key}: one key per
 * confirmation, so a double click or a retried request withdraws once.
 */
export const withdraw = (coin: number, memberBankId: number, idempotencyKey: string) =>
  api.call(endpoints.memberWithdraw, { body: { type: WITHDRAW_TYPE_COIN, coin, member_bank_id: memberBankId, idempotency_key: idempotencyKey } });
