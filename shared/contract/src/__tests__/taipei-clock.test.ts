import { taipeiDate, taipeiWeekday } from '../platform/taipei-clock';

describe("Taipei's calendar day", () => {
  it('turns at midnight in Taipei (16:00 UTC), whatever clock the device keeps', () => {
    expect(taipeiDate(Date.UTC(2026, 10, 28, 15, 59, 59))).toBe('2026-11-28');
    expect(taipeiDate(Date.UTC(2026, 10, 28, 16, 0, 0))).toBe('2026-11-29');
    expect(taipeiDate(Date.UTC(2026, 11, 31, 16, 0, 0))).toBe('2027-01-01');
  });

  it('counts the day of the week the same way (2026-11-28 is a Saturday)', () => {
    expect(taipeiWeekday(Date.UTC(2026, 10, 28, 15, 59, 59))).toBe(6);
    expect(taipeiWeekday(Date.UTC(2026, 10, 28, 16, 0, 0))).toBe(0);
  });
});
