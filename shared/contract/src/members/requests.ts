/** Request bodies of the member's own pages: the record, the inviter and comments. */
import * as yup from 'yup';
import { authTexts } from '../auth/messages';
import { int } from '../platform/request-fields';
import { memberTexts } from './messages';
import * as rule from '../platform/rules';

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
  /** 以簡訊提醒訂位: true or false (multipart sends 'true' / 'false'). */
  sms_reminders: yup.boolean().typeError('格式不正確，請重新輸入').optional(),
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

/** How a member proves an account deletion is theirs: the password, or the code sent by POST /v2/member/delete/code. */
const deleteProofs = ['password', 'code'] as const;

/**
 * DELETE /v2/member (help c-8): `proof` names the proof sent — `password` (the member's
 * password) or `code` (the SMS code sent to the member's phone). A wrong one deletes nothing.
 */
export const memberDeleteBody = yup.object({
  proof: yup.string().oneOf(deleteProofs, memberTexts.deleteProofRequired).required(memberTexts.deleteProofRequired),
  password: yup
    .string()
    .test('password-given', memberTexts.deletePasswordRequired, function given(value) {
      return this.parent.proof !== 'password' || Boolean(value);
    })
    .optional(),
  code: yup
    .string()
    .trim()
    .test('code-given', memberTexts.deleteCodeRequired, function given(value) {
      return this.parent.proof !== 'code' || Boolean(value);
    })
    .optional(),
});

/** POST /v2/member/introducer/create: the inviter's code (case-insensitive); anything unusable is 邀請碼無效. */
export const introducerBody = yup.object({ invite_code: rule.inviteCode().uppercase().required(authTexts.invalidInviteCode) });

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
