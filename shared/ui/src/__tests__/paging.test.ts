import { appendUnique, canAutoRequest, hasMore, initialPaging, pagingReducer, type PagedReply, type PagingState } from '../paging';

type Item = { id: number; name: string };
const item = (id: number): Item => ({ id, name: `店 ${id}` });
const reply = (ids: number[], current: number, totalPages: number): PagedReply<Item> => ({
  data: ids.map(item),
  pagination: { current_page: current, total_pages: totalPages, total: totalPages * 30, per_page: 30 },
});
const run = (state: PagingState<Item>, ...events: Parameters<typeof pagingReducer<Item>>[1][]) => events.reduce(pagingReducer<Item>, state);

describe('paging state machine (§4)', () => {
  it('increments the page counter before each fetch', () => {
    const state = run(initialPaging<Item>(), { type: 'request' });
    expect(state.page).toBe(1);
    expect(state.loading).toBe(true);
  });

  it('replaces the page counter with the server current_page', () => {
    const state = run(initialPaging<Item>(), { type: 'request' }, { type: 'receive', generation: 0, response: reply([1], 3, 5) });
    expect(state.page).toBe(3);
    expect(state.totalPages).toBe(5);
    expect(state.loading).toBe(false);
  });

  it('keeps whether the total is a lower bound (at_least), page by page', () => {
    const bounded: PagedReply<Item> = { data: [item(1)], pagination: { current_page: 1, total_pages: 34, total: 1000, per_page: 30, at_least: true } };
    const first = run(initialPaging<Item>(), { type: 'request' }, { type: 'receive', generation: 0, response: bounded });
    expect(first).toMatchObject({ total: 1000, atLeast: true });
    const exact = run(first, { type: 'request' }, { type: 'receive', generation: 0, response: reply([2], 2, 2) });
    expect(exact).toMatchObject({ total: 60, atLeast: false });
  });

  it('appends the next page and skips ids already shown', () => {
    const state = run(
      initialPaging<Item>(),
      { type: 'request' },
      { type: 'receive', generation: 0, response: reply([1, 2, 3], 1, 3) },
      { type: 'request' },
      { type: 'receive', generation: 0, response: reply([3, 4, 4, 5], 2, 3) },
    );
    expect(state.items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5]);
    expect(state.page).toBe(2);
  });

  it('has more pages while current < total_pages and stops at the last one', () => {
    let state = run(initialPaging<Item>(), { type: 'request' }, { type: 'receive', generation: 0, response: reply([1], 1, 2) });
    expect(hasMore(state)).toBe(true);
    state = run(state, { type: 'request' }, { type: 'receive', generation: 0, response: reply([2], 2, 2) });
    expect(hasMore(state)).toBe(false);
    expect(run(state, { type: 'request' })).toBe(state);
  });

  it('resets stores and page to zero on a filter change and ignores replies from before it', () => {
    let state = run(initialPaging<Item>(), { type: 'request' }, { type: 'receive', generation: 0, response: reply([1, 2], 1, 3) }, { type: 'request' });
    state = run(state, { type: 'reset' });
    expect(state.items).toEqual([]);
    expect(state.page).toBe(0);
    expect(state.totalPages).toBeNull();
    state = run(state, { type: 'receive', generation: 0, response: reply([9], 2, 3) });
    expect(state.items).toEqual([]);
    state = run(state, { type: 'request' }, { type: 'receive', generation: 1, response: reply([7], 1, 1) });
    expect(state.items.map((i) => i.id)).toEqual([7]);
  });

  it('ignores a second request while one is in flight', () => {
    const once = run(initialPaging<Item>(), { type: 'request' });
    expect(run(once, { type: 'request' })).toBe(once);
  });

  it('steps the counter back on failure so a retry asks for the same page', () => {
    let state = run(initialPaging<Item>(), { type: 'request' }, { type: 'receive', generation: 0, response: reply([1], 1, 3) }, { type: 'request' });
    state = run(state, { type: 'fail', generation: 0, error: new Error('x') });
    expect(state.page).toBe(1);
    expect(canAutoRequest(state)).toBe(false);
    state = run(state, { type: 'request' });
    expect(state.page).toBe(2);
    expect(state.error).toBeNull();
  });

  it('appendUnique keeps the original array when nothing is new', () => {
    const items = [item(1)];
    expect(appendUnique(items, [item(1)])).toBe(items);
  });
});
