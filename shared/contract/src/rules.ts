/**
 * The §5 validation rules as yup schemas, with their exact messages. Forms and the API
 * validate with these same objects, so client and server cannot drift.
 */
import * as yup from 'yup';

export const ruleMessages = {
  phoneRequired: '手機號碼為必填',
  phoneFormat: '格式不正確，請重新輸入',
  loginPasswordRequired: '請輸入密碼',
  passwordRequired: '密碼為必填',
  passwordMin: '密碼低於6字元',
  oldPasswordRequired: '舊密碼為必填',
  confirmRequired: '請再次輸入密碼',
  confirmMismatch: '兩次密碼不符，請確認',
  emailRequired: '電子信箱為必填',
  emailFormat: '電子信箱格式錯誤，請重新輸入',
  nameRequired: '姓名為必填',
  nameSymbols: '請勿填入特殊符號',
  fieldRequired: '此欄位為必填',
} as const;

export const PHONE_PATTERN = /^09\d{8}$/;
export const PASSWORD_MIN = 6;

/** Full-width letters, digits and spaces become half-width (NFKC), then trimmed. */
export function normaliseFullWidth(value: string): string {
  return value.normalize('NFKC').replace(/\u3000/g, ' ').trim();
}

const asString = (value: unknown): unknown => (typeof value === 'number' ? String(value) : value);

export const phone = () =>
  yup
    .string()
    .transform((v: unknown) => {
      const s = asString(v);
      return typeof s === 'string' ? normaliseFullWidth(s) : s;
    })
    .required(ruleMessages.phoneRequired)
    .matches(PHONE_PATTERN, ruleMessages.phoneFormat);

/** Optional free phone: same format, empty allowed. */
export const optionalPhone = () =>
  yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? normaliseFullWidth(v) : v))
    .test('phone-format', ruleMessages.phoneFormat, (v) => !v || PHONE_PATTERN.test(v))
    .default('');

/** Login password: non-ASCII characters are stripped before the required check. */
export const loginPassword = () =>
  yup
    .string()
    // eslint-disable-next-line no-control-regex
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/[^\x00-\x7F]/g, '') : v))
    .required(ruleMessages.loginPasswordRequired);

/** New password: whitespace stripped; required; at least 6 characters. */
export const newPassword = () =>
  yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/\s/g, '') : v))
    .required(ruleMessages.passwordRequired)
    .min(PASSWORD_MIN, ruleMessages.passwordMin);

export const oldPassword = () => yup.string().required(ruleMessages.oldPasswordRequired);

/** Confirm password: required and equal to the sibling field `ref` (default `password`). */
export const confirmPassword = (ref = 'password') =>
  yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/\s/g, '') : v))
    .required(ruleMessages.confirmRequired)
    .test('confirm-match', ruleMessages.confirmMismatch, function match(value) {
      // An empty value already reports 請再次輸入密碼; only compare when something was typed.
      return !value || value === this.parent[ref];
    });

export const email = () =>
  yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? normaliseFullWidth(v) : v))
    .required(ruleMessages.emailRequired)
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, ruleMessages.emailFormat);

/** Letters of any script, spaces, middle dots and hyphens: no digits or other symbols. */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} ·‧.'-]*$/u;

export const name = () =>
  yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? normaliseFullWidth(v) : v))
    .required(ruleMessages.nameRequired)
    .matches(NAME_PATTERN, ruleMessages.nameSymbols);

/** Nickname, birthday, address, title. */
export const requiredText = () => yup.string().trim().required(ruleMessages.fieldRequired);

/** Invitation code: no check beyond being text. */
export const inviteCode = () => yup.string().trim().default('');

export const loginForm = yup.object({
  phone: phone(),
  password: loginPassword(),
  keepLogin: yup.boolean().default(false),
});
export type LoginForm = yup.InferType<typeof loginForm>;
