/**
 * The partner API's side of the no-show record (issue 28): the store's disputed marks, and its
 * answer to one — withdraw the mark (it stops counting against the diner) or keep it, with a
 * word to the diner either way. The rules: orders/no-show-rules.ts.
 */
import * as yup from 'yup';
import { endpoint } from '../platform/endpoint';
import { flag, int, list, oneOf, optionalText, text } from '../platform/response-fields';
import { NO_SHOW_STATUSES, noShowLimits } from '../orders/no-show-rules';

export const partnerNoShowMessages = {
  withdrawRequired: '請以 true 或 false 表示是否撤銷未到紀錄',
  answerRequired: '請填寫給客人的回覆',
  answerLength: `回覆請寫 ${noShowLimits.answerMin} 到 ${noShowLimits.answerMax} 個字`,
  noShowNotFound: '找不到這筆未到紀錄',
  notDisputed: '這筆未到紀錄沒有待回覆的申訴',
} as const;

/** POST /partner/v1/no-shows/{id}/answer. */
export const partnerNoShowAnswerBody = yup.object({
  withdraw: yup.boolean().strict().typeError(partnerNoShowMessages.withdrawRequired).required(partnerNoShowMessages.withdrawRequired),
  answer: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v))
    .typeError(partnerNoShowMessages.answerRequired)
    .required(partnerNoShowMessages.answerRequired)
    .min(noShowLimits.answerMin, partnerNoShowMessages.answerLength)
    .max(noShowLimits.answerMax, partnerNoShowMessages.answerLength),
});

export type PartnerNoShowAnswerInput = yup.InferType<typeof partnerNoShowAnswerBody>;

/** A mark as the store sees it: the booking, the diner's name and the last 3 digits of the phone only. */
export const partnerNoShowMark = yup.object({
  id: int(),
  order_id: int(),
  date: text(),
  time: text(),
  name: text(),
  /** 0912***678 */
  phone_hint: text(),
  marked_at: text(),
  status: oneOf(NO_SHOW_STATUSES),
  withdrawn: flag(),
  dispute_reason: optionalText(),
  disputed_at: optionalText(),
  store_answer: optionalText(),
  answered_at: optionalText(),
});

export type PartnerNoShowMark = yup.InferType<typeof partnerNoShowMark>;

const e = endpoint;

export const partnerNoShowEndpoints = {
  partnerNoShowDisputes: e<PartnerNoShowMark[]>()({
    method: 'GET',
    path: '/partner/v1/no-shows/disputes',
    response: list(partnerNoShowMark),
    summary: "The store's disputed no-show marks awaiting its answer, longest waiting first",
  }),
  partnerNoShowAnswer: e<PartnerNoShowMark>()({
    method: 'POST',
    path: '/partner/v1/no-shows/{id}/answer',
    body: partnerNoShowAnswerBody,
    response: partnerNoShowMark,
    summary: 'Answer a disputed mark: withdraw true → withdrawn (no longer counted), false → upheld; answer 2–500 is sent to the diner. Another store\'s mark 404, a mark not disputed 409',
  }),
} as const;
