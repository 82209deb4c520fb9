import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultHouseRules, type StoreDetail, type StoreMenu } from '@joy/contract';
import { mockFetch, ok, store } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { MenuPanel } from '../menu-panel';
import { StorePage } from '../store-page';

const menu: StoreMenu = {
  sections: [
    {
      id: 11,
      name: '主餐',
      items: [
        { id: 1, name: '紅燒牛肉麵', description: '牛腱與牛筋燉煮八小時', price: 180, photo: '', signature: true },
        { id: 2, name: '滷肉飯', description: '', price: 45, photo: '/dish.webp', signature: false },
        { id: 3, name: '三杯雞', description: '', price: 1280, photo: '', signature: true },
      ],
    },
    { id: 12, name: '湯品', items: [{ id: 4, name: '虱目魚湯', description: '', price: 120, photo: '', signature: false }] },
    { id: 13, name: '空的分類', items: [] },
  ],
};

// The page's other parts (house notes, closing days) get empty values.
const detail = (over: Partial<StoreDetail> = {}): StoreDetail =>
  ({
    ...store(1, { name: '福來台菜' }),
    description: '',
    phone: '0227001234',
    lat: 25.04,
    lng: 121.55,
    photos: [],
    business_times: [],
    member_is_collection: false,
    seating_areas: [],
    max_party_size: 8,
    house_notes: '',
    house_rules: defaultHouseRules,
    closures: [],
    ...over,
  }) as StoreDetail;

describe('the store page’s menu (菜單)', () => {
  it('lists the signature dishes first, marked 招牌, then every section under its heading with NT$ prices', () => {
    renderRoute(<MenuPanel menu={menu} />);
    expect(screen.getByRole('heading', { level: 2, name: '菜單' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    // An empty section shows no heading.
    expect(headings).toEqual(['招牌推薦', '主餐', '湯品']);

    const signature = screen.getByRole('region', { name: '招牌推薦' });
    const picks = within(signature).getAllByRole('listitem');
    expect(picks.map((li) => li.textContent)).toEqual(['紅燒牛肉麵招牌牛腱與牛筋燉煮八小時NT$ 180', '三杯雞招牌NT$ 1,280']);

    const main = screen.getByRole('region', { name: '主餐' });
    const dishes = within(main).getAllByRole('listitem');
    expect(dishes).toHaveLength(3);
    expect(within(dishes[0]).getByText('招牌')).toBeInTheDocument();
    expect(within(dishes[1]).queryByText('招牌')).not.toBeInTheDocument();
    expect(within(dishes[1]).getByText('NT$ 45')).toBeInTheDocument();
    expect(dishes[1].querySelector('img')).toHaveAttribute('src', '/dish.webp');
    expect(within(screen.getByRole('region', { name: '湯品' })).getByText('虱目魚湯')).toBeInTheDocument();
    expect(screen.queryByText('店家尚未提供菜單')).not.toBeInTheDocument();
  });

  it('says 店家尚未提供菜單 when the store has given no menu (or only empty sections)', () => {
    const { unmount } = renderRoute(<MenuPanel menu={{ sections: [] }} />);
    expect(screen.getByText('店家尚未提供菜單')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    unmount();
    renderRoute(<MenuPanel menu={{ sections: [{ id: 1, name: '主餐', items: [] }] }} />);
    expect(screen.getByText('店家尚未提供菜單')).toHaveAttribute('role', 'status');
  });

  it('has no 招牌推薦 block when no dish is a signature one', () => {
    renderRoute(<MenuPanel menu={{ sections: [{ id: 1, name: '飲品', items: [{ id: 9, name: '珍珠奶茶', description: '', price: 60, photo: '', signature: false }] }] }} />);
    expect(screen.queryByRole('region', { name: '招牌推薦' })).not.toBeInTheDocument();
    expect(screen.getByText('NT$ 60')).toBeInTheDocument();
  });

  it('opens from the store page’s 菜單 tab, which reads the menu only then', async () => {
    const calls = mockFetch((path) => (path === '/v2/store/1/menu' ? ok(menu) : ok(detail())));
    renderRoute(<StorePage />, { url: '/store/1', path: '/store/:id' });
    await userEvent.click(await screen.findByRole('tab', { name: '菜單' }));
    expect(screen.getByRole('tab', { name: '菜單' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: '菜單' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '招牌推薦' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/v2/store/1/menu')).toHaveLength(1);
  });

  it('does not read the menu until its tab opens, and offers a retry when it cannot', async () => {
    let fail = true;
    const calls = mockFetch((path) => (path === '/v2/store/1/menu' ? (fail ? new Response('{}', { status: 500 }) : ok(menu)) : ok(detail())));
    renderRoute(<StorePage />, { url: '/store/1', path: '/store/:id' });
    await screen.findByRole('tab', { name: '菜單' });
    expect(calls.some((c) => c.url === '/v2/store/1/menu')).toBe(false);
    await userEvent.click(screen.getByRole('tab', { name: '菜單' }));
    const retry = await screen.findByRole('button', { name: '重新載入' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('region', { name: '招牌推薦' })).toBeInTheDocument();
  });
});
