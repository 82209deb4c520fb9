import type { BusinessTime } from '@joy/contract';
import { businessStatus, taipeiClock } from '../../src/lib/business-status';

/** A moment given in Taipei wall-clock time (UTC+8). */
const taipei = (isoLocal: string): Date => new Date(`${isoLocal}+08:00`);

// 2026-11-23 is a Monday. Lunch and dinner with a 14:30–17:00 break, closed on Mondays.
const lunchAndDinner: BusinessTime[] = [0, 2, 3, 4, 5, 6].flatMap((weekday) => [
  { weekday, open: '11:30', close: '14:30' },
  { weekday, open: '17:00', close: '21:30' },
]);
// An izakaya open 18:00 to 02:00 every day but Sunday.
const izakaya: BusinessTime[] = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '18:00', close: '02:00' }));

describe('business status in Asia/Taipei time', () => {
  it('reads the weekday and time on the Taipei clock, not the server clock', () => {
    // 2026-11-24 17:30 UTC is Wednesday 01:30 in Taipei.
    expect(taipeiClock(new Date('2026-11-24T17:30:00Z'))).toEqual({ weekday: 3, minutes: 90 });
  });

  it('is 1 (open) inside a span', () => {
    expect(businessStatus(lunchAndDinner, taipei('2026-11-24T12:00:00'))).toBe(1);
    expect(businessStatus(lunchAndDinner, taipei('2026-11-24T17:00:00'))).toBe(1);
  });

  it('is 2 (on break) between the lunch and dinner spans', () => {
    expect(businessStatus(lunchAndDinner, taipei('2026-11-24T14:30:00'))).toBe(2);
    expect(businessStatus(lunchAndDinner, taipei('2026-11-24T15:45:00'))).toBe(2);
  });

  it('is 2 outside the hours of a working day (before opening, after closing)', () => {
    expect(businessStatus(lunchAndDinner, taipei('2026-11-24T09:00:00'))).toBe(2);
    expect(businessStatus(lunchAndDinner, taipei('2026-11-24T22:00:00'))).toBe(2);
  });

  it('is 0 (closed today) on the weekday without spans', () => {
    expect(businessStatus(lunchAndDinner, taipei('2026-11-23T12:00:00'))).toBe(0);
  });

  it('uses the Taipei day even when UTC is still on the previous day', () => {
    // Monday 23:30 UTC is Tuesday 07:30 in Taipei: a working day before opening.
    expect(businessStatus(lunchAndDinner, new Date('2026-11-23T23:30:00Z'))).toBe(2);
  });

  it('keeps a span past midnight open into the next day', () => {
    // Sunday 01:00: closed on Sunday, but Saturday night's span runs until 02:00.
    expect(businessStatus(izakaya, taipei('2026-11-22T01:00:00'))).toBe(1);
    expect(businessStatus(izakaya, taipei('2026-11-22T03:00:00'))).toBe(0);
    expect(businessStatus(izakaya, taipei('2026-11-23T23:00:00'))).toBe(1);
    expect(businessStatus(izakaya, taipei('2026-11-23T10:00:00'))).toBe(2);
  });

  it('is 0 with no hours at all', () => {
    expect(businessStatus([], taipei('2026-11-24T12:00:00'))).toBe(0);
  });
});
