import { ApiError } from '@joy/contract';
import { storeErrorAction } from '../store-error';
import { weeklyHours } from '../business-hours';

describe('store page error rules (§8)', () => {
  it.each([
    [new ApiError(404, 0, '店家不存在'), 'not-found'],
    [new ApiError(400, 0, '店家不存在'), 'to-store-list'],
    [new ApiError(500, 0, '店家不存在'), 'to-store-list'],
    [new ApiError(503, 0, '系統維護中'), 'to-store-list'],
    [new ApiError(500, 0, '系統忙碌中，請稍後再試'), 'retry'],
    [new Error('network'), 'retry'],
  ])('%s → %s', (error, action) => {
    expect(storeErrorAction(error)).toBe(action);
  });
});

describe('weekly business hours', () => {
  it('lists Monday first, sorts ranges and marks today', () => {
    const week = weeklyHours(
      [
        { weekday: 1, open: '17:00', close: '21:00' },
        { weekday: 1, open: '11:00', close: '14:00' },
      ],
      1,
    );
    expect(week[0]).toEqual({ weekday: 1, label: '星期一', ranges: ['11:00–14:00', '17:00–21:00'], isToday: true });
    expect(week[6]).toMatchObject({ weekday: 0, ranges: [], isToday: false });
  });
});
