import { act, renderHook, waitFor } from '@testing-library/react';
import { usePagedList } from '../use-paged-list';
import type { PagedReply } from '../paging';

const page = (n: number, total = 2): PagedReply<{ id: number }> => ({ data: [{ id: n * 10 + 1 }, { id: n * 10 + 2 }], pagination: { current_page: n, total_pages: total, total: total * 2 } });

describe('usePagedList with page 1 at hand (a server-rendered first view)', () => {
  it('starts with it, asks nothing on mount, and asks page 2 on more', async () => {
    const fetchPage = jest.fn(async (n: number) => page(n));
    const { result } = renderHook(() => usePagedList('stores', fetchPage, { firstPage: page(1) }));
    expect(result.current.items.map((s) => s.id)).toEqual([11, 12]);
    expect(result.current.loading).toBe(false);
    await act(async () => undefined);
    expect(fetchPage).not.toHaveBeenCalled();
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.map((s) => s.id)).toEqual([11, 12, 21, 22]));
    expect(fetchPage).toHaveBeenCalledWith(2, expect.anything());
  });

  it('forgets it for another key (a new filter): page 1 of that one is asked', async () => {
    const fetchPage = jest.fn(async (n: number) => page(n + 4));
    const { result, rerender } = renderHook(({ key }) => usePagedList(key, fetchPage, { firstPage: page(1) }), { initialProps: { key: 'a' } });
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current.items.map((s) => s.id)).toEqual([51, 52]));
    expect(fetchPage).toHaveBeenCalledWith(1, expect.anything());
  });

  it('without it, asks page 1 on mount as before', async () => {
    const fetchPage = jest.fn(async (n: number) => page(n));
    const { result } = renderHook(() => usePagedList('stores', fetchPage));
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
