/**
 * The §5 validation rules as yup schemas, with their exact messages. Forms and the API
 * validate with these same objects, so client and server cannot drift.
 */
import * as yup from 'yup';
import { COMMENT_BODY_MAX, COMMENT_SCORE_MAX, COMMENT_SCORE_MIN, COMMENT_SUB_SCORE_COUNT, COMMENT_TITLE_MAX, PHONE_PATTERN, PASSWORD_MIN, commentMessages, normaliseFullWidth, ruleMessages } from './rule-numbers';

export * from './rule-numbers';

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

const score = () =>
  yup
    .number()
    .integer(commentMessages.scoreRequired)
    .typeError(commentMessages.scoreRequired)
    .min(COMMENT_SCORE_MIN, commentMessages.scoreRequired)
    .max(COMMENT_SCORE_MAX, commentMessages.scoreRequired)
    .required(commentMessages.scoreRequired);

export const commentScore = score;

/**
 * The four sub scores. A multipart form sends them as repeated `sub_score` (or `sub_score[]`)
 * fields; a JSON array string ("[5,4,4,3]") or a comma list ("5,4,4,3") is read the same way.
 */
export const commentSubScores = () =>
  yup
    .array(score())
    .transform((value: unknown, original: unknown) => {
      if (typeof original !== 'string') return value;
      const text = original.trim();
      if (text.startsWith('[')) {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          return [text];
        }
      }
      return text.split(',').map((s) => s.trim());
    })
    .typeError(commentMessages.subScoresRequired)
    .length(COMMENT_SUB_SCORE_COUNT, commentMessages.subScoresRequired)
    .required(commentMessages.subScoresRequired);

/** Comment text fields (title, body, name, phone) with the §5 messages. */
export const commentTitle = () => requiredText().max(COMMENT_TITLE_MAX, commentMessages.titleTooLong);
export const commentBody = () => requiredText().max(COMMENT_BODY_MAX, commentMessages.bodyTooLong);
