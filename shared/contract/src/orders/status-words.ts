/**
 * One status vocabulary (§4): for each order status its name, what it means for the diner in
 * one line (do I have a table?), what the diner can do, and the words every surface uses for
 * it — the booking success page, the guest's result page, the member's order detail, the
 * member's notification, the guest's SMS and the help articles. No surface writes a status text
 * of its own; scripts/__tests__/status-words.test.ts fails when one does.
 *
 * The wording never contradicts itself: a new booking (1) is 「已送出，等待餐廳確認」 everywhere,
 * never 「已為您保留座位」; only the store's confirmation (2) or the diner's keep (4) says the
 * seat is held. The §4/§8 texts (已保留, 已取消) are the spec's and stay as they are.
 *
 * Templates carry `{placeholders}` that `fillStatusWords` replaces: {store} the store's name,
 * {when} the reservation (2026 年 5 月 1 日 18:30), {party} 大人 2 位、小孩 1 位, {people} the
 * head count, {name} the guest's name (貴賓 when not plainly one), {link} the booking's page,
 * {reason} the store's reason (店家說明：…。 or empty), {meaning} a status's one-line meaning.
 */
import { orderStatusLabels } from './messages';
import { ORDER_TRANSITIONS } from './state-table';
import type { OrderStatus } from './types';

/** What the diner can do with a booking: the member rows of the state table, and a review once completed. */
export type DinerAction = 'keep' | 'cancel' | 'review';

export interface DinerActionWords {
  /** The button. */
  label: string;
  /** The line beside the button, if any. */
  hint: string | null;
}

export const DINER_ACTION_WORDS: Readonly<Record<DinerAction, DinerActionWords>> = {
  keep: { label: '保留訂位', hint: '會準時赴約嗎？請於訂位時間前按「保留訂位」回覆餐廳。' },
  cancel: { label: '取消訂位', hint: null },
  review: { label: '撰寫評論', hint: null },
};

export interface StatusPageWords {
  title: string;
  lead: string;
}

export interface StatusNotificationWords {
  title: string;
  body: string;
}

export interface OrderStatusWords {
  status: OrderStatus;
  /** The status in two to three characters (badges, the 狀態 row, refusals). */
  name: string;
  /** One line for the diner: whether they have a table. */
  meaning: string;
  /** What the diner may do in this status (before the reservation time, for keep and cancel). */
  actions: readonly DinerAction[];
  /** /reservation-success, right after booking. */
  successPage: StatusPageWords;
  /** /booking-result/{publicId}, the guest's link. */
  resultPage: StatusPageWords;
  /** /member/history/{id}: the line under the status badge. */
  orderDetail: string;
  /** The member's notification when the order reaches this status. */
  notification: StatusNotificationWords;
  /** The guest's SMS when the order reaches this status. */
  sms: string;
  /** When the store, not the diner, moved the order here (store-cancel). */
  byStore?: { notification: StatusNotificationWords; sms: string };
}

type Words = Omit<OrderStatusWords, 'status' | 'name' | 'actions'>;

const WORDS: Readonly<Record<OrderStatus, Words>> = {
  0: {
    meaning: '這筆訂位已取消，座位已釋出。',
    successPage: { title: '訂位已取消', lead: '這筆訂位已取消，座位已釋出。' },
    resultPage: { title: '這筆訂位已取消', lead: '這筆訂位已取消，座位已釋出；想再來請重新訂位。' },
    orderDetail: '這筆訂位已取消，座位已釋出。',
    notification: { title: '訂位已取消', body: '您已取消 {store} {when} 的訂位。' },
    sms: '【樂享】{name} 您好，您已取消 {store} {when} 的訂位。訂位結果：{link}',
    byStore: {
      notification: { title: '店家已取消訂位', body: '{store} 已取消您 {when} 的訂位。{reason}' },
      sms: '【樂享】{name} 您好，{store} 已取消您 {when} 的訂位。{reason}訂位結果：{link}',
    },
  },
  1: {
    meaning: '訂位已送出，等待餐廳確認。',
    successPage: { title: '訂位已送出', lead: '已送出，等待餐廳確認，期待您的光臨！' },
    resultPage: { title: '已送出，等待餐廳確認', lead: `餐廳確認後，狀態會改為「${orderStatusLabels[2]}」。` },
    orderDetail: '訂位已送出，等待餐廳確認；餐廳確認後會通知您。',
    notification: { title: '訂位已送出', body: '您在 {store} {when}（{party}）的訂位已送出，等待餐廳確認。' },
    sms: '【樂享】{name} 您好，您在 {store} {when} {people} 位的訂位已送出，等待餐廳確認。訂位結果：{link}',
  },
  2: {
    meaning: '餐廳已確認您的訂位，座位已為您保留。',
    successPage: { title: '訂位成功', lead: '餐廳已確認您的訂位，座位已為您保留，期待您的光臨！' },
    resultPage: { title: '餐廳已確認您的訂位', lead: '座位已為您保留，期待您的光臨。' },
    orderDetail: '餐廳已確認您的訂位，座位已為您保留。',
    notification: { title: '訂位已確認', body: '{store} 已確認您 {when} 的訂位，期待您的光臨。' },
    sms: '【樂享】{name} 您好，{store} 已確認您 {when} {people} 位的訂位，期待您的光臨。訂位結果：{link}',
  },
  4: {
    meaning: '您已保留這筆訂位，餐廳會為您留位。',
    successPage: { title: '訂位成功', lead: '您已保留這筆訂位，餐廳會為您留位，期待您的光臨！' },
    resultPage: { title: '您已保留這筆訂位', lead: '餐廳會為您留位，期待您的光臨。' },
    orderDetail: '您已保留這筆訂位，餐廳會為您留位。',
    notification: { title: '訂位已保留', body: '您已保留 {store} {when} 的訂位，餐廳會為您留位。' },
    sms: '【樂享】{name} 您好，您已保留 {store} {when} {people} 位的訂位，餐廳會為您留位。訂位結果：{link}',
  },
  5: {
    meaning: '您已入座，祝您用餐愉快。',
    successPage: { title: '歡迎光臨', lead: '您已入座，祝您用餐愉快。' },
    resultPage: { title: '歡迎光臨', lead: '您已入座，祝您用餐愉快。' },
    orderDetail: '您已入座，祝您用餐愉快。',
    notification: { title: '歡迎光臨', body: '您已在 {store} 入座，祝您用餐愉快。' },
    sms: '【樂享】{name} 您好，歡迎光臨 {store}，祝您用餐愉快。訂位結果：{link}',
  },
  6: {
    meaning: '您未在訂位時間到店，餐廳已將這筆訂位標記為未到。',
    successPage: { title: '這筆訂位未到店', lead: '您未在訂位時間到店，餐廳已將這筆訂位標記為未到。' },
    resultPage: { title: '這筆訂位未到店', lead: '您未在訂位時間到店，餐廳已將這筆訂位標記為未到；如有疑問請聯絡餐廳。' },
    orderDetail: '您未在訂位時間到店，餐廳已將這筆訂位標記為未到。',
    notification: { title: '訂位未到', body: '您 {when} 在 {store} 的訂位已標記為未到。' },
    sms: '【樂享】{name} 您好，您 {when} 在 {store} 的訂位已標記為未到，如有疑問請聯絡餐廳。訂位結果：{link}',
  },
  7: {
    meaning: '用餐已完成，歡迎留下評論。',
    successPage: { title: '感謝您的光臨', lead: '用餐已完成，歡迎留下評論分享您的用餐體驗。' },
    resultPage: { title: '感謝您的光臨', lead: '用餐已完成，歡迎留下評論分享您的用餐體驗。' },
    orderDetail: '用餐已完成，歡迎留下評論分享您的用餐體驗。',
    notification: { title: '用餐完成', body: '感謝您光臨 {store}，歡迎留下評論分享您的用餐體驗。' },
    sms: '【樂享】{name} 您好，感謝您光臨 {store}，期待再次為您服務。訂位結果：{link}',
  },
};

/** The diner's actions in `status`: the member rows of the state table (time aside: `decide` asks the clock), and §4's review of a completed order. */
function dinerActions(status: OrderStatus): DinerAction[] {
  const member = (['keep', 'cancel'] as const).filter((action) => ORDER_TRANSITIONS[action].actor === 'member' && (ORDER_TRANSITIONS[action].from as readonly number[]).includes(status));
  return status === 7 ? [...member, 'review'] : member;
}

const entry = (status: OrderStatus): OrderStatusWords => ({ status, name: orderStatusLabels[status], actions: dinerActions(status), ...WORDS[status] });

export const ORDER_STATUS_WORDS: Readonly<Record<OrderStatus, OrderStatusWords>> = { 0: entry(0), 1: entry(1), 2: entry(2), 4: entry(4), 5: entry(5), 6: entry(6), 7: entry(7) };

/** A status this build does not know yet (a newer API) reads as 處理中 rather than breaking. */
export const UNKNOWN_STATUS_NAME = '處理中';

/** The words of `status`, or null for a status this build does not know. */
export const orderStatusWords = (status: number): OrderStatusWords | null => ORDER_STATUS_WORDS[status as OrderStatus] ?? null;

/** The name of `status` (處理中 when unknown). */
export const orderStatusName = (status: number): string => orderStatusWords(status)?.name ?? UNKNOWN_STATUS_NAME;

/**
 * The diner's own change of date, time or party (PUT /v2/order/result/{publicId}, PUT
 * /v2/order/{id}/reservation): the member's notification, the guest's SMS and the e-mail's
 * headline. {meaning} is the meaning of the status the change left the booking in — a new date
 * or time awaits the store's confirmation again (1), a smaller party keeps its status.
 */
export const ORDER_CHANGE_WORDS = {
  notification: { title: '訂位已變更', body: '您在 {store} 的訂位已變更為 {when}（{party}）。{meaning}' },
  sms: '【樂享】{name} 您好，您在 {store} 的訂位已變更為 {when} {people} 位。{meaning}訂位結果：{link}',
} as const;

export interface StatusWordsValues {
  store?: string;
  when?: string;
  party?: string;
  people?: number;
  name?: string;
  link?: string;
  /** The store's reason as said: made into 店家說明：…。, or nothing when blank. */
  reason?: string;
  /** A status's one-line meaning (ORDER_STATUS_WORDS[status].meaning). */
  meaning?: string;
}

/** A template of the table with its placeholders filled (an absent value leaves nothing). */
export function fillStatusWords(template: string, values: StatusWordsValues): string {
  const reason = values.reason?.trim();
  const filled: Record<string, string> = {
    store: values.store ?? '',
    when: values.when ?? '',
    party: values.party ?? '',
    people: values.people === undefined ? '' : String(values.people),
    name: values.name ?? '',
    link: values.link ?? '',
    reason: reason ? `店家說明：${reason.replace(/[。.]$/, '')}。` : '',
    meaning: values.meaning ?? '',
  };
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in filled ? filled[key] : whole));
}

