/** The §8 texts of booking (the blacklist one comes with BLACKLIST_ERROR_CODE): one part of `messages` (../catalogue.ts). */

export const orderTexts = {
  orderHeld: '已保留',
  orderCancelled: '已取消',
  bookingBlacklisted: '很抱歉，您目前無法使用線上訂位，如有疑問請洽客服',
  slotFull: '此時段已客滿，請選擇其他時段',
  slotUnavailable: '此時段無法預約，請選擇其他時段',
  bookingClosed: '此店家目前不開放線上訂位',
  partyTooLarge: '訂位人數超過店家可接待人數',
  /** A guest phone with too many bookings still ahead (SECURITY.md: limits on guest bookings). */
  guestBookingsFull: '此手機號碼已有多筆進行中的訂位，請先完成或取消後再預約',
  invalidBookingDate: '日期格式不正確',
  invalidPartySize: '訂位人數不正確',
  orderNotFound: '找不到此訂位',
  orderAlreadyCancelled: '此訂位已取消',
  orderAlreadyHeld: '此訂位已保留',
  orderNotChangeable: '此訂位目前無法變更',
  /** A diner's own change of date, time or party after the store's cut-off (stores.change_cutoff_minutes before the reservation). */
  changeCutoffPassed: '已超過可線上更改的時間，請直接聯絡餐廳',
  /** A diner's change that names the date, time and party the booking already has. */
  orderChangeSame: '訂位內容沒有變更',
  orderTimePassed: '訂位時間已過，無法變更',
  orderTimeNotReached: '訂位時間未到，無法標記未到',
  orderResultNotFound: '找不到此訂位結果',
  /** Special requests (special-requests.ts). */
  occasionInvalid: '請從選項中選擇用餐目的',
  dietaryNoteTooLong: '飲食禁忌與過敏請在 200 字以內',
  seatingAreaInvalid: '請從餐廳提供的座位區中選擇',
  highChairsInvalid: '兒童座椅可選 0 到 4 張',
  seatingAreaNameInvalid: '座位區名稱請填 1 到 20 個字',
  seatingAreasTooMany: '座位區最多 10 個',
  seatingAreasRepeated: '座位區名稱不可重複',
  seatingAreasRequired: '請提供座位區清單',
  /** A booking near another of the same diner at the same store; {when} is M/D HH:mm (duplicateBookingText). */
  duplicateBooking: '您已有 {when} 的訂位，仍要再訂嗎？',
} as const;

/** The duplicate-booking question naming the earlier booking: 您已有 12/24 19:00 的訂位，仍要再訂嗎？ */
export function duplicateBookingText(date: string, time: string): string {
  const [, month, day] = date.split('-').map(Number);
  return orderTexts.duplicateBooking.replace('{when}', `${month}/${day} ${time.slice(0, 5)}`);
}

/** §8: order results 已保留 and 已取消 are success, others failure. */
export function isOrderResultSuccess(text: string): boolean {
  return text === orderTexts.orderHeld || text === orderTexts.orderCancelled;
}

/** Booking error code that opens the blacklist dialog (§8). */
export const BLACKLIST_ERROR_CODE = 422100;

/**
 * Booking error code (409) of a booking within 2 hours of the same diner's active booking at
 * the same store: the page asks 仍要訂位 / 取消 and sends `allow_duplicate: true` to book anyway.
 */
export const DUPLICATE_BOOKING_ERROR_CODE = 409100;

/** Bookings of the same diner at the same store this close (either way) count as a duplicate. */
export const DUPLICATE_BOOKING_WINDOW_MINUTES = 120;

/** §4 order status in words (order pages, partner API refusals). */
export const orderStatusLabels: Readonly<Record<0 | 1 | 2 | 4 | 5 | 6 | 7, string>> = {
  0: '已取消',
  1: '待確認',
  2: '已確認',
  4: '已保留',
  5: '已入座',
  6: '未到',
  7: '已完成',
};
