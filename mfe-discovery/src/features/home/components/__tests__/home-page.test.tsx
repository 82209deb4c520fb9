import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { RemoteRoot } from '@joy/ui';
import type { StoreSummary } from '@joy/contract';
import { HomePage } from '../home-page';

const store = (id: number, name: string, over: Partial<StoreSummary> = {}): StoreSummary => ({
  id, slug: `s${id}`, name, logo: '', photo: '/p.svg', city: '台北市', district: '大安區', address: '', lat: 25.033, lng: 121.543, food_types: ['火鍋'], tags: [],
  average_score: 4.5, comment_count: 1234, business_status: 1, is_hot: false, is_new: false, price_level: 2, price_per_person: 450, reward_rate: 10,
  joy_booking: true, joy_pay: true, ...over,
});

function mockApi(routes: Record<string, unknown>, status = 200) {
  global.fetch = jest.fn(async (url: string) => {
    const body = routes[url];
    return new Response(JSON.stringify(body === undefined ? { code: 0, status: 404, return: null, msg: 'x' } : { code: 1, status: 200, return: body, msg: 'ok' }), { status });
  }) as unknown as typeof fetch;
}

const renderHome = () =>
  render(
    <RemoteRoot>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </SWRConfig>
    </RemoteRoot>,
  );

describe('home page', () => {
  it('shows the carousel and the hot and new rankings from the API', async () => {
    mockApi({
      '/v2/carousel': [{ id: 1, title: '冬季火鍋祭', image: '/c1.svg', link: '/store' }],
      '/v2/ranking': { hot: [store(1, '鼎旺麻辣鍋', { is_hot: true })], new: [store(2, '初見拉麵', { is_new: true })] },
    });
    renderHome();
    expect(await screen.findByText('鼎旺麻辣鍋')).toBeInTheDocument();
    expect(screen.getByText('初見拉麵')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '冬季火鍋祭' })).toHaveAttribute('href', '/store');
    expect(screen.getByText('熱門')).toBeInTheDocument();
    expect(screen.getAllByText(/1,234 則評論/)).toHaveLength(2);
    expect(screen.getByRole('heading', { name: '熱門餐廳排行' })).toBeInTheDocument();
  });

  it('shows an empty state when there is nothing ranked', async () => {
    mockApi({ '/v2/carousel': [], '/v2/ranking': { hot: [], new: [] } });
    renderHome();
    expect(await screen.findByText('目前沒有熱門餐廳')).toBeInTheDocument();
  });

  it('offers a retry when the ranking cannot be loaded', async () => {
    mockApi({ '/v2/carousel': [] }, 500);
    renderHome();
    expect(await screen.findByRole('button', { name: '重新載入' })).toBeInTheDocument();
  });
});
