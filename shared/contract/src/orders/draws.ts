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

