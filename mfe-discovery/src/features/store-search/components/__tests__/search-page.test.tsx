import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, ok, page } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { SEARCH_HISTORY_KEY } from '../../stores/search-history';
import { SearchPage } from '../search-page';

describe('search (/search)', () => {
  beforeEach(() => localStorage.clear());

  it('searches by keyword with page size 30 and remembers the keyword', async () => {
    const calls = mockFetch(() => ok(page([1, 2], 1, 1)));
    renderRoute(<SearchPage />, { url: '/search' });
    await userEvent.type(screen.getByRole('searchbox'), '火鍋{Enter}');
    expect(await screen.findByText('餐廳1')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/v2/map/search?page=1', body: expect.objectContaining({ keyword: '火鍋', limit: 30 }) });
    expect(screen.getByTestId('location')).toHaveTextContent('/search?keyword=');
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]')).toEqual(['火鍋']);
  });

  it('lists history most recent first, searches again from it and clears it', async () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['拉麵', '火鍋']));
    const calls = mockFetch(() => ok(page([1], 1, 1)));
    renderRoute(<SearchPage />, { url: '/search' });
    const history = screen.getByRole('region', { name: '搜尋紀錄' });
    expect(within(history).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['拉麵', '火鍋']);

    await userEvent.click(within(history).getByRole('button', { name: '火鍋' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toMatchObject({ keyword: '火鍋' });
    expect(within(history).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['火鍋', '拉麵']);

    await userEvent.click(screen.getByRole('button', { name: '清除搜尋紀錄' }));
    expect(screen.queryByRole('region', { name: '搜尋紀錄' })).not.toBeInTheDocument();
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });
});
