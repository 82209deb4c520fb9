import { coinMessages, schemas, validate, withdrawQuote, withdrawRules, WITHDRAW_NOTIFICATION_STATUS, withdrawNotificationActions } from '../..';
import { dividendWithdrawBody, profitWithdrawBody } from '../../dealers/requests';
import { partnerPaymentBody } from '../../partner/requests';

const errorsOf = async (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = await validate(schema, input);
  return result.ok ? {} : result.errors;
};

describe('joy coin rules in the contract', () => {
  it('quotes a withdrawal: 1 coin = NT$1, less the NT$15 transfer fee', () => {
    expect(withdrawQuote(300)).toEqual({ coin: 300, gross_ntd: 300, fee_ntd: 15, amount_ntd: 285 });
    expect(withdrawRules).toMatchObject({ rate: 1, min_coins: 100, max_coins: 50000, fee_ntd: 15 });
    expect(withdrawRules.text[1]).toBe('每次提領最少 100 樂幣，最多 50,000 樂幣');
  });

  it('maps the withdrawal steps to §4 notification statuses and the pages they open', () => {
    expect(WITHDRAW_NOTIFICATION_STATUS).toEqual({ pending: 3, success: 2, failed: 4 });
    expect(withdrawNotificationActions[WITHDRAW_NOTIFICATION_STATUS.pending]).toBe('/member/withdrawal-record');
    expect(withdrawNotificationActions[WITHDRAW_NOTIFICATION_STATUS.failed]).toBe('/member/rewards');
  });

  it('validates the withdraw payload with the page’s messages', async () => {
    expect(await errorsOf(schemas.withdrawBody, { type: 1, coin: 99, member_bank_id: 3 })).toEqual({ coin: coinMessages.withdrawBelowMin });
    expect(await errorsOf(schemas.withdrawBody, { type: 2, coin: 100 })).toEqual({ type: '提領類型不正確', member_bank_id: '請選擇銀行帳戶' });
    expect(await validate(schemas.withdrawBody, { type: 1, coin: 100, member_bank_id: 3 })).toEqual({ ok: true, value: { type: 1, coin: 100, member_bank_id: 3, idempotency_key: '' } });
  });

  // yup's number() casts with +value: each of these used to be read as 100 coins.
  it('takes money only as a whole JSON number within range, never a string, array or float that reads as one', async () => {
    for (const loose of ['0x64', '1e2', '100', ' 100 ', [100], 100.5, true, null, 1e308, -100]) {
      expect(await errorsOf(schemas.withdrawBody, { type: 1, coin: loose, member_bank_id: 3 })).toHaveProperty('coin');
      expect(await errorsOf(partnerPaymentBody, { member_code: 'AB12CD34EF567890', amount: loose, idempotency_key: 'k' })).toHaveProperty('amount', coinMessages.payAmountInvalid);
      expect(await errorsOf(partnerPaymentBody, { member_code: 'AB12CD34EF567890', amount: 500, coins: loose, idempotency_key: 'k' })).toEqual({ coins: coinMessages.coinsExceedAmount });
      expect(await errorsOf(dividendWithdrawBody, { point: loose, member_bank_id: 1 })).toHaveProperty('point');
      expect(await errorsOf(profitWithdrawBody, { bonus: loose, member_bank_id: 1 })).toHaveProperty('bonus');
    }
    expect(await errorsOf(partnerPaymentBody, { member_code: 'AB12CD34EF567890', amount: 10_000_001, idempotency_key: 'k' })).toEqual({ amount: coinMessages.payAmountInvalid });
    expect(await validate(dividendWithdrawBody, { point: 250, member_bank_id: 1 })).toEqual({ ok: true, value: { point: 250, member_bank_id: 1 } });
  });

  it('normalises a bank account as typed and checks the date', async () => {
    const ok = await validate(schemas.memberBankCreateBody, { bank_code: '808', branch: ' 信義分行 ', account_name: '林小美', account_number: '０１２３-4567 8901', birthday: '1990-05-20' });
    expect(ok).toEqual({ ok: true, value: { source: 'member', bank_code: '808', branch: '信義分行', account_name: '林小美', account_number: '012345678901', birthday: '1990-05-20' } });
    expect(await errorsOf(schemas.memberBankCreateBody, { bank_code: '808', branch: 'x', account_name: '林小美', account_number: '0123456789', birthday: '1990-13-01' })).toEqual({ birthday: '日期格式不正確' });
  });

  it('reads a pay code with spaces, hyphens and lower case; coins cannot exceed the bill', async () => {
    const result = await validate(partnerPaymentBody, { member_code: 'ab12-cd34 ef56 7890', amount: 500, idempotency_key: 'pos-1' });
    expect(result).toEqual({ ok: true, value: { member_code: 'AB12CD34EF567890', amount: 500, coins: 0, idempotency_key: 'pos-1', note: '' } });
    expect(await errorsOf(partnerPaymentBody, { member_code: 'AB12CD34EF567890', amount: 500, coins: 501, idempotency_key: 'k' })).toEqual({ coins: '折抵樂幣不可超過消費金額' });
  });

  it('an introducer code is required and read in capitals', async () => {
    expect(await errorsOf(schemas.introducerBody, { invite_code: ' ' })).toEqual({ invite_code: '邀請碼無效' });
    expect(await validate(schemas.introducerBody, { invite_code: 'abcd2345' })).toEqual({ ok: true, value: { invite_code: 'ABCD2345' } });
  });
});
