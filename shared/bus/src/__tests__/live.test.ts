import { concerns, emit, everyTopic, liveChanged, liveChangeOf, liveTopics, on, type LiveChange } from '../index';

const data = (fields: Record<string, unknown> = {}) => ({ notification_title: 't', notification_body: 'b', order_id: null, notification_pay_log_id: null, ...fields });

describe('live changes from notifications', () => {
  it('an order notification touches the order it names', () => {
    expect(liveChangeOf({ type: 'order', data: data({ order_id: 12, notification_order_status: 2 }) })).toEqual({ topics: ['order'], ids: { order: 12 }, source: 'notification' });
  });

  it('a payment (or its refund) touches the payment and the coins', () => {
    expect(liveChangeOf({ type: 'store_pay', data: data({ notification_pay_log_id: 7, notification_store_pay_status: 1 }) })).toEqual({
      topics: ['payment', 'coin'],
      ids: { payment: 7 },
      source: 'notification',
    });
  });

  it('a withdrawal touches the withdrawals and the coins, whatever its status', () => {
    for (const status of [2, 3, 4]) {
      expect(liveChangeOf({ type: 'member_withdraw', data: data({ notification_member_withdraw_status: status }) })).toEqual({ topics: ['withdrawal', 'coin'], source: 'notification' });
    }
  });

  it('a notification naming no record (VIP renewal, invitation reward, new type) touches every topic', () => {
    for (const type of ['general', 'platform', 'new_register', 'something_new']) {
      expect(liveChangeOf({ type, data: data({ notification_action: '/member/angelPlan' }) }).topics).toEqual([...liveTopics]);
    }
    expect(liveTopics).toEqual(expect.arrayContaining(['order', 'payment', 'coin', 'withdrawal', 'subscription', 'avatar', 'member']));
  });

  it('ignores ids that are not positive integers', () => {
    expect(liveChangeOf({ type: 'order', data: data({ order_id: null }) })).toEqual({ topics: ['order'], source: 'notification' });
    expect(liveChangeOf({ type: 'store_pay', data: data({ notification_pay_log_id: '7' }) })).toEqual({ topics: ['payment', 'coin'], source: 'notification' });
  });
});

describe('which pages a change concerns', () => {
  const order12 = liveChangeOf({ type: 'order', data: data({ order_id: 12 }) });
  const payment7 = liveChangeOf({ type: 'store_pay', data: data({ notification_pay_log_id: 7 }) });

  it('a page follows the changes of its topics', () => {
    expect(concerns(payment7, ['coin'])).toBe(true);
    expect(concerns(payment7, ['order'])).toBe(false);
    expect(concerns(everyTopic('reconnect'), ['avatar'])).toBe(true);
  });

  it('a record page skips changes that name another record', () => {
    expect(concerns(order12, ['order'], { order: 12 })).toBe(true);
    expect(concerns(order12, ['order'], { order: 13 })).toBe(false);
    expect(concerns(payment7, ['payment'], { payment: 8 })).toBe(false);
    expect(concerns(everyTopic('reconnect'), ['order'], { order: 13 })).toBe(true);
  });
});

describe('live:changed on the bus', () => {
  it('carries the change to every listener, and liveChanged marks changes made in this tab', () => {
    const seen: LiveChange[] = [];
    const off = on('live:changed', (change) => seen.push(change));
    emit('live:changed', everyTopic('reconnect'));
    liveChanged(['avatar', 'member']);
    off();
    expect(seen).toEqual([
      { topics: [...liveTopics], source: 'reconnect' },
      { topics: ['avatar', 'member'], source: 'local' },
    ]);
  });
});
