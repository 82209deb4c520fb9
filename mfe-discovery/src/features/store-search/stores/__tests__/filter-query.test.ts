import { carriedChoices, emptyStoreQuery, parseStoreQuery, toFilterBody, toSearchParams, toggleId } from '../filter-query';

describe('store filter in the URL', () => {
  it('round-trips every filter through the query and keeps the in-app flag', () => {
    const query = { ...emptyStoreQuery, keyword: '火鍋', city: 1, district: [2, 3], food_types: [4], tags: [5], date: '2030-01-02', total_people: 4, joy_booking: true, joy_pay: true };
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
});
