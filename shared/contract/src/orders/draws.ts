/**
 * Fair release of hot tables (issue 28): a store releases a date's tables as a draw. While the
 * draw is scheduled the date is not bookable first-come; during the window (opens_at to
 * closes_at) a verified phone — a member's, or a guest's proven by an SMS code — enters once
 * with a time and a party; when the window closes the entries are put in a random order and
 * booked in that order while the asked-for time has seats. Every entrant hears the result by
 * notification (members) and SMS. Then the date opens for the seats left.
 *
 * The diner's calls (`drawEndpoints`), their texts and the words of the result SMS.
 */
import * as yup from 'yup';
import { authTexts } from '../auth/messages';
import { endpoint } from '../platform/endpoint';
import { int, list, oneOf, optionalInt, optionalText, text } from '../platform/response-fields';
import * as rule from '../platform/rules';
import { partyLimits } from './party';

/** The registration window's length, minutes (the partner API's bounds). */
export const DRAW_WINDOW_MINUTES = { min: 5, max: 1440 } as const;

export const drawMessages = {
  /** Booking, or asking for times, on a date a draw will release. */
  dateByDraw: '此日期將以抽籤方式開放訂位',
  notOpenYet: '抽籤尚未開始',
  closed: '抽籤登記已截止',
  phoneEntered: '此手機已登記過本次抽籤',
  memberEntered: '您已登記過本次抽籤',
  drawNotFound: '找不到此抽籤',
  entryNotFound: '找不到此抽籤登記',
  entered: '已完成抽籤登記',
  codeSent: '驗證碼已發送',
  timeInvalid: '請選擇店家在這一天的訂位時段',
  partyTooLarge: '人數超過店家可接受的上限',
  blacklisted: '此手機目前無法登記抽籤',
  /** How the draw works, shown beside every draw. */
  howItWorks: '登記時間內的申請以隨機順序分配，不是先搶先贏',
} as const;

/** 'upcoming' before the window, 'open' during it, 'closed' after it until drawn, then 'drawn'. */
export const DRAW_PHASES = ['upcoming', 'open', 'closed', 'drawn'] as const;
export type DrawPhase = (typeof DRAW_PHASES)[number];

export const DRAW_ENTRY_STATUSES = ['entered', 'won', 'lost'] as const;
export type DrawEntryStatus = (typeof DRAW_ENTRY_STATUSES)[number];

/** A draw as the store page lists it. */
export const storeDraw = yup.object({
  public_id: text(),
  date: text(),
  /** ISO instants. */
  opens_at: text(),
  closes_at: text(),
  phase: oneOf(DRAW_PHASES),
  /** The times a diner may ask for that day ('HH:MM'). */
  times: list(text()),
  max_party_size: int(),
  /** The signed-in member's entry of this draw (its public id), or null. */
  my_entry: optionalText(),
});

export type StoreDraw = yup.InferType<typeof storeDraw>;

/** One entry as its entrant reads it. */
export const drawEntry = yup.object({
  public_id: text(),
  draw_public_id: text(),
  store_id: int(),
  store_name: text(),
  date: text(),
  time: text(),
  adult_num: int(),
  child_num: int(),
  closes_at: text(),
  status: oneOf(DRAW_ENTRY_STATUSES),
  /** Place in the drawn order (1 = first); null until drawn. */
  position: optionalInt(),
  /** The booking a won entry made (its result page's key); null otherwise. */
  order_public_id: optionalText(),
});

export type DrawEntry = yup.InferType<typeof drawEntry>;

/** POST /v2/draw/{publicId}/code: a guest's phone, to prove it with a code. */
export const drawCodeBody = yup.object({ phone: rule.phone() });

/**
 * POST /v2/draw/{publicId}/entry: the time and party asked for; a guest (no token) adds name,
 * phone and the code texted to it.
 */
export const drawEntryBody = yup.object({
  time: yup.string().trim().required(rule.ruleMessages.fieldRequired).matches(/^\d{2}:\d{2}$/, drawMessages.timeInvalid),
  adult_num: yup.number().integer().typeError('格式不正確，請重新輸入').min(partyLimits.minAdults).max(partyLimits.maxAdults).required(),
  child_num: yup.number().integer().typeError('格式不正確，請重新輸入').min(partyLimits.minChildren).max(partyLimits.maxChildren).default(0),
  name: yup.string().optional(),
  phone: rule.optionalPhone(),
  code: yup.string().trim().optional().matches(/^\d{6}$/, { message: authTexts.wrongCode, excludeEmptyString: true }),
});

/** Without a token: name, phone and code are required. */
export const drawGuestBody = yup.object({
  name: rule.name(),
  phone: rule.phone(),
  code: yup.string().trim().required(authTexts.wrongCode).matches(/^\d{6}$/, authTexts.wrongCode),
});

const e = endpoint;

export const drawEndpoints = {
  storeDraws: e<StoreDraw[]>()({ method: 'GET', path: '/v2/store/{id}/draws', auth: 'optional', response: list(storeDraw), summary: "The store's draws not yet drawn, and those drawn in the last day (a member's own entry with each)" }),
  drawCode: e<{ phone_hint: string }>()({ method: 'POST', path: '/v2/draw/{publicId}/code', body: drawCodeBody, response: yup.object({ phone_hint: text() }), summary: "Text a guest's phone a code to enter a draw with (the code-send limits)" }),
  drawEnter: e<DrawEntry>()({
    method: 'POST',
    path: '/v2/draw/{publicId}/entry',
    auth: 'optional',
    body: drawEntryBody,
    response: drawEntry,
    summary: "Enter a draw during its window: a member with the account's phone, or a guest with name, phone and code; one entry per phone and per member",
  }),
  drawEntry: e<DrawEntry>()({ method: 'GET', path: '/v2/draw/entry/{publicId}', response: drawEntry, summary: 'An entry and, once drawn, its result (the 128-bit public id is the key)' }),
} as const;

/** When a draw is in the Taipei clock: 6/1（日）12:00 style is the page's; texts use 'M/D HH:MM'. */
export interface DrawResultWords {
  store: string;
  date: string;
  time: string;
  people: number;
  link: string;
}

const md = (date: string): string => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;

/** The SMS and notification words of a draw's result (signed 【樂享】 like every SMS). */
export const drawResultTexts = {
  /** The code that proves a guest's phone. */
  code: (code: string): string => `【樂享】您的抽籤登記驗證碼為 ${code}，10 分鐘內有效。若非本人操作，請勿將驗證碼告訴他人。`,
  wonTitle: '抽籤訂位成功',
  lostTitle: '抽籤未中',
  won: (w: DrawResultWords): string => `【樂享】恭喜！您在 ${w.store} ${md(w.date)} ${w.time} ${w.people} 位的抽籤訂位已中籤並完成訂位，詳情：${w.link}`,
  /** The member's notification of the same results, without the link (the notification opens it). */
  wonNote: (w: DrawResultWords): string => `${w.store} ${md(w.date)} ${w.time} ${w.people} 位的抽籤訂位已中籤，訂位已完成。`,
  lostNote: (w: DrawResultWords): string => `${w.store} ${md(w.date)} 的抽籤訂位未中籤，剩餘座位已開放訂位。`,
  lost: (w: DrawResultWords): string => `【樂享】很抱歉，${w.store} ${md(w.date)} 的抽籤訂位未中籤，剩餘座位已開放訂位：${w.link}`,
  cancelledTitle: '抽籤訂位已取消',
  /** The store cancelled the draw before it was drawn: the entry no longer counts; the date opens to first-come booking. */
  cancelled: (w: Omit<DrawResultWords, 'time' | 'people'>): string => `【樂享】${w.store} ${md(w.date)} 的抽籤訂位已由餐廳取消，您的登記不再有效，當日座位將開放一般訂位：${w.link}`,
  cancelledNote: (w: Omit<DrawResultWords, 'time' | 'people'>): string => `${w.store} ${md(w.date)} 的抽籤訂位已由餐廳取消，您的登記不再有效，當日座位將開放一般訂位。`,
} as const;
