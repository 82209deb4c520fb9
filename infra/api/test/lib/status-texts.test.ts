/**
 * The order notification and the guest's booking SMS speak the contract's status words
 * (ORDER_STATUS_WORDS): one event, one status, the same sentence everywhere.
 */
import { ORDER_STATUS_WORDS } from '@joy/contract';
import { orderNotification, type NotifiedOrder, type OrderEvent } from '../../src/lib/order-notifications';
import { measureSms } from '../../src/adapters/sms-length';
import { bookingChangedText, bookingCreatedText, bookingStatusText, SMS_REASON_CHARS } from '../../src/lib/sms-texts';

const order: NotifiedOrder = { id: 7, status: 1, date: '2026-05-01', time: '18:30', adultNum: 2, childNum: 1, store: { name: '好味餐廳', logo: '', slug: 'good' } };
const booked = { guestName: '王小明', storeName: '好味餐廳', date: '2026-05-01', time: '18:30', people: 3, publicId: 'abc' };
const origin = 'https://joy.example';

describe('order status texts', () => {
  it.each([
    ['created', 1],
    ['confirm', 2],
    ['keep', 4],
    ['cancel', 0],
    ['seat', 5],
    ['no-show', 6],
    ['complete', 7],
  ] as const)('titles the %s notification as the table words status %i', (event: OrderEvent, status) => {
    expect(orderNotification(order, event).notification_title).toBe(ORDER_STATUS_WORDS[status].notification.title);
  });

  it('says a new booking is sent and awaits the store, in the notification and the SMS alike', () => {
    expect(orderNotification(order, 'created').notification_body).toBe('您在 好味餐廳 2026 年 5 月 1 日 18:30（大人 2 位、小孩 1 位）的訂位已送出，等待餐廳確認。');
    expect(bookingCreatedText(origin, booked)).toBe('【樂享】王小明 您好，您在 好味餐廳 2026 年 5 月 1 日 18:30 3 位的訂位已送出，等待餐廳確認。訂位結果：https://joy.example/booking-result/abc');
  });

  it('words a store\'s cancel with its reason, and without one', () => {
    const cancelled = { ...order, status: 0 as const };
    expect(orderNotification(cancelled, 'store-cancel', '店休')).toMatchObject({ notification_title: '店家已取消訂位', notification_body: '好味餐廳 已取消您 2026 年 5 月 1 日 18:30 的訂位。店家說明：店休。' });
    expect(orderNotification(cancelled, 'store-cancel').notification_body).toBe('好味餐廳 已取消您 2026 年 5 月 1 日 18:30 的訂位。');
    expect(bookingStatusText(origin, booked, 0, true, '店休')).toBe('【樂享】王小明 您好，好味餐廳 已取消您 2026 年 5 月 1 日 18:30 的訂位。店家說明：店休。訂位結果：https://joy.example/booking-result/abc');
    expect(bookingStatusText(origin, booked, 0)).toBe('【樂享】王小明 您好，您已取消 好味餐廳 2026 年 5 月 1 日 18:30 的訂位。訂位結果：https://joy.example/booking-result/abc');
  });

  it("shortens a store's long reason in the SMS so the cancellation fits the gateway's parts (the result link shows it whole)", () => {
    const reason = '因颱風停班停課，本店依政府公告暫停營業，'.repeat(10).slice(0, 200);
    const text = bookingStatusText(origin, booked, 0, true, reason);
    expect(text).toContain(`店家說明：${[...reason].slice(0, SMS_REASON_CHARS - 1).join('')}…。`);
    expect(measureSms(text).segments).toBeLessThanOrEqual(5);
  });

  it('says what the diner changed to and the status it left, in the notification and the SMS alike', () => {
    expect(orderNotification({ ...order, time: '19:00' }, 'changed')).toMatchObject({
      notification_title: '訂位已變更',
      notification_body: '您在 好味餐廳 的訂位已變更為 2026 年 5 月 1 日 19:00（大人 2 位、小孩 1 位）。訂位已送出，等待餐廳確認。',
      order_reservation_time: '19:00',
    });
    expect(orderNotification({ ...order, status: 2 }, 'changed').notification_body).toMatch(/。餐廳已確認您的訂位，座位已為您保留。$/);
    expect(bookingChangedText(origin, booked, 1)).toBe('【樂享】王小明 您好，您在 好味餐廳 的訂位已變更為 2026 年 5 月 1 日 18:30 3 位。訂位已送出，等待餐廳確認。訂位結果：https://joy.example/booking-result/abc');
  });

  it('texts the guest\'s own cancel from the link as the member\'s cancel reads', () => {
    expect(orderNotification({ ...order, status: 0 }, 'guest-cancel').notification_title).toBe(ORDER_STATUS_WORDS[0].notification.title);
  });

  it('keeps a name that is not plainly one out of the SMS', () => {
    expect(bookingStatusText(origin, { ...booked, guestName: '請至 www.x.com' }, 2)).toMatch(/^【樂享】貴賓 您好，好味餐廳 已確認您 /);
  });
});
