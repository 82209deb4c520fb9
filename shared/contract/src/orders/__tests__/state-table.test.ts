import { canMemberChange, decide, holdsSeats, ORDER_STATUSES, ORDER_TRANSITIONS, reservationInstant, type OrderAction, type OrderActor } from '../state-table';

const reservation = { date: '2026-06-01', time: '18:30' };
const before = new Date('2026-06-01T18:29:00+08:00');
const after = new Date('2026-06-01T18:30:00+08:00');

/** The §4 table, written out once more by hand: [action, actor, from, to, when]. */
const TABLE: [OrderAction, OrderActor, number[], number, 'before' | 'after' | 'any'][] = [
  ['keep', 'member', [1, 2], 4, 'before'],
  ['cancel', 'member', [1, 2, 4], 0, 'before'],
  ['guest-cancel', 'guest', [1, 2, 4], 0, 'before'],
  ['confirm', 'partner', [1], 2, 'before'],
  ['seat', 'partner', [2, 4], 5, 'any'],
  ['no-show', 'partner', [2, 4], 6, 'after'],
  ['complete', 'partner', [5], 7, 'any'],
  ['store-cancel', 'partner', [1, 2, 4], 0, 'any'],
];

describe('§4 order status machine', () => {
  it('has exactly the documented moves', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual(TABLE.map(([a]) => a).sort());
  });

  describe.each(TABLE)('%s by the %s', (action, actor, from, to, when) => {
    it.each(ORDER_STATUSES)('from %i', (status) => {
      for (const [now, label] of [[before, 'before'], [after, 'after']] as const) {
        const allowedNow = from.includes(status) && (when === 'any' || when === label);
        const decision = decide(actor, action, status, reservation, now);
        expect(decision).toEqual(allowedNow ? { ok: true, to } : { ok: false, reason: expect.any(String) });
      }
    });

    it('is refused to the other actor', () => {
      const other = actor === 'member' ? 'partner' : 'member';
      expect(decide(other, action, from[0], reservation, before)).toEqual({ ok: false, reason: '此訂位目前無法變更' });
    });
  });

  it.each(ORDER_STATUSES)('lets the result link’s holder cancel from %i exactly as the member may, with the same reasons', (status) => {
    for (const now of [before, after]) expect(decide('guest', 'guest-cancel', status, reservation, now)).toEqual(decide('member', 'cancel', status, reservation, now));
    expect(decide('guest', 'cancel', status, reservation, before)).toEqual({ ok: false, reason: '此訂位目前無法變更' });
    expect(decide('partner', 'guest-cancel', status, reservation, before)).toEqual({ ok: false, reason: '此訂位目前無法變更' });
  });

  it('says why in zh-TW: the status, or the clock', () => {
    expect(decide('member', 'keep', 0, reservation, before)).toEqual({ ok: false, reason: '此訂位已取消' });
    expect(decide('member', 'keep', 4, reservation, before)).toEqual({ ok: false, reason: '此訂位已保留' });
    expect(decide('member', 'cancel', 7, reservation, before)).toEqual({ ok: false, reason: '此訂位已完成，無法取消' });
    expect(decide('partner', 'confirm', 2, reservation, before)).toEqual({ ok: false, reason: '此訂位已確認，無法確認' });
    expect(decide('partner', 'complete', 2, reservation, after)).toEqual({ ok: false, reason: '此訂位已確認，無法完成' });
    expect(decide('partner', 'seat', 6, reservation, after)).toEqual({ ok: false, reason: '此訂位未到，無法入座' });
    expect(decide('member', 'keep', 1, reservation, after)).toEqual({ ok: false, reason: '訂位時間已過，無法變更' });
    expect(decide('partner', 'no-show', 2, reservation, before)).toEqual({ ok: false, reason: '訂位時間未到，無法標記未到' });
  });

  it.each(ORDER_STATUSES)('member changes from %i: cancel only from 1, 2, 4; keep only from 1, 2', (from) => {
    expect(canMemberChange(from, 0)).toBe([1, 2, 4].includes(from));
    expect(canMemberChange(from, 4)).toBe([1, 2].includes(from));
  });

  it('frees the seats of cancelled orders only', () => {
    expect(ORDER_STATUSES.filter((s) => !holdsSeats(s))).toEqual([0]);
  });
});

describe('the reservation instant', () => {
  it('reads date and time on Taipei’s clock (UTC+8)', () => {
    expect(reservationInstant(reservation).toISOString()).toBe('2026-06-01T10:30:00.000Z');
    expect(reservationInstant({ date: '2026-06-01', time: '00:15' }).toISOString()).toBe('2026-05-31T16:15:00.000Z');
  });
});
