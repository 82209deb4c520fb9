/**
 * The numbers, patterns and messages of the §5 rules: what a page shows and checks without a
 * schema. The schemas built from them are rules.ts (forms and the API); the browser's `rules`
 * namespace is this file alone.
 */
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

