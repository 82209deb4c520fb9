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

/**
 * Comment limits (§3 Comment, §9): the form and the API enforce the same numbers. Photos are
 * JPEG, PNG or WebP judged by their bytes, not their name; the server resizes what it keeps.
 */
export const COMMENT_IMAGE_MAX_COUNT = 5;
export const COMMENT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const COMMENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const COMMENT_TITLE_MAX = 50;
export const COMMENT_BODY_MAX = 1000;
/** The overall score and each of the four sub scores (food, service, ambience, value). */
export const COMMENT_SCORE_MIN = 1;
export const COMMENT_SCORE_MAX = 5;
export const COMMENT_SUB_SCORE_COUNT = 4;
/** The four sub scores in their order, as every page names them. */
export const COMMENT_SUB_SCORE_LABELS = ['餐點', '服務', '環境', '價格'] as const;

export const commentMessages = {
  scoreRequired: '請給予評分',
  subScoresRequired: '請完成四項評分',
  titleTooLong: `標題請在 ${COMMENT_TITLE_MAX} 字以內`,
  bodyTooLong: `內容請在 ${COMMENT_BODY_MAX} 字以內`,
  imageTooMany: `最多上傳 ${COMMENT_IMAGE_MAX_COUNT} 張照片`,
  imageTooLarge: `每張照片請在 ${COMMENT_IMAGE_MAX_BYTES / 1024 / 1024} MB 以內`,
  imageType: '僅接受 JPEG、PNG 或 WebP 圖片',
  imageUnreadable: '照片無法讀取，請換一張',
} as const;

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
