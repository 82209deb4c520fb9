/** Request bodies of §7 as yup schemas, built from the §5 rules. */
import * as yup from 'yup';
import * as rule from './platform/rules';
import * as coin from './coins';
import { messages } from './messages';
import { money, optionalMoney } from './platform/money';
import { partyLimits } from './order/party';

const int = () => yup.number().integer().typeError('格式不正確，請重新輸入');

/** Captcha answer: a local token or a reCAPTCHA response; ignored when the server's provider is off. */
export const captchaField = () => yup.string().default('');

export const phoneBody = yup.object({ phone: rule.phone(), captcha: captchaField() });

/**
 * `captcha` is asked for only after repeated failed logins of the phone (the reply names the
 * field). `keep_login` is the form's 「保持登入」: true (the default) a 7-day login renewed by
 * POST /v2/auth/refresh, false a login of a few hours that is not renewed.
 */
export const passwordLoginBody = yup.object({ phone: rule.phone(), password: rule.loginPassword(), captcha: captchaField(), keep_login: yup.boolean().default(true) });

export const socialType = yup.string().oneOf(['general', 'facebook', 'google', 'apple']).default('general');

export const verifyBody = yup.object({
  phone: rule.phone(),
  code: yup.string().trim().required('驗證碼錯誤'),
  type: socialType,
  facebook_id: yup.string().optional(),
  google_id: yup.string().optional(),
  apple_id: yup.string().optional(),
});

export const resetPasswordBody = yup.object({
  code: yup.string().trim().required('驗證碼錯誤'),
  password: rule.newPassword(),
  password_confirmation: rule.confirmPassword('password'),
});

export const registerBody = yup.object({
  phone: rule.phone(),
  name: rule.name(),
  gender: yup.number().oneOf([0, 1, 2]).default(0),
  password: rule.newPassword(),
  password_confirmation: rule.confirmPassword('password'),
  code: yup.string().trim().required('驗證碼錯誤'),
  from_invite_code: rule.inviteCode(),
  from_source: int().oneOf([2, 5]).default(5),
  register_device: yup.string().default('PC'),
  captcha: captchaField(),
});

export const socialProviders = ['facebook', 'google', 'apple'] as const;
export type SocialProvider = (typeof socialProviders)[number];

/**
 * POST /v2/oauth/register/{provider}: the registration body plus the social id, the ID token
 * that proves it (`social_token`, the same token the social login sent as `code`) and an
 * email (Google, Apple; taken from the token when empty). Password is optional: without it
 * the member is social-only. An existing member of the phone is bound instead of created.
 */
export const socialRegisterBody = yup.object({
  phone: rule.phone(),
  name: rule.name(),
  gender: yup.number().oneOf([0, 1, 2]).default(0),
  password: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/\s/g, '') : v))
    .test('password-min', rule.ruleMessages.passwordMin, (v) => !v || v.length >= rule.PASSWORD_MIN)
    .default(''),
  password_confirmation: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/\s/g, '') : v))
    .test('confirm-match', rule.ruleMessages.confirmMismatch, function match(value) {
      return !this.parent.password || value === this.parent.password;
    })
    .default(''),
  code: yup.string().trim().required('驗證碼錯誤'),
  from_invite_code: rule.inviteCode(),
  from_source: int().oneOf([2, 5]).default(5),
  register_device: yup.string().default('PC'),
  captcha: captchaField(),
  type: yup.string().oneOf([...socialProviders]).optional(),
  facebook_id: yup.string().trim().optional(),
  google_id: yup.string().trim().optional(),
  apple_id: yup.string().trim().optional(),
  social_token: yup.string().trim().required('驗證失敗，請再次確認'),
  email: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? rule.normaliseFullWidth(v) : v))
    .test('email-format', rule.ruleMessages.emailFormat, (v) => !v || /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v))
    .default(''),
});

/** Text fields of the member update: each one optional (absent → unchanged), checked by §5 when sent. */
const optionalText = (max: number) => yup.string().trim().max(max).optional();

/**
 * POST /v2/member?_method=PUT (multipart; the avatar file is a separate `avatar` part).
 * To change the password send old_password (when the member has one), password and
 * password_confirmation.
 */
export const memberUpdateBody = yup.object({
  name: rule.name().optional(),
  gender: yup.number().oneOf([0, 1, 2]).optional(),
  email: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? rule.normaliseFullWidth(v) : v))
    .test('email-format', rule.ruleMessages.emailFormat, (v) => v === undefined || v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v))
    .optional(),
  birthday: yup
    .string()
    .trim()
    .test('birthday-format', rule.ruleMessages.fieldRequired, (v) => v === undefined || v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v))
    .optional(),
  address: optionalText(200),
  summary: optionalText(500),
  old_password: yup.string().optional(),
  password: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/\s/g, '') : v))
    .test('password-min', rule.ruleMessages.passwordMin, (v) => !v || v.length >= rule.PASSWORD_MIN)
    .optional(),
  password_confirmation: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/\s/g, '') : v))
    .test('confirm-match', rule.ruleMessages.confirmMismatch, function match(value) {
      return !this.parent.password || value === this.parent.password;
    })
    .optional(),
});

export const socialLoginBody = (idField: 'google_id' | 'facebook_id' | 'apple_id') =>
  yup.object({ [idField]: yup.string().trim().required(), code: yup.string().trim().required() });

export const contactBody = yup.object({
  name: rule.name(),
  email: rule.email(),
  phone: rule.optionalPhone(),
  title: rule.requiredText(),
  content: rule.requiredText(),
  captcha: captchaField(),
});

export const cooperationBody = yup.object({
  company: rule.requiredText(),
  name: rule.name(),
  email: rule.email(),
  phone: rule.phone(),
  content: rule.requiredText(),
  captcha: captchaField(),
});

export const storeFilterBody = yup.object({
  city: int().nullable().default(null),
  district: yup.array(int().required()).default([]),
  date: yup.string().nullable().default(null),
  keyword: yup.string().trim().max(100).default(''),
  food_types: yup.array(int().required()).default([]),
  tags: yup.array(int().required()).default([]),
  total_people: int().min(0).max(100).nullable().default(null),
  limit: int().min(1).max(30).default(30),
  lat: yup.number().min(-90).max(90).nullable().default(null),
  lng: yup.number().min(-180).max(180).nullable().default(null),
  joy_now: yup.boolean().default(false),
  joy_pay: yup.boolean().default(false),
  joy_booking: yup.boolean().default(false),
  jcoin_reward: yup.boolean().default(false),
});
export type StoreFilter = yup.InferType<typeof storeFilterBody>;

export const latLngBody = yup.object({ lat: yup.number().required().min(-90).max(90), lng: yup.number().required().min(-180).max(180) });

export const articleLikeBody = yup.object({ article_id: int().required(), is_like: yup.boolean().required() });

export const storeIdBody = yup.object({ store_id: int().required() });

export const orderBody = yup.object({
  store_id: int().required(),
  date: yup.string().required(rule.ruleMessages.fieldRequired),
  time: yup.string().required(rule.ruleMessages.fieldRequired),
  adult_num: int().min(partyLimits.minAdults).max(partyLimits.maxAdults).required(),
  child_num: int().min(partyLimits.minChildren).max(partyLimits.maxChildren).default(0),
  purpose: yup.string().default(''),
  note: yup.string().max(500).default(''),
  phone: rule.optionalPhone(),
  from_source: int().oneOf([0, 1]).default(0),
  name: yup.string().optional(),
  gender: yup.number().optional(),
  email: yup.string().optional(),
  /** A client-made key per booking attempt: a double submit books once. */
  idempotency_key: yup.string().trim().max(64).default(''),
});

/** Guest booking (§1, §3): name, gender, email and phone are required without a token. */
export const guestFieldsBody = yup.object({
  name: rule.name(),
  gender: yup.number().oneOf([0, 1, 2]).default(0),
  email: rule.email(),
  phone: rule.phone(),
});

export const orderUpdateBody = yup.object({ order_id: int().required(), status: int().oneOf([0, 4]).required() });

/**
 * POST /v2/member/withdraw: type 1 (joy coins), the coins, the member's bank account; the
 * limits are coins.ts's (the page shows them before confirming). `idempotency_key` (one per
 * confirm) makes a double submit withdraw once.
 */
export const withdrawBody = yup.object({
  type: yup.number().typeError(coin.coinMessages.withdrawTypeInvalid).oneOf([...coin.WITHDRAW_TYPES], coin.coinMessages.withdrawTypeInvalid).required(coin.coinMessages.withdrawTypeInvalid),
  coin: money(coin.coinMessages.withdrawCoinRequired, {
    min: coin.WITHDRAW_MIN_COINS,
    max: coin.WITHDRAW_MAX_COINS,
    minMessage: coin.coinMessages.withdrawBelowMin,
    maxMessage: coin.coinMessages.withdrawAboveMax,
  }),
  member_bank_id: yup.number().typeError(coin.coinMessages.withdrawBankRequired).integer(coin.coinMessages.withdrawBankRequired).min(1, coin.coinMessages.withdrawBankRequired).required(coin.coinMessages.withdrawBankRequired),
  idempotency_key: yup.string().trim().max(64).default(''),
});
export const dividendWithdrawBody = yup.object({ point: money('格式不正確，請重新輸入', { min: 1 }), member_bank_id: int().required() });
export const profitWithdrawBody = yup.object({ bonus: money('格式不正確，請重新輸入', { min: 1 }), member_bank_id: int().required() });
/** POST /v2/member/introducer/create: the inviter's code (case-insensitive); anything unusable is 邀請碼無效. */
export const introducerBody = yup.object({ invite_code: rule.inviteCode().uppercase().required(messages.invalidInviteCode) });
export const chargePlanBody = yup.object({
  charge_plan_id: int().required(),
  receiver: rule.name(),
  receiver_phone: rule.phone(),
  receiver_address: rule.requiredText(),
});
/** POST /v2/subscription/activate-plan: a dealer's gift coupon (id and token from the SMS), who activates and where. */
export const activatePlanBody = yup.object({
  token: yup.string().trim().max(64, '啟用碼錯誤').required('請輸入啟用碼'),
  id: yup.number().typeError('啟用碼錯誤').integer('啟用碼錯誤').min(1, '啟用碼錯誤').max(2_147_483_647, '啟用碼錯誤').required('啟用碼錯誤'),
  name: rule.name(),
  phone: rule.phone(),
  address: rule.requiredText(),
});
export const newsCheckBody = yup.object({ id: int().optional() });

/** Fields shared by a new comment and an edit (multipart; §3 Comment). */
const commentFields = {
  name: rule.name(),
  title: rule.commentTitle(),
  body: rule.commentBody(),
  phone: rule.optionalPhone(),
  score: rule.commentScore(),
  sub_score: rule.commentSubScores(),
};

/** POST /v2/order/comment (multipart; photos in `images` / `images[]`). */
export const orderCommentBody = yup.object({ id: int().required(), ...commentFields });

/** POST /v2/pay/comment (multipart): the payment record instead of the order. */
export const payCommentBody = yup.object({ pay_log_id: int().required(), ...commentFields });

/**
 * POST /v2/comment/{id}?_method=PUT (multipart). `keep_images`: the current photo URLs to keep,
 * in order (repeated field); absent keeps them all, one empty value keeps none. New photos in
 * `images` are added after them.
 */
export const commentUpdateBody = yup.object({
  ...commentFields,
  keep_images: yup
    .array(yup.string().defined())
    .transform((value: unknown, original: unknown) => (typeof original === 'string' ? [original] : value))
    .transform((value: unknown) => (Array.isArray(value) ? value.filter((v) => typeof v === 'string' && v !== '') : value))
    .optional(),
});

const hhmm = () => yup.string().matches(/^([01]\d|2[0-3]):[0-5]\d$/, '時間格式為 HH:MM').required('時間格式為 HH:MM');
const weekday = () => int().min(0, '星期為 0（日）到 6（六）').max(6, '星期為 0（日）到 6（六）').required('星期為 0（日）到 6（六）');

/** Partner API: cancel an order (optional reason shown to the diner). */
export const partnerCancelBody = yup.object({ reason: yup.string().trim().max(200).default('') });

/** Partner API: seats per bookable time; capacity 0 stops taking bookings at that time. */
export const partnerSlotsBody = yup.object({
  slots: yup
    .array(yup.object({ weekday: weekday(), time: hhmm(), capacity: int().min(0).max(500).required() }))
    .min(1, '請至少設定一個時段')
    .max(7 * 48)
    .required('請至少設定一個時段'),
});

/** Partner API: the opening spans of each weekday given (weekdays not listed keep theirs). */
export const partnerBusinessTimesBody = yup.object({
  weekdays: yup.array(weekday()).min(1).required(),
  business_times: yup.array(yup.object({ weekday: weekday(), open: hhmm(), close: hhmm() })).max(7 * 4).default([]),
});

/** Partner API: the store's reply under a comment. */
export const partnerReplyBody = yup.object({ reply: rule.requiredText().max(500, '回覆請在 500 字以內') });

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
      return v >= '1900-01-01' && v <= new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    });

/** POST /v2/bank/list: an optional keyword matched against the code and the name. */
export const bankListBody = yup.object({ keyword: yup.string().trim().max(20).default('') });

/**
 * POST /v2/member/bank/create (multipart; the passbook cover photo is the `passbook` file).
 * The account number may be typed with spaces or hyphens; `birthday` is the account
 * holder's date of birth (the modal's date field).
 */
export const memberBankCreateBody = yup.object({
  source: yup.string().oneOf(['member', 'dealer'], coin.coinMessages.sourceInvalid).default('member'),
  bank_code: yup
    .string()
    .trim()
    .required(coin.coinMessages.bankRequired)
    .matches(/^\d{3}$/, coin.coinMessages.bankInvalid),
  branch: rule.requiredText().max(coin.BANK_BRANCH_MAX, coin.coinMessages.branchTooLong),
  account_name: rule.name().max(coin.BANK_ACCOUNT_NAME_MAX, coin.coinMessages.accountNameTooLong),
  account_number: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? rule.normaliseFullWidth(v).replace(/[\s-]/g, '') : typeof v === 'number' ? String(v) : v))
    .required(rule.ruleMessages.fieldRequired)
    .matches(new RegExp(`^\\d{${coin.BANK_ACCOUNT_DIGITS_MIN},${coin.BANK_ACCOUNT_DIGITS_MAX}}$`), coin.coinMessages.accountNumberFormat),
  birthday: pastDate(rule.ruleMessages.fieldRequired, coin.coinMessages.dateFormat),
});

/**
 * Partner API: a payment at the counter. `member_code` is the pay code the diner shows
 * (spaces and hyphens ignored); `amount` the bill in NT$; `coins` the joy coins the diner
 * spends on it (1 coin = NT$1, at most the bill); `idempotency_key` one per payment at the
 * POS — sending it again returns the first result and never pays twice.
 */
export const partnerPaymentBody = yup.object({
  member_code: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? rule.normaliseFullWidth(v).replace(/[\s-]/g, '').toUpperCase() : v))
    .required(coin.coinMessages.memberCodeInvalid)
    .matches(/^[0-9A-Z]{8,32}$/, coin.coinMessages.memberCodeInvalid),
  amount: money(coin.coinMessages.payAmountInvalid, { min: 1 }),
  coins: optionalMoney(coin.coinMessages.coinsExceedAmount, 0)
    .test('coins-within-amount', coin.coinMessages.coinsExceedAmount, function within(v) {
      const amount: unknown = this.parent.amount;
      return v === undefined || typeof amount !== 'number' || v <= amount;
    }),
  idempotency_key: yup.string().trim().max(64).required(coin.coinMessages.idempotencyKeyRequired),
  note: yup.string().trim().max(200).default(''),
});

/** Partner API: refund a payment (optional reason shown to the diner). */
export const partnerRefundBody = yup.object({ reason: yup.string().trim().max(200).default('') });

/** Staff: a failed transfer, with the reason the member is told. */
export const staffWithdrawalFailBody = yup.object({ reason: rule.requiredText().max(200) });
