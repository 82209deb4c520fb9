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
} as const;

/** §8: order results 已保留 and 已取消 are success, others failure. */
export function isOrderResultSuccess(text: string): boolean {
  return text === orderTexts.orderHeld || text === orderTexts.orderCancelled;
}

/** Booking error code that opens the blacklist dialog (§8). */
export const BLACKLIST_ERROR_CODE = 422100;

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
