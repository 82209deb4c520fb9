/** Request bodies of withdrawals and bank accounts, with the limits of rules.ts. */
import * as yup from 'yup';
import { money } from '../platform/money';
import { taipeiDate } from '../platform/taipei-clock';
import * as rule from '../platform/rules';
import { coinMessages } from './messages';
import * as coin from './rules';

/**
 * POST /v2/member/withdraw: type 1 (joy coins), the coins, the member's bank account; the
 * limits are rules.ts's (the page shows them before confirming). `idempotency_key` (one per
 * confirm) makes a double submit withdraw once.
 */
export const withdrawBody = yup.object({
  type: yup.number().typeError(coinMessages.withdrawTypeInvalid).oneOf([...coin.WITHDRAW_TYPES], coinMessages.withdrawTypeInvalid).required(coinMessages.withdrawTypeInvalid),
  coin: money(coinMessages.withdrawCoinRequired, {
    min: coin.WITHDRAW_MIN_COINS,
    max: coin.WITHDRAW_MAX_COINS,
    minMessage: coinMessages.withdrawBelowMin,
    maxMessage: coinMessages.withdrawAboveMax,
  }),
  member_bank_id: yup.number().typeError(coinMessages.withdrawBankRequired).integer(coinMessages.withdrawBankRequired).min(1, coinMessages.withdrawBankRequired).required(coinMessages.withdrawBankRequired),
  idempotency_key: yup.string().trim().max(64).default(''),
});

/** A real calendar date written YYYY-MM-DD, not after today (UTC+8). */
const pastDate = (required: string, format: string) =>
  yup
    .string()
    .trim()
    .required(required)
    .test('date-format', format, (v) => {
      if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
      const d = new Date(`${v}T00:00:00Z`);
      if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v) return false;
      return v >= '1900-01-01' && v <= taipeiDate();
    });

/** POST /v2/bank/list: an optional keyword matched against the code and the name. */
export const bankListBody = yup.object({ keyword: yup.string().trim().max(20).default('') });

/**
 * POST /v2/member/bank/create (multipart; the passbook cover photo is the `passbook` file).
 * The account number may be typed with spaces or hyphens; `birthday` is the account
 * holder's date of birth (the modal's date field).
 */
export const memberBankCreateBody = yup.object({
  source: yup.string().oneOf(['member', 'dealer'], coinMessages.sourceInvalid).default('member'),
  bank_code: yup
    .string()
    .trim()
    .required(coinMessages.bankRequired)
    .matches(/^\d{3}$/, coinMessages.bankInvalid),
  branch: rule.requiredText().max(coin.BANK_BRANCH_MAX, coinMessages.branchTooLong),
  account_name: rule.name().max(coin.BANK_ACCOUNT_NAME_MAX, coinMessages.accountNameTooLong),
  account_number: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? rule.normaliseFullWidth(v).replace(/[\s-]/g, '') : typeof v === 'number' ? String(v) : v))
    .required(rule.ruleMessages.fieldRequired)
    .matches(new RegExp(`^\\d{${coin.BANK_ACCOUNT_DIGITS_MIN},${coin.BANK_ACCOUNT_DIGITS_MAX}}$`), coinMessages.accountNumberFormat),
  birthday: pastDate(rule.ruleMessages.fieldRequired, coinMessages.dateFormat),
});

/** Staff: a failed transfer, with the reason the member is told. */
export const staffWithdrawalFailBody = yup.object({ reason: rule.requiredText().max(200) });
