/**
 * The partner API's draws (issue 28): a store releases a date's tables as a draw — requests
 * made during the window are ordered at random when it closes and booked in that order while
 * seats last. The store schedules one (a date in the booking window, opening in the future, a
 * window of 5–1,440 minutes), lists its draws with their entry counts and, once drawn, the
 * results, and cancels one before it is drawn (the date then books first-come again).
 *
 * A date that already has bookings may still be drawn: the draw gives the seats left.
 */
import * as yup from 'yup';
import { DRAW_ENTRY_STATUSES, DRAW_WINDOW_MINUTES } from '../orders/draws';
import { endpoint } from '../platform/endpoint';
import { int, list, oneOf, optionalInt, optionalText, text } from '../platform/response-fields';

export const drawPartnerMessages = {
  dateInvalid: '日期格式為 YYYY-MM-DD',
  dateOutOfWindow: '抽籤日期須在可訂位的日期範圍內',
  opensAtInvalid: '開放登記時間格式不正確，請用 ISO 8601（例如 2026-06-01T12:00:00+08:00）',
  opensAtPast: '開放登記時間須在未來',
  closesAfterDate: '抽籤登記須在該日期開始前截止',
  windowInvalid: '登記時間長度須為 5 到 1,440 分鐘的整數',
  drawExists: '此日期已有抽籤',
  notCancellable: '此抽籤已開獎或已取消，無法取消',
  drawNotFound: '找不到此抽籤',
} as const;

export const DRAW_STATUSES = ['scheduled', 'drawn', 'cancelled'] as const;

/** POST /partner/v1/draws */
export const partnerDrawBody = yup.object({
  date: yup
    .string()
    .typeError(drawPartnerMessages.dateInvalid)
    .required(drawPartnerMessages.dateInvalid)
    .matches(/^\d{4}-\d{2}-\d{2}$/, drawPartnerMessages.dateInvalid),
  opens_at: yup
    .string()
    .typeError(drawPartnerMessages.opensAtInvalid)
    .required(drawPartnerMessages.opensAtInvalid)
    .test('instant', drawPartnerMessages.opensAtInvalid, (v) => v === undefined || (/^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)))),
  window_minutes: yup
    .number()
    .typeError(drawPartnerMessages.windowInvalid)
    .required(drawPartnerMessages.windowInvalid)
    .integer(drawPartnerMessages.windowInvalid)
    .min(DRAW_WINDOW_MINUTES.min, drawPartnerMessages.windowInvalid)
    .max(DRAW_WINDOW_MINUTES.max, drawPartnerMessages.windowInvalid),
});

/** One entry's result as the store sees it (the phone masked). */
export const partnerDrawResult = yup.object({
  position: optionalInt(),
  status: oneOf(DRAW_ENTRY_STATUSES),
  time: text(),
  adult_num: int(),
  child_num: int(),
  /** 0912***678 */
  phone_hint: text(),
  /** The booking a won entry made, or null. */
  order_id: optionalInt(),
});

export const partnerDraw = yup.object({
  id: text(),
  date: text(),
  opens_at: text(),
  closes_at: text(),
  window_minutes: int(),
  status: oneOf(DRAW_STATUSES),
  drawn_at: optionalText(),
  /** The draw's random seed (hex): with the entries in the order they were made, it gives the drawn order again. */
  seed: optionalText(),
  entries: int(),
  /** In drawn order once drawn; [] before. */
  results: list(partnerDrawResult),
});

export type PartnerDraw = yup.InferType<typeof partnerDraw>;

const e = endpoint;

export const partnerDrawEndpoints = {
  partnerDraws: e<PartnerDraw[]>()({ method: 'GET', path: '/partner/v1/draws', response: list(partnerDraw), summary: "The store's draws from today on (and drawn ones of the last 30 days), with entry counts and results" }),
  partnerDrawCreate: e<PartnerDraw>()({
    method: 'POST',
    path: '/partner/v1/draws',
    body: partnerDrawBody,
    response: partnerDraw,
    summary: 'Release a date by draw: date in the booking window, opens_at in the future, window_minutes 5–1,440, closing before the date begins; one live draw per date',
  }),
  partnerDrawCancel: e<PartnerDraw>()({ method: 'POST', path: '/partner/v1/draws/{id}/cancel', response: partnerDraw, summary: 'Cancel a draw before it is drawn (the date books first-come again)' }),
} as const;
