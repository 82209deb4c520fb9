import { carriesChoices, readChoices, withoutChoices, writeChoices } from '../query';

const read = (query: string, today?: string) => readChoices(new URLSearchParams(query), today);

describe('the booking choices an address carries', () => {
  it('reads the date, time and party', () => {
    expect(read('id=3&date=2026-12-05&time=19:00&adults=4&children=1')).toEqual({ date: '2026-12-05', time: '19:00', adults: 4, children: 1 });
  });

  it('reads only what it names: a party alone leaves the date and time to the draft', () => {
    expect(read('adults=3')).toEqual({ adults: 3 });
    expect(read('')).toEqual({});
  });

  it('brings no time with a date that names none, so an older time cannot land on another day', () => {
    expect(read('date=2026-12-05')).toEqual({ date: '2026-12-05', time: null });
    expect(read('date=2026-12-05&time=7pm')).toEqual({ date: '2026-12-05', time: null });
  });

  it.each([
    ['a date that is not a calendar date', 'date=2026-02-30&time=19:00', {}],
    ['a time without a date', 'time=19:00', {}],
    ['no adult', 'adults=0', {}],
    ['more adults than the pickers offer', 'adults=21', {}],
    ['a fractional adult count', 'adults=2.5', {}],
    ['a negative child count', 'children=-1', {}],
    ['more children than the adults leave room for', 'adults=15&children=6', { adults: 15 }],
  ])('drops %s and keeps the rest', (_what, query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it('drops a date already past, given the day it is', () => {
    expect(read('date=2026-12-04&adults=2', '2026-12-05')).toEqual({ adults: 2 });
    expect(read('date=2026-12-05', '2026-12-05')).toEqual({ date: '2026-12-05', time: null });
  });

  it('writes the choices over an address and keeps its other parameters', () => {
    const next = writeChoices(new URLSearchParams('id=3&app=1&time=08:00'), { date: '2026-12-05', time: '19:00', adults: 4, children: 0 });
    expect(next.toString()).toBe('id=3&app=1&date=2026-12-05&time=19%3A00&adults=4&children=0');
    expect(read(next.toString())).toEqual({ date: '2026-12-05', time: '19:00', adults: 4, children: 0 });
  });

  it('writes no time without a date, and removes what is not chosen', () => {
    expect(writeChoices(new URLSearchParams('id=3&date=2026-12-05&time=19:00'), { date: null, time: '19:00', adults: 2 }).toString()).toBe('id=3&adults=2');
  });

  it('takes the choices out of an address, and tells whether it has any', () => {
    const params = new URLSearchParams('id=3&date=2026-12-05&adults=4&app=1');
    expect(carriesChoices(params)).toBe(true);
    expect(withoutChoices(params).toString()).toBe('id=3&app=1');
    expect(carriesChoices(withoutChoices(params))).toBe(false);
  });
});
