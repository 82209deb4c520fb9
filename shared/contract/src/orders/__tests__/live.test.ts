import { freshUpdates, patchDates, patchTimes, slotFits, type SlotsEvent } from '../live';

const u = (time: string, seats_left: number, enabled = seats_left > 0) => ({ date: '2030-01-07', time, seats_left, enabled });

describe('live slot updates', () => {
  it('a slot fits a party when it is enabled and has its seats', () => {
    expect(slotFits(u('18:00', 4), 4)).toBe(true);
    expect(slotFits(u('18:00', 3), 4)).toBe(false);
    expect(slotFits(u('18:00', 9, false), 2)).toBe(false);
  });

  it("patches only the date's known times, judged for the party", () => {
    const slots = [
      { time: '18:00', available: true, seats_left: 6 },
      { time: '18:30', available: false, seats_left: 0 },
    ];
    const next = patchTimes(slots, '2030-01-07', 2, [u('18:00', 1), u('18:30', 2), u('20:00', 9), { ...u('18:00', 9), date: '2030-01-08' }]);
    expect(next).toEqual([
      { time: '18:00', available: false, seats_left: 1 },
      { time: '18:30', available: true, seats_left: 2 },
    ]);
    expect(patchTimes(slots, '2030-01-09', 2, [u('18:00', 0)])).toBe(slots);
  });

  it('adds and removes times of the bookable dates map, keeping the same object when nothing changed', () => {
    const dates = { '2030-01-07': ['18:00'], '2030-01-08': [] as string[] };
    expect(patchDates(dates, [u('18:00', 0), u('12:00', 3)])).toEqual({ '2030-01-07': ['12:00'], '2030-01-08': [] });
    expect(patchDates(dates, [u('18:00', 2)])).toBe(dates);
    expect(patchDates(dates, [{ ...u('18:00', 2), date: '2031-01-01' }])).toBe(dates);
  });

  it('keeps per slot only updates newer than the last applied', () => {
    const seen = new Map<string, number>();
    const event = (at: number, seats: number): SlotsEvent => ({ store_id: 1, at, slots: [u('18:00', seats)] });
    expect(freshUpdates(seen, event(20, 0))).toHaveLength(1);
    expect(freshUpdates(seen, event(10, 4))).toHaveLength(0);
    expect(freshUpdates(seen, event(30, 4))).toEqual([u('18:00', 4)]);
  });
});
