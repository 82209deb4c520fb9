import { emptyStoreQuery, isAvailabilitySearch, parseStoreQuery, toFilterBody, toSearchParams, toggleId } from '../filter-query';
import { bookingLink, carriedChoices } from '../booking-choices';

describe('store filter in the URL', () => {
  it('round-trips every filter through the query and keeps the in-app flag', () => {
    const query = { ...emptyStoreQuery, keyword: '火鍋', city: 1, district: [2, 3], food_types: [4], tags: [5], date: '2030-01-02', time: '19:00', total_people: 4, joy_booking: true, joy_pay: true };
    const params = toSearchParams(query, new URLSearchParams('app=1&city=9'));
    expect(params.get('app')).toBe('1');
    expect(params.get('district')).toBe('2,3');
    expect(parseStoreQuery(params)).toEqual(query);
  });

  it('drops malformed values', () => {
    const query = parseStoreQuery(new URLSearchParams('city=x&district=1,a,1&date=tomorrow&total_people=99'));
    expect(query).toEqual({ ...emptyStoreQuery, district: [1], total_people: 20 });
  });

  it('builds the search body with page size 30', () => {
    const body = toFilterBody({ ...emptyStoreQuery, food_types: [1] });
    expect(body).toMatchObject({ food_types: [1], limit: 30, lat: null, lng: null, joy_now: false, jcoin_reward: false });
  });

  it('toggles an id in a list', () => {
    expect(toggleId([1, 2], 2)).toEqual([1]);
    expect(toggleId([1], 2)).toEqual([1, 2]);
  });

  it("gives the date and party a store card carries: the filter's people are all adults", () => {
    expect(carriedChoices({ ...emptyStoreQuery, date: '2030-01-02', total_people: 5, keyword: '火鍋' })).toBe('date=2030-01-02&adults=5&children=0');
    expect(carriedChoices({ ...emptyStoreQuery, total_people: 3 })).toBe('adults=3&children=0');
    expect(carriedChoices({ ...emptyStoreQuery, date: '2030-01-02' })).toBe('date=2030-01-02');
    expect(carriedChoices(emptyStoreQuery)).toBe('');
  });

  it('keeps a time only with a date, on the half-hour grid or as a part of the day', () => {
    const today = '2030-01-01';
    expect(parseStoreQuery(new URLSearchParams('date=2030-01-02&time=dinner'), today).time).toBe('dinner');
    expect(parseStoreQuery(new URLSearchParams('date=2030-01-02&time=19:30'), today).time).toBe('19:30');
    expect(parseStoreQuery(new URLSearchParams('date=2030-01-02&time=19:15'), today).time).toBeNull();
    expect(parseStoreQuery(new URLSearchParams('time=19:00'), today).time).toBeNull();
    expect(toSearchParams({ ...emptyStoreQuery, time: '19:00' }).has('time')).toBe(false);
  });

  it('drops a date already past (a shared link of last week) and its time', () => {
    const query = parseStoreQuery(new URLSearchParams('date=2029-12-31&time=19:00&total_people=4'), '2030-01-01');
    expect(query).toEqual({ ...emptyStoreQuery, total_people: 4 });
    expect(parseStoreQuery(new URLSearchParams('date=2030-01-01'), '2030-01-01').date).toBe('2030-01-01');
  });

  it('asks for free tables with a date and a time, and never sends a time without a date', () => {
    const query = { ...emptyStoreQuery, date: '2030-01-02', time: '19:00', total_people: 4 };
    expect(isAvailabilitySearch(query)).toBe(true);
    expect(toFilterBody(query)).toMatchObject({ date: '2030-01-02', time: '19:00', total_people: 4, time_window: null });
    expect(isAvailabilitySearch({ ...query, date: null })).toBe(false);
    expect(toFilterBody({ ...query, date: null }).time).toBeNull();
  });

  it('keeps 可候補 only with a date and a time, in the address and the body', () => {
    const query = { ...emptyStoreQuery, date: '2030-01-02', time: '19:00', total_people: 4, waitlist: true };
    const params = toSearchParams(query);
    expect(params.get('waitlist')).toBe('1');
    expect(parseStoreQuery(params)).toEqual(query);
    expect(toFilterBody(query).waitlist).toBe(true);
    expect(toFilterBody({ ...query, time: null }).waitlist).toBe(false);
    expect(toSearchParams({ ...query, time: null }).has('waitlist')).toBe(false);
    expect(parseStoreQuery(new URLSearchParams('waitlist=1&date=2030-01-02')).waitlist).toBe(false);
  });

  it("links a card's free time to /booking with the store, date, time and party filled", () => {
    const query = { ...emptyStoreQuery, date: '2030-01-02', time: 'dinner', total_people: 4 };
    expect(bookingLink(7, query, '18:30')).toBe('/booking?id=7&date=2030-01-02&time=18%3A30&adults=4&children=0');
    expect(bookingLink(7, { ...query, total_people: null }, '12:00')).toBe('/booking?id=7&date=2030-01-02&time=12%3A00&adults=2&children=0');
  });

  it('reads and writes the order, 營業中 and the price range; a reversed range keeps its lower end', () => {
    const query = parseStoreQuery(new URLSearchParams('sort=price&open_now=1&price_min=300&price_max=600'));
    expect(query).toMatchObject({ sort: 'price', open_now: true, price_min: 300, price_max: 600 });
    expect(toSearchParams(query).toString()).toBe('open_now=1&price_min=300&price_max=600&sort=price');
    expect(parseStoreQuery(new URLSearchParams('sort=hot')).sort).toBeNull();
    expect(parseStoreQuery(new URLSearchParams('sort=cheapest&price_min=-5&price_max=x'))).toMatchObject({ sort: null, price_min: null, price_max: null });
    expect(parseStoreQuery(new URLSearchParams('price_min=600&price_max=300'))).toMatchObject({ price_min: 600, price_max: null });
    expect(toFilterBody({ ...emptyStoreQuery, open_now: true })).toMatchObject({ joy_now: true });
  });

  it('sends 距離 only with a position, and the position only with 距離', () => {
    const here = { lat: 25.03, lng: 121.56 };
    expect(toFilterBody({ ...emptyStoreQuery, sort: 'distance' }, here)).toMatchObject({ sort: 'distance', lat: 25.03, lng: 121.56 });
    expect(toFilterBody({ ...emptyStoreQuery, sort: 'distance' }, null)).toMatchObject({ sort: null, lat: null, lng: null });
    expect(toFilterBody({ ...emptyStoreQuery, sort: 'score' }, here)).toMatchObject({ sort: 'score', lat: null, lng: null });
  });
});
