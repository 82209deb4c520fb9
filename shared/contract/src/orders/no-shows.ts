/**
 * The diner's side of the no-show record (issue 28; the rules: no-show-rules.ts): the member's
 * marks with their standing, and the dispute of one — by the member, or by a guest through the
 * booking's result link (the order's public id, as the guest's cancel). Bodies, replies, texts
 * and the calls, one set for the API, the member page and the documentation.
 */
import * as yup from 'yup';
import { endpoint } from '../platform/endpoint';
import { flag, int, list, oneOf, optionalText, text } from '../platform/response-fields';
import { NO_SHOW_STATUSES, noShowLimits } from './no-show-rules';

export const noShowMessages = {
  disputeReasonRequired: '請說明申訴原因',
  disputeReasonTooShort: `申訴原因請至少寫 ${noShowLimits.disputeReasonMin} 個字`,
  disputeReasonTooLong: `申訴原因請在 ${noShowLimits.disputeReasonMax} 字以內`,
  noShowNotFound: '找不到這筆未到紀錄',
  alreadyDisputed: '這筆未到紀錄已經申訴過了',
  notDisputable: '店家已回覆這筆未到紀錄，無法再申訴',
  disputeTooLate: '未到紀錄超過 30 天，已無法申訴',
  disputeSent: '已送出申訴，店家回覆後會通知您',
  /** The member page. */
  pageTitle: '未到紀錄',
  empty: '沒有未到紀錄',
} as const;

/** The words of a mark's status as the diner reads them. */
export const NO_SHOW_STATUS_LABELS: Readonly<Record<(typeof NO_SHOW_STATUSES)[number], string>> = {
  standing: '未到',
  disputed: '申訴中',
  withdrawn: '店家已撤銷',
  upheld: '店家維持未到',
};

const reasonText = yup
  .string()
  .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v))
  .typeError(noShowMessages.disputeReasonRequired);

/** POST …/dispute: why the mark is wrong (10–500 characters). */
export const noShowDisputeBody = yup.object({
  reason: reasonText
    .required(noShowMessages.disputeReasonRequired)
    .min(noShowLimits.disputeReasonMin, noShowMessages.disputeReasonTooShort)
    .max(noShowLimits.disputeReasonMax, noShowMessages.disputeReasonTooLong),
});

export type NoShowDisputeInput = yup.InferType<typeof noShowDisputeBody>;

/** One mark as the diner sees it. Instants are ISO strings; date and time are the booking's (Taipei). */
export const noShowMark = yup.object({
  id: int(),
  store_name: text(),
  date: text(),
  time: text(),
  marked_at: text(),
  status: oneOf(NO_SHOW_STATUSES),
  /** Whether it counts toward the standing now. */
  counts: flag(),
  /** When it stops counting (marked_at + 90 days). */
  counts_until: text(),
  can_dispute: flag(),
  /** The last moment it may be disputed (marked_at + 30 days). */
  dispute_until: text(),
  dispute_reason: optionalText(),
  disputed_at: optionalText(),
  store_answer: optionalText(),
  answered_at: optionalText(),
});

export type NoShowMark = yup.InferType<typeof noShowMark>;

export const noShowStandingReply = yup.object({
  /** Marks counted now (last 90 days, not withdrawn). */
  count: int(),
  card_required: flag(),
  /** ISO instant from which a card guarantee is no longer needed; null when none is needed. */
  card_required_until: optionalText(),
  window_days: int(),
  threshold: int(),
});

export type NoShowStanding = yup.InferType<typeof noShowStandingReply>;

export const noShowRecord = yup.object({ standing: noShowStandingReply, marks: list(noShowMark) });

export type NoShowRecord = yup.InferType<typeof noShowRecord>;

const e = endpoint;

export const noShowEndpoints = {
  memberNoShows: e<NoShowRecord>()({
    method: 'GET',
    path: '/v2/member/no-shows',
    auth: 'required',
    response: noShowRecord,
    summary: "The member's no-show marks (on their phone, or of their own bookings), newest first, and their standing: marks counted in the last 90 days, whether a card guarantee is required and until when",
  }),
  memberNoShowDispute: e<NoShowMark>()({
    method: 'POST',
    path: '/v2/member/no-shows/{id}/dispute',
    auth: 'required',
    body: noShowDisputeBody,
    response: noShowMark,
    summary: 'Dispute one of the member\'s marks (reason 10–500): once, while it stands, within 30 days; the store answers through the partner API. Anyone else\'s mark 404',
  }),
  orderResultNoShow: e<NoShowMark>()({
    method: 'GET',
    path: '/v2/order/result/{publicId}/no-show',
    response: noShowMark,
    summary: "The booking's no-show mark by the result link (no token: the 128-bit id is the key); 404 when there is none",
  }),
  orderResultNoShowDispute: e<NoShowMark>()({
    method: 'POST',
    path: '/v2/order/result/{publicId}/no-show/dispute',
    body: noShowDisputeBody,
    response: noShowMark,
    summary: "Dispute the booking's no-show mark from the result link (rules as memberNoShowDispute)",
  }),
} as const;
