/** The no-show record's reply and request schemas (the routes, texts and labels: no-shows.ts). */
import * as yup from 'yup';
import { flag, int, list, oneOf, optionalText, text } from '../platform/response-fields';
import { NO_SHOW_STATUSES, noShowLimits } from './no-show-rules';
import { noShowMessages } from './no-shows';

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
