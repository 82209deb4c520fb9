/**
 * The words the diner receives when a store answers their dispute of a 未到 mark: a member's
 * notification (type `general`, opening 未到紀錄) and, for a booking whose phone has no
 * account, an SMS with the booking's result link. The store's own answer is in the
 * notification in full; the SMS keeps to the outcome (a long answer would split the text).
 */
import { sitePaths, siteLink } from '@joy/contract';
import type { NotificationInput } from './notification-publisher';
import { reservationText } from './order-notifications';

export interface AnsweredMark {
  storeName: string;
  storeLogo: string;
  storeSlug: string;
  date: string;
  time: string;
  withdrawn: boolean;
  answer: string;
  publicId: string;
}

const outcome = (m: AnsweredMark): string => (m.withdrawn ? '已撤銷這筆未到紀錄，它不再計入您的紀錄' : '維持這筆未到紀錄');

export function noShowAnswerNotification(m: AnsweredMark): NotificationInput {
  return {
    notification_title: m.withdrawn ? '未到紀錄已撤銷' : '店家已回覆您的申訴',
    notification_body: `${m.storeName} 回覆了您對 ${reservationText(m.date, m.time)} 未到紀錄的申訴：${outcome(m)}。店家說明：${m.answer}`,
    notification_image: m.storeLogo || null,
    store_logo: m.storeLogo || null,
    store_slug: m.storeSlug,
    notification_action: sitePaths.memberNoShows(),
  };
}

export function noShowAnswerText(origin: string, m: AnsweredMark): string {
  return `【樂享】${m.storeName} 已回覆您對 ${reservationText(m.date, m.time)} 未到紀錄的申訴：${outcome(m)}。詳情：${siteLink(origin, sitePaths.bookingResult(m.publicId))}`;
}
