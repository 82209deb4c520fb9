import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { RemoteRoot } from '@joy/ui';
import userEvent from '@testing-library/user-event';
import type { SearchSuggestions } from '@joy/contract';
import { mockFetch, ok, page, type Call } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { SEARCH_HISTORY_KEY } from '../../stores/search-history';
import { SearchPage } from '../search-page';

const suggestions: SearchSuggestions = {
  stores: [{ id: 7, name: '鼎旺麻辣鍋', city: '台北市', district: '大安區' }],
  food_types: [{ id: 3, name: '火鍋' }],
  districts: [{ id: 11, name: '大安區', city_id: 1, city: '台北市' }],
  dishes: [],
};

/** The search page's calls: popular searches, suggestions, and pages of stores. */
const answer = (ids: number[]) => (path: string) => {
  if (path === '/v2/map/search/popular') return ok({ keywords: ['火鍋', '日式料理', '燒肉'] });
  if (path === '/v2/map/search/suggest') return ok(suggestions);
  return ok(page(ids, 1, 1));
};
/** Only the store searches among the calls so far, in order. */
const searches = (calls: Call[]) => calls.filter((c) => c.url.startsWith('/v2/map/search?'));

describe('search (/search)', () => {
  beforeEach(() => localStorage.clear());

  it('searches by keyword with page size 30 and remembers the keyword', async () => {
    const all = mockFetch(answer([1, 2]));
    renderRoute(<SearchPage />, { url: '/search' });
    await userEvent.type(screen.getByRole('combobox', { name: '搜尋餐廳、料理或地址' }), '火鍋{Enter}');
    expect(await screen.findByText('餐廳1')).toBeInTheDocument();
    expect(searches(all)[0]).toMatchObject({ url: '/v2/map/search?page=1', body: expect.objectContaining({ keyword: '火鍋', limit: 30 }) });
    expect(screen.getByTestId('location')).toHaveTextContent('/search?keyword=');
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]')).toEqual(['火鍋']);
  });

  it('lists history most recent first, searches again from it and clears it', async () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['拉麵', '火鍋']));
    const all = mockFetch(answer([1]));
    renderRoute(<SearchPage />, { url: '/search' });
    const history = screen.getByRole('region', { name: '搜尋紀錄' });
    expect(within(history).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['拉麵', '火鍋']);

    await userEvent.click(within(history).getByRole('button', { name: '火鍋' }));
    await waitFor(() => expect(searches(all)).toHaveLength(1));
    expect(searches(all)[0].body).toMatchObject({ keyword: '火鍋' });
    expect(within(history).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['火鍋', '拉麵']);

    await userEvent.click(screen.getByRole('button', { name: '清除搜尋紀錄' }));
    expect(screen.queryByRole('region', { name: '搜尋紀錄' })).not.toBeInTheDocument();
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });

  it('is rendered by the server without the device\'s history, then taken over as it stands and shows it', async () => {
    mockFetch(answer([]));
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['拉麵']));
    const page = (
      <RemoteRoot>
        <SWRConfig value={{ provider: () => new Map() }}>
          <MemoryRouter initialEntries={['/search']}>
            <SearchPage />
          </MemoryRouter>
        </SWRConfig>
      </RemoteRoot>
    );
    // The page server has no storage: reading it there throws.
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new ReferenceError('localStorage is not defined');
    });
    let html: string;
    try {
      html = renderToString(page);
    } finally {
      getItem.mockRestore();
    }
    expect(html).not.toContain('搜尋紀錄');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const heading = container.querySelector('h1');
    const recoverable = jest.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: recoverable }));
    const history = await screen.findByRole('region', { name: '搜尋紀錄' });
    expect(within(history).getByRole('button', { name: '拉麵' })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toBe(heading);
    act(() => root.unmount());
    container.remove();
  });

  it('shows the history another tab saved', async () => {
    mockFetch(answer([]));
    renderRoute(<SearchPage />, { url: '/search' });
    expect(screen.queryByRole('region', { name: '搜尋紀錄' })).not.toBeInTheDocument();
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['燒肉']));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: SEARCH_HISTORY_KEY })));
    expect(within(await screen.findByRole('region', { name: '搜尋紀錄' })).getByRole('button', { name: '燒肉' })).toBeInTheDocument();
  });

  it('still searches when the device refuses to store the history', async () => {
    mockFetch(answer([1]));
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      renderRoute(<SearchPage />, { url: '/search' });
      await userEvent.type(screen.getByRole('combobox', { name: '搜尋餐廳、料理或地址' }), '咖哩{Enter}');
      expect(await screen.findByText('餐廳1')).toBeInTheDocument();
      expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
    } finally {
      setItem.mockRestore();
    }
  });

  it('shows popular searches on the empty page and searches one', async () => {
    const all = mockFetch(answer([1]));
    renderRoute(<SearchPage />, { url: '/search' });
    const popular = await screen.findByRole('region', { name: '熱門搜尋' });
    expect(within(popular).getAllByRole('button').map((b) => b.textContent)).toEqual(['火鍋', '日式料理', '燒肉']);
    await userEvent.click(within(popular).getByRole('button', { name: '日式料理' }));
    await waitFor(() => expect(searches(all)).toHaveLength(1));
    expect(searches(all)[0].body).toMatchObject({ keyword: '日式料理' });
    expect(screen.queryByRole('region', { name: '熱門搜尋' })).not.toBeInTheDocument();
  });

  it('suggests stores, food types and districts as the diner types; arrows move, Enter opens the one chosen, Escape closes', async () => {
    const all = mockFetch(answer([1]));
    renderRoute(<SearchPage />, { url: '/search' });
    const box = screen.getByRole('combobox', { name: '搜尋餐廳、料理或地址' });
    await userEvent.type(box, '麻辣');
    const list = await screen.findByRole('listbox', { name: '搜尋建議' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['鼎旺麻辣鍋台北市大安區', '火鍋料理類型', '台北市大安區地區']);
    expect(all.filter((c) => c.url === '/v2/map/search/suggest').at(-1)?.body).toEqual({ keyword: '麻辣' });

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(list).getAllByRole('option')[1];
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/store?city=1&district=11');
  });

  it('opens a suggested store with the pointer', async () => {
    mockFetch(answer([1]));
    renderRoute(<SearchPage />, { url: '/search' });
    await userEvent.type(screen.getByRole('combobox', { name: '搜尋餐廳、料理或地址' }), '鼎旺');
    const list = await screen.findByRole('listbox', { name: '搜尋建議' });
    await userEvent.click(within(list).getByRole('option', { name: /鼎旺麻辣鍋/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/store/7');
  });
});
