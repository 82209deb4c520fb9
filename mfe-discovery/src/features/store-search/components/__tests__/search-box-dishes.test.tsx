import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchSuggestions } from '@joy/contract';
import { mockFetch, ok, page, type Call } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { SearchPage } from '../search-page';

const suggestions: SearchSuggestions = {
  stores: [{ id: 7, name: '老張牛肉麵', city: '台北市', district: '大安區' }],
  food_types: [],
  districts: [],
  dishes: [
    { name: '紅燒牛肉麵', stores: 1234 },
    { name: '清燉牛肉麵', stores: 73 },
  ],
};

const answer = (path: string) => {
  if (path === '/v2/map/search/popular') return ok({ keywords: ['火鍋'] });
  if (path === '/v2/map/search/suggest') return ok(suggestions);
  return ok(page([1, 2], 1, 1));
};
const searches = (calls: Call[]) => calls.filter((c) => c.url.startsWith('/v2/map/search?'));

describe('dish suggestions in the search box', () => {
  beforeEach(() => localStorage.clear());

  it('lists dishes under 菜色 with how many stores serve each; Enter on one searches its name', async () => {
    const all = mockFetch(answer);
    renderRoute(<SearchPage />, { url: '/search' });
    const box = screen.getByRole('combobox', { name: '搜尋餐廳、料理或地址' });
    await userEvent.type(box, '牛肉');
    const list = await screen.findByRole('listbox', { name: '搜尋建議' });
    expect(within(list).getByText('菜色')).toHaveAttribute('role', 'presentation');
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['老張牛肉麵台北市大安區', '紅燒牛肉麵1,234 間餐廳供應', '清燉牛肉麵73 間餐廳供應']);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(list).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(searches(all).at(-1)?.body).toMatchObject({ keyword: '紅燒牛肉麵' }));
    expect(box).toHaveValue('紅燒牛肉麵');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // The search stays on /search: a dish is a keyword, not a page.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search/);
  });

  it('searches a dish chosen with the pointer', async () => {
    const all = mockFetch(answer);
    renderRoute(<SearchPage />, { url: '/search' });
    await userEvent.type(screen.getByRole('combobox', { name: '搜尋餐廳、料理或地址' }), '牛肉');
    const list = await screen.findByRole('listbox', { name: '搜尋建議' });
    await userEvent.click(within(list).getByRole('option', { name: /清燉牛肉麵/ }));
    await waitFor(() => expect(searches(all).at(-1)?.body).toMatchObject({ keyword: '清燉牛肉麵' }));
    expect(await screen.findByText('餐廳1')).toBeInTheDocument();
  });
});
