import { messages } from '../../catalogue';
import { decide, ORDER_STATUSES, ORDER_TRANSITIONS } from '../state-table';
import { DINER_ACTION_WORDS, fillStatusWords, ORDER_CHANGE_WORDS, ORDER_STATUS_WORDS, orderStatusName, orderStatusWords, type OrderStatusWords } from '../status-words';
import { orderStatusLabels } from '../messages';

/** Every text a status has on any surface. */
const textsOf = (w: OrderStatusWords): string[] => [
  w.meaning,
  w.successPage.title,
  w.successPage.lead,
  w.resultPage.title,
  w.resultPage.lead,
  w.orderDetail,
  w.notification.title,
  w.notification.body,
  w.sms,
  ...(w.byStore ? [w.byStore.notification.title, w.byStore.notification.body, w.byStore.sms] : []),
];

describe('the order status words (§4)', () => {
  it('has words for every status of the state table, named as the order pages name them', () => {
    expect(Object.keys(ORDER_STATUS_WORDS).map(Number).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const status of ORDER_STATUSES) {
      expect(ORDER_STATUS_WORDS[status]).toMatchObject({ status, name: orderStatusLabels[status] });
      for (const text of textsOf(ORDER_STATUS_WORDS[status])) expect(text.trim()).not.toBe('');
    }
  });

  it('keeps the texts §4 fixes: a kept order is 已保留, a cancelled one 已取消', () => {
    expect(ORDER_STATUS_WORDS[4].name).toBe(messages.orderHeld);
    expect(ORDER_STATUS_WORDS[0].name).toBe(messages.orderCancelled);
  });

  it.each([
    [0, []],
    [1, ['keep', 'cancel']],
    [2, ['keep', 'cancel']],
    [4, ['cancel']],
    [5, []],
    [6, []],
    [7, ['review']],
  ] as const)('offers status %i the diner actions %j, as the state table allows', (status, actions) => {
    expect([...ORDER_STATUS_WORDS[status].actions].sort()).toEqual([...actions].sort());
    const ahead = { date: '2030-01-01', time: '18:00' };
    const now = new Date('2029-12-31T12:00:00+08:00');
    for (const action of ['keep', 'cancel'] as const) expect(decide('member', action, status, ahead, now).ok).toBe(actions.includes(action as never));
    expect(ORDER_TRANSITIONS.keep.from.every((from) => ORDER_STATUS_WORDS[from].actions.includes('keep'))).toBe(true);
  });

  it('says a new booking is sent and awaits the store, never that a seat is held', () => {
    const booked = ORDER_STATUS_WORDS[1];
    for (const text of textsOf(booked)) expect(text).not.toMatch(/保留|留位|訂位成功/);
    expect(booked.meaning).toContain('等待餐廳確認');
    expect(booked.successPage.lead).toContain('已送出，等待餐廳確認');
    expect(booked.sms).toContain('已送出，等待餐廳確認');
    expect(booked.notification.body).toContain('已送出，等待餐廳確認');
    // Only the store's confirmation and the diner's keep say the seat is held.
    expect(ORDER_STATUS_WORDS[2].meaning).toContain('座位已為您保留');
    expect(ORDER_STATUS_WORDS[4].meaning).toContain('為您留位');
  });

  it('tells the diner how to keep a booking without implying it has no seat yet', () => {
    expect(DINER_ACTION_WORDS.keep.label).toBe('保留訂位');
    expect(DINER_ACTION_WORDS.keep.hint).toContain(`「${DINER_ACTION_WORDS.keep.label}」`);
    expect(DINER_ACTION_WORDS.keep.hint).not.toMatch(/保留座位/);
  });

  it('uses only the placeholders it fills', () => {
    const templates = ORDER_STATUSES.flatMap((status) => textsOf(ORDER_STATUS_WORDS[status]));
    const used = new Set(templates.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])));
    expect([...used].sort()).toEqual(['link', 'name', 'party', 'people', 'reason', 'store', 'when']);
    for (const status of ORDER_STATUSES) expect(ORDER_STATUS_WORDS[status].sms).toMatch(/^【樂享】/);
  });

  it('fills a template, the store\'s reason as 店家說明 or nothing', () => {
    const { body } = ORDER_STATUS_WORDS[0].byStore!.notification;
    const values = { store: '好味餐廳', when: '2026 年 5 月 1 日 18:30' };
    expect(fillStatusWords(body, { ...values, reason: '今日公休。' })).toBe('好味餐廳 已取消您 2026 年 5 月 1 日 18:30 的訂位。店家說明：今日公休。');
    expect(fillStatusWords(body, { ...values, reason: '  ' })).toBe('好味餐廳 已取消您 2026 年 5 月 1 日 18:30 的訂位。');
    expect(fillStatusWords(ORDER_STATUS_WORDS[1].sms, { ...values, name: '王小明', people: 2, link: 'https://x/booking-result/a' })).toBe(
      '【樂享】王小明 您好，您在 好味餐廳 2026 年 5 月 1 日 18:30 2 位的訂位已送出，等待餐廳確認。訂位結果：https://x/booking-result/a',
    );
  });

  it('words the diner\'s own change with the status it left the booking in', () => {
    const values = { store: '好味餐廳', when: '2026 年 5 月 1 日 19:00', party: '大人 3 位', people: 3, name: '王小明', link: 'https://x/booking-result/a' };
    expect(fillStatusWords(ORDER_CHANGE_WORDS.notification.body, { ...values, meaning: ORDER_STATUS_WORDS[1].meaning })).toBe(
      '您在 好味餐廳 的訂位已變更為 2026 年 5 月 1 日 19:00（大人 3 位）。訂位已送出，等待餐廳確認。',
    );
    expect(fillStatusWords(ORDER_CHANGE_WORDS.sms, { ...values, meaning: ORDER_STATUS_WORDS[2].meaning })).toBe(
      '【樂享】王小明 您好，您在 好味餐廳 的訂位已變更為 2026 年 5 月 1 日 19:00 3 位。餐廳已確認您的訂位，座位已為您保留。訂位結果：https://x/booking-result/a',
    );
  });

  it('reads an unknown status as 處理中, with no words', () => {
    expect(orderStatusName(3)).toBe('處理中');
    expect(orderStatusWords(3)).toBeNull();
    expect(orderStatusName(2)).toBe('已確認');
  });
});
