import { orderActions, reviewLink, statusLabel } from '../order-status';

const future = { date: '2026-11-01', time: '18:30' };
const now = new Date('2026-11-01T18:29:00+08:00');
const justPast = new Date('2026-11-01T18:30:00+08:00');

describe('order status for the member (§4)', () => {
  it('labels every status, and an unknown one as 處理中', () => {
    expect([0, 1, 2, 4, 5, 6, 7].map(statusLabel)).toEqual(['已取消', '待確認', '已確認', '已保留', '已入座', '未到', '已完成']);
    expect(statusLabel(3)).toBe('處理中');
  });

  it.each([
    [0, { keep: false, cancel: false, review: false }],
    [1, { keep: true, cancel: true, review: false }],
    [2, { keep: true, cancel: true, review: false }],
    [4, { keep: false, cancel: true, review: false }],
    [5, { keep: false, cancel: false, review: false }],
    [6, { keep: false, cancel: false, review: false }],
    [7, { keep: false, cancel: false, review: true }],
  ] as const)('status %i while the reservation is ahead offers %o', (status, expected) => {
    expect(orderActions({ ...future, status }, now)).toEqual(expected);
  });

  it('offers neither keep nor cancel from the reservation time on (Taipei clock)', () => {
    for (const status of [1, 2, 4] as const) expect(orderActions({ ...future, status }, justPast)).toEqual({ keep: false, cancel: false, review: false });
    expect(orderActions({ ...future, status: 7 }, justPast).review).toBe(true);
  });

  it('links the review to /leave-comment, with commentId to edit', () => {
    expect(reviewLink(5)).toBe('/leave-comment?id=5&type=order');
    expect(reviewLink(5, 9)).toBe('/leave-comment?id=5&type=order&commentId=9');
  });
});
