import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultHouseRules, type StoreDetail } from '@joy/contract';
import { authStore } from '@joy/auth';
import { on } from '@joy/bus';
import { dayjs } from '@joy/ui';
import { fail, mockFetch, ok, store } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { StorePage } from '../store-page';
import type { StoreComment } from '../../api/get-store-comments';

const detail = (over: Partial<StoreDetail> = {}): StoreDetail => ({
  ...store(1, { name: '鼎旺麻辣鍋', is_hot: true, comment_count: 1234, average_score: 4.6, business_status: 2, address: '忠孝東路四段 1 號' }),
  description: '老字號麻辣鍋\n湯頭濃郁',
  phone: '0227001234',
  lat: 25.04,
  lng: 121.55,
  photos: ['/a.jpg'],
  business_times: [{ weekday: dayjs().day(), open: '11:00', close: '22:00' }],
  member_is_collection: false,
  seating_areas: [],
  house_notes: '',
  house_rules: defaultHouseRules,
  closures: [],
  max_party_size: 20,
  ...over,
});

const longBody = Array.from({ length: 8 }, (_, i) => `第 ${i + 1} 行`).join('\n');
const comment = (id: number, over: Partial<StoreComment> = {}): StoreComment => ({
  id, name: `食客${id}`, title: `好吃 ${id}`, body: '不錯', score: 5, sub_scores: [5, 4, 3, 4], images: [], reply: null, reply_at: null, source: null, created_at: '2024-05-01', ...over,
});
const comments = (list: StoreComment[], current: number, totalPages: number) => ({
  data: list, pagination: { current_page: current, total_pages: totalPages, total: 6, per_page: 5 },
});

const renderStore = () => renderRoute(<StorePage />, { url: '/store/1', path: '/store/:id' });

afterEach(() => authStore.setState({ token: null, member: null }));

describe('store page (/store/:id)', () => {
  it('shows the detail, business status, hours with today marked and the booking link', async () => {
    mockFetch(() => ok(detail()));
    renderStore();
    expect(await screen.findByRole('heading', { level: 1, name: /鼎旺麻辣鍋/ })).toBeInTheDocument();
    expect(screen.getByText('熱門')).toBeInTheDocument();
    expect(screen.getByText(/1,234 則評論/)).toBeInTheDocument();
    expect(screen.getByText('每人約 NT$450')).toBeInTheDocument();
    expect(screen.getAllByText('休息中').length).toBeGreaterThan(0);
    expect(screen.getByText(/（今天）/)).toHaveClass('today');
    expect(screen.getByRole('link', { name: '立即訂位' })).toHaveAttribute('href', '/booking?id=1&adults=2&children=0');
    expect(screen.getByRole('tab', { name: '餐廳介紹' })).toHaveAttribute('aria-selected', 'true');
  });

  it('names its page with the store once it is in (the tab and the history say which store)', async () => {
    const named: { pathname: string; title: string }[] = [];
    const off = on('page:title', (page) => named.push(page));
    mockFetch(() => ok(detail()));
    renderStore();
    await screen.findByRole('heading', { level: 1, name: /鼎旺麻辣鍋/ });
    off();
    expect(named).toEqual([{ pathname: '/store/1', title: '鼎旺麻辣鍋｜樂享線上訂位' }]);
  });

  it('switches to the traffic tab with a Google Maps link by position', async () => {
    mockFetch(() => ok(detail()));
    renderStore();
    await userEvent.click(await screen.findByRole('tab', { name: '交通' }));
    expect(screen.getByRole('tab', { name: '交通' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('地址：台北市大安區忠孝東路四段 1 號')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在 Google 地圖開啟（新視窗）' })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=25.04,121.55');
  });

  it('does not repeat the city and district when the address already starts with them', async () => {
    mockFetch(() => ok(detail({ address: '台北市大安區仁愛路四段 57 號' })));
    renderStore();
    await userEvent.click(await screen.findByRole('tab', { name: '交通' }));
    expect(screen.getByText('地址：台北市大安區仁愛路四段 57 號')).toBeInTheDocument();
  });

  it('lists comments 5 per page, clamps long bodies with 展開/收合 and shows the store reply', async () => {
    const calls = mockFetch((path, url) => {
      if (path === '/v2/store/1') return ok(detail());
      const page = Number(url.searchParams.get('page'));
      return ok(page === 1
        ? comments([comment(1, { body: longBody, reply: '謝謝光臨' }), comment(2), comment(3), comment(4), comment(5)], 1, 2)
        : comments([comment(6)], 2, 2));
    });
    renderStore();
    await userEvent.click(await screen.findByRole('tab', { name: /評論/ }));
    expect(await screen.findByText('好吃 1')).toBeInTheDocument();
    expect(calls.find((c) => c.url.startsWith('/v2/store/1/comment?'))?.url).toBe('/v2/store/1/comment?page=1&limit=5');
    expect(screen.getByText('謝謝光臨')).toBeInTheDocument();
    expect(screen.getAllByText('服務 4')).toHaveLength(5);

    const toggle = screen.getByRole('button', { name: '展開' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: '收合' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('button', { name: '更多評論' }));
    expect(await screen.findByText('好吃 6')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '更多評論' })).not.toBeInTheDocument();
  });

  it('shows an empty comments tab when the comments call answers 404', async () => {
    mockFetch((path) => (path === '/v2/store/1' ? ok(detail()) : fail(404, '找不到這個頁面')));
    renderStore();
    await userEvent.click(await screen.findByRole('tab', { name: /評論/ }));
    expect(await screen.findByText(/還沒有評論/)).toBeInTheDocument();
  });

  it.each([
    [400, '店家不存在'],
    [500, '店家不存在'],
    [503, '系統維護中，請稍候再試'],
  ])('goes back to /store on %s %s', async (status, msg) => {
    mockFetch(() => fail(status, msg));
    renderStore();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/store$/));
  });

  it('shows a not-found state on 404 and stays on the page', async () => {
    mockFetch(() => fail(404, '店家不存在'));
    renderStore();
    expect(await screen.findByRole('heading', { name: '找不到這間餐廳' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/store/1');
  });

  it('opens the login dialog when a visitor taps 收藏', async () => {
    const calls = mockFetch(() => ok(detail()));
    const opened = jest.fn();
    const off = on('auth:open-login', opened);
    renderStore();
    await userEvent.click(await screen.findByRole('button', { name: /收藏/ }));
    expect(opened).toHaveBeenCalledWith({ redirect: '/store/1' });
    expect(calls.some((c) => c.url === '/v2/member/collection')).toBe(false);
    off();
  });

  it('toggles the favourite for a member', async () => {
    authStore.setState({ token: 't' });
    const calls = mockFetch((path) => (path === '/v2/member/collection' ? ok({ is_collection: true }) : ok(detail())));
    renderStore();
    const button = await screen.findByRole('button', { name: /收藏/ });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.find((c) => c.url === '/v2/member/collection')?.body).toEqual({ store_id: 1 });
    expect(within(button).getByText('♥')).toBeInTheDocument();
  });
});
