import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, ok, page, searchParams } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { emptyStoreQuery, parseStoreQuery, toFilterBody, toSearchParams } from '../../stores/filter-query';
import { StoreListPage } from '../store-list-page';

const searches = (calls: ReturnType<typeof mockFetch>) => calls.filter((c) => c.url.startsWith('/v2/map/search?'));

describe('the rules card filters on the store list: 免訂金, 可帶寵物, 不限時', () => {
  it('asks the search for them from the filter dialog, keeps them in the address, and a chip takes one off', async () => {
    const calls = mockFetch((path) => (path === '/v2/map/search/params' ? ok(searchParams) : ok(page([1], 1, 1))));
    renderRoute(<StoreListPage />, { url: '/store' });
    await screen.findByText('餐廳1');
    expect(searches(calls)[0].body).toMatchObject({ no_deposit: false, pets: false, no_time_limit: false });

    await userEvent.click(screen.getByRole('button', { name: '篩選' }));
    const dialog = await screen.findByRole('dialog', { name: '篩選條件' });
    const group = within(dialog).getByRole('group', { name: '訂位須知' });
    await userEvent.click(within(group).getByRole('checkbox', { name: '免訂金' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: '可帶寵物' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '套用' }));

    await waitFor(() => expect(searches(calls).at(-1)?.body).toMatchObject({ no_deposit: true, pets: true, no_time_limit: false }));
    expect(searches(calls).at(-1)?.url).toBe('/v2/map/search?page=1');
    expect(screen.getByTestId('location')).toHaveTextContent('/store?no_deposit=1&pets=1');
    expect(screen.getByRole('button', { name: /^篩選/ })).toHaveTextContent('2');

    await userEvent.click(screen.getByRole('button', { name: '移除條件：免訂金' }));
    await waitFor(() => expect(searches(calls).at(-1)?.body).toMatchObject({ no_deposit: false, pets: true }));
    expect(screen.getByTestId('location')).toHaveTextContent('/store?pets=1');
    expect(screen.queryByRole('button', { name: '移除條件：免訂金' })).not.toBeInTheDocument();
  });

  it('reads 不限時 from a shared link: the search asks for it and the dialog shows it ticked; 清除 unticks all three', async () => {
    const calls = mockFetch((path) => (path === '/v2/map/search/params' ? ok(searchParams) : ok(page([1], 1, 1))));
    renderRoute(<StoreListPage />, { url: '/store?no_time_limit=1' });
    await screen.findByText('餐廳1');
    expect(searches(calls)[0].body).toMatchObject({ no_time_limit: true, no_deposit: false, pets: false });
    expect(screen.getByRole('button', { name: '移除條件：不限時' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^篩選/ }));
    const dialog = await screen.findByRole('dialog', { name: '篩選條件' });
    expect(within(dialog).getByRole('checkbox', { name: '不限時' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: '清除' }));
    expect(within(dialog).getByRole('checkbox', { name: '不限時' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: '套用' }));
    await waitFor(() => expect(searches(calls).at(-1)?.body).toMatchObject({ no_time_limit: false }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/store$/);
  });

  it('writes each as 1 and reads only 1 as on', () => {
    const query = { ...emptyStoreQuery, no_deposit: true, pets: true, no_time_limit: true };
    const params = toSearchParams(query);
    expect(params.toString()).toBe('no_deposit=1&pets=1&no_time_limit=1');
    expect(parseStoreQuery(params)).toMatchObject({ no_deposit: true, pets: true, no_time_limit: true });
    expect(parseStoreQuery(new URLSearchParams('no_deposit=true&pets=0'))).toMatchObject({ no_deposit: false, pets: false, no_time_limit: false });
    expect(toFilterBody(query)).toMatchObject({ no_deposit: true, pets: true, no_time_limit: true });
  });
});
