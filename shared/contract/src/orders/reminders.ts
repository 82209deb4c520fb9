/**
 * Booking reminders (issue 23, item 5): the day before at a fixed hour on Taipei's clock
 * (18:00), and a few hours before the reservation (2). Both are the API's settings
 * (REMINDER_DAY_BEFORE_AT, REMINDER_HOURS_BEFORE); these are their defaults. A guest gets an
 * SMS, a member a notification and, unless they turned it off in 帳號設定, an SMS too. Each
 * carries the diner's two answers as links: 確認赴約 and 取消訂位 — the booking's page with
 * `?reminder=confirm` or `?reminder=cancel` (the guest's result page, the member's order page).
 * 確認赴約 records when the diner answered (`diner_confirmed_at`), which the store sees on
 * the partner API's order.
 */

/** The two reminders a booking gets, each at most once (the API's booking_reminders claim). */
export const REMINDER_KINDS = ['day-before', 'two-hours'] as const;

export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The day-before reminder goes out at this time (HH:MM, Taipei) the day before the reservation. */
export const REMINDER_DAY_BEFORE_AT = '18:00';

/** The second reminder goes out this many hours before the reservation. */
export const REMINDER_HOURS_BEFORE = 2;

/** The query a reminder's links add to the booking's page. */
export const REMINDER_QUERY = 'reminder';

/** The diner's answers to a reminder: the value of `?reminder=`. */
export const REMINDER_ANSWERS = ['confirm', 'cancel'] as const;

export type ReminderAnswer = (typeof REMINDER_ANSWERS)[number];

/** The booking's page with a reminder's answer: /booking-result/abc?reminder=confirm. */
export const reminderPath = (path: string, answer: ReminderAnswer): string => `${path}${path.includes('?') ? '&' : '?'}${REMINDER_QUERY}=${answer}`;

/** The answer a page was opened with (`?reminder=…`), or null. */
export function reminderAnswerOf(search: string | URLSearchParams): ReminderAnswer | null {
  const value = (typeof search === 'string' ? new URLSearchParams(search) : search).get(REMINDER_QUERY);
  return (REMINDER_ANSWERS as readonly string[]).includes(value ?? '') ? (value as ReminderAnswer) : null;
}

/** The words of the reminders and of their answers, on every surface (SMS, notification, pages). */
export const REMINDER_WORDS = {
  /** The notification's title. */
  title: '訂位提醒',
  /** The answer buttons and the SMS's link labels. */
  confirm: '確認赴約',
  cancel: '取消訂位',
  /** Once the diner confirmed (the confirm call's reply message, the pages' state). */
  confirmed: '已確認赴約',
  /** The booking's page once the diner confirmed (the result page's answer to ?reminder=confirm). */
  confirmedThanks: '已確認赴約，餐廳期待您的光臨',
  /** The result page's question under ?reminder=confirm. */
  confirmQuestion: '會準時赴約嗎？請按「確認赴約」回覆餐廳；無法前往請取消訂位，讓座位留給其他客人。',
  /** The member setting in 帳號設定. */
  smsSetting: '以簡訊提醒訂位',
  smsSettingHint: '訂位前一天與用餐前，除了站內通知，也以簡訊提醒您。',
} as const;

/** When the reminder says the reservation is: 明天 for the day before, 2 小時後 (兩小時後) before. */
export function reminderWhenWord(kind: ReminderKind, hoursBefore: number = REMINDER_HOURS_BEFORE): string {
  if (kind === 'day-before') return '明天';
  return `${hoursBefore === 2 ? '兩' : `${hoursBefore} `}小時後`;
}
