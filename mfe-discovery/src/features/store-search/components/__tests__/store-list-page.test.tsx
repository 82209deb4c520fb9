import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dayjs } from '@joy/ui';
import { mockFetch, ok, page, searchParams } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { StoreListPage } from '../store-list-page';

const searches = (calls: ReturnType<typeof mockFetch>) => calls.filter((c) => c.url.startsWith('/v2/map/search?'));

describe('store list (/store)', () => {
  it('renders the first 30 stores and loads the next page, skipping duplicates', async () => {
    const calls = mockFetch((path, url) => {
      if (path === '/v2/map/search/params') return ok(searchParams);
      const p = Number(url.searchParams.get('page'));
      return ok(p === 1 ? page([1, 2, 3], 1, 2) : page([3, 4], 2, 2));
    });
    renderRoute(<StoreListPage />, { url: '/store' });
    expect(await screen.findByText('餐廳1')).toBeInTheDocument();
    expect(searches(calls)[0]).toMatchObject({ url: '/v2/map/search?page=1', body: expect.objectContaining({ limit: 30, keyword: '' }) });

    await userEvent.click(screen.getByRole('button', { name: '載入更多' }));
    expect(await screen.findByText('餐廳4')).toBeInTheDocument();
    expect(searches(calls)[1].url).toBe('/v2/map/search?page=2');
    expect(within(screen.getByRole('list', { name: '餐廳列表' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: '載入更多' })).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    mockFetch((path) => (path === '/v2/map/search/params' ? ok(searchParams) : ok(page([], 1, 1))));
    renderRoute(<StoreListPage />, { url: '/store' });
    expect(await screen.findByText('找不到符合條件的餐廳')).toBeInTheDocument();
  });

  it('offers a retry when the search fails', async () => {
    mockFetch((path) => (path === '/v2/map/search/params' ? ok(searchParams) : new Response('oops', { status: 500 })));
    renderRoute(<StoreListPage />, { url: '/store' });
    expect(await screen.findByRole('button', { name: '重新載入' })).toBeInTheDocument();
  });

  it('reads the filter from the URL and resets to page 1 when a food-type tag changes', async () => {
    const calls = mockFetch((path) => (path === '/v2/map/search/params' ? ok(searchParams) : ok(page([1], 1, 3))));
    renderRoute(<StoreListPage />, { url: '/store?food_types=7&app=1' });
    await screen.findByText('餐廳1');
    expect(searches(calls)[0].body).toMatchObject({ food_types: [7] });
    expect(screen.getByRole('button', { name: '火鍋' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: '拉麵' }));
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    expect(searches(calls)[1]).toMatchObject({ url: '/v2/map/search?page=1', body: expect.objectContaining({ food_types: [7, 8] }) });
    expect(screen.getByTestId('location')).toHaveTextContent('/store?app=1&food_types=7%2C8');
  });

  it('applies the filter dialog choices to the request body', async () => {
    const calls = mockFetch((path) => (path === '/v2/map/search/params' ? ok(searchParams) : ok(page([1], 1, 1))));
    renderRoute(<StoreListPage />, { url: '/store' });
    await screen.findByText('餐廳1');

    await userEvent.click(screen.getByRole('button', { name: '篩選' }));
    const dialog = await screen.findByRole('dialog', { name: '篩選條件' });
    fireEvent.change(within(dialog).getByLabelText('用餐人數'), { target: { value: '4' } });
    expect(within(dialog).getByText('4 人')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('縣市'), '1');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '信義區' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '週年慶' }));
    const tomorrow = dayjs().add(1, 'day');
    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(`^${tomorrow.format('M 月 D 日')}`) }));
    await userEvent.click(within(dialog).getByRole('button', { name: '套用' }));

    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    expect(searches(calls)[1].body).toMatchObject({ total_people: 4, city: 1, district: [12], tags: [5], date: tomorrow.format('YYYY-MM-DD') });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '移除條件：信義區' })).toBeInTheDocument();
  });

  it('sends the keyword and the booking toggle', async () => {
    const calls = mockFetch((path) => (path === '/v2/map/search/params' ? ok(searchParams) : ok(page([1], 1, 1))));
    renderRoute(<StoreListPage />, { url: '/store' });
    await screen.findByText('餐廳1');
    await userEvent.type(screen.getByRole('searchbox'), '麻辣{Enter}');
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: '可線上訂位' }));
    await waitFor(() => expect(searches(calls)).toHaveLength(3));
    expect(searches(calls)[2].body).toMatchObject({ keyword: '麻辣', joy_booking: true });
    await act(async () => undefined);
  });

  it("carries the filter's date and party on every store's link, to the store page's booking panel", async () => {
    mockFetch((path) => (path === '/v2/map/search/params' ? ok(searchParams) : ok(page([1, 2], 1, 1))));
    renderRoute(<StoreListPage />, { url: '/store?food_types=7' });
    await screen.findByText('餐廳1');
    // Nothing chosen, nothing carried.
    expect(screen.getByRole('link', { name: /餐廳1/ })).toHaveAttribute('href', '/store/1');

    await userEvent.click(screen.getByRole('button', { name: '篩選' }));
    const dialog = await screen.findByRole('dialog', { name: '篩選條件' });
    fireEvent.change(within(dialog).getByLabelText('用餐人數'), { target: { value: '4' } });
    const tomorrow = dayjs().add(1, 'day');
    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(`^${tomorrow.format('M 月 D 日')}`) }));
    await userEvent.click(within(dialog).getByRole('button', { name: '套用' }));

    const carried = `date=${tomorrow.format('YYYY-MM-DD')}&adults=4&children=0`;
    await waitFor(() => expect(screen.getByRole('link', { name: /餐廳1/ })).toHaveAttribute('href', `/store/1?${carried}`));
    expect(screen.getByRole('link', { name: /餐廳2/ })).toHaveAttribute('href', `/store/2?${carried}`);
  });

  it('finds a free table: a date, a time and a party make the cards show their free times, each a link to /booking', async () => {
    const withTimes = (ids: number[]) => ({ ...page(ids, 1, 1), data: page(ids, 1, 1).data.map((s) => ({ ...s, free_times: ['18:30', '19:00', '19:30'] })) });
    const calls = mockFetch((path, _url, body) => (path === '/v2/map/search/params' ? ok(searchParams) : ok(body?.time ? withTimes([1, 2]) : page([1, 2], 1, 1))));
    renderRoute(<StoreListPage />, { url: '/store' });
    await screen.findByText('餐廳1');
    expect(screen.queryByRole('list', { name: '餐廳1可訂時段' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '篩選' }));
    const dialog = await screen.findByRole('dialog', { name: '篩選條件' });
    const time = within(dialog).getByLabelText('用餐時間');
    expect(time).toBeDisabled();
    expect(within(dialog).getByText('先選用餐日期，再選時間')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('用餐人數'), { target: { value: '4' } });
    const saturday = dayjs().add(2, 'day');
    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(`^${saturday.format('M 月 D 日')}`) }));
    expect(time).toBeEnabled();
    await userEvent.selectOptions(time, '19:00');
    await userEvent.click(within(dialog).getByRole('button', { name: '套用' }));

    const date = saturday.format('YYYY-MM-DD');
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    expect(searches(calls)[1].body).toMatchObject({ date, time: '19:00', total_people: 4 });
    expect(screen.getByTestId('location')).toHaveTextContent(`time=19%3A00`);
    const times = await screen.findByRole('list', { name: '餐廳1可訂時段' });
    expect(within(times).getAllByRole('link').map((a) => a.textContent)).toEqual(['18:30', '19:00', '19:30']);
    expect(within(times).getByRole('link', { name: '訂位 餐廳1 19:00' })).toHaveAttribute('href', `/booking?id=1&date=${date}&time=19%3A00&adults=4&children=0`);
    expect(screen.getByText(/19:00 前後 4 位有空位：共/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '移除條件：19:00' })).toBeInTheDocument();
  });

  it('可候補: the filter asks for stores full then as well, and their full times are dashed 候補 links to /booking', async () => {
    const date = dayjs().add(2, 'day').format('YYYY-MM-DD');
    const full = { ...page([1, 2], 1, 1), data: page([1, 2], 1, 1).data.map((s, i) => ({ ...s, free_times: i === 0 ? [] : ['19:00'], waitlist_times: i === 0 ? ['19:00', '19:30'] : [] })) };
    const calls = mockFetch((path, _url, body) => (path === '/v2/map/search/params' ? ok(searchParams) : ok(body?.waitlist ? full : page([1, 2], 1, 1))));
    renderRoute(<StoreListPage />, { url: `/store?date=${date}&time=19:00&total_people=4` });
    await screen.findByText('餐廳1');
    await userEvent.click(screen.getByRole('button', { name: /^篩選/ }));
    const dialog = await screen.findByRole('dialog', { name: '篩選條件' });
    const box = within(dialog).getByRole('checkbox', { name: '也列出已客滿、可候補的餐廳' });
    expect(box).toBeEnabled();
    await userEvent.click(box);
    await userEvent.click(within(dialog).getByRole('button', { name: '套用' }));

    await waitFor(() => expect(searches(calls).at(-1)?.body).toMatchObject({ date, time: '19:00', total_people: 4, waitlist: true }));
    expect(screen.getByTestId('location')).toHaveTextContent('waitlist=1');
    const waiting = await screen.findByRole('list', { name: '餐廳1可候補時段' });
    expect(within(waiting).getAllByRole('link').map((a) => a.textContent)).toEqual(['候補 19:00', '候補 19:30']);
    expect(within(waiting).getByRole('link', { name: '候補 餐廳1 19:30' })).toHaveAttribute('href', `/booking?id=1&date=${date}&time=19%3A30&adults=4&children=0`);
    expect(screen.queryByRole('list', { name: '餐廳1可訂時段' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: '餐廳2可訂時段' })).toBeInTheDocument();
    expect(screen.getByText(/19:00 前後 4 位有空位或可候補：共/)).toBeInTheDocument();
    // The chip takes it off again.
    await userEvent.click(screen.getByRole('button', { name: '移除條件：含可候補' }));
    await waitFor(() => expect(searches(calls).at(-1)?.body).toMatchObject({ waitlist: false }));
  });

  it('keeps 可候補 off until a time is chosen', async () => {
    mockFetch((path) => (path === '/v2/map/search/params' ? ok(searchParams) : ok(page([1], 1, 1))));
    renderRoute(<StoreListPage />, { url: '/store' });
    await screen.findByText('餐廳1');
    await userEvent.click(screen.getByRole('button', { name: '篩選' }));
    const dialog = await screen.findByRole('dialog', { name: '篩選條件' });
    expect(within(dialog).getByRole('checkbox', { name: '也列出已客滿、可候補的餐廳' })).toBeDisabled();
  });

  it('says 超過 N 間 when an availability search stopped counting (the total is a lower bound)', async () => {
    const date = dayjs().add(1, 'day').format('YYYY-MM-DD');
    const many = { ...page([1, 2], 1, 34), pagination: { current_page: 1, total_pages: 34, total: 1000, per_page: 30, at_least: true } };
    mockFetch((path) => (path === '/v2/map/search/params' ? ok(searchParams) : ok(many)));
    renderRoute(<StoreListPage />, { url: `/store?date=${date}&time=19:00&total_people=4` });
    expect(await screen.findByText(/19:00 前後 4 位有空位：超過 1,000 間餐廳/)).toBeInTheDocument();
  });

  it('says when no store has a free table then', async () => {
    const date = dayjs().add(1, 'day').format('YYYY-MM-DD');
    mockFetch((path) => (path === '/v2/map/search/params' ? ok(searchParams) : ok(page([], 1, 1))));
    renderRoute(<StoreListPage />, { url: `/store?date=${date}&time=dinner&total_people=6` });
    expect(await screen.findByText(/晚餐 6 位沒有空位，試試其他時間、日期或人數/)).toBeInTheDocument();
  });

  it('orders by 評分 or 價位 from the 排序 select, keeps 營業中 and the price range in the address, and shows each card\'s price', async () => {
    const calls = mockFetch((path) => (path === '/v2/map/search/params' ? ok(searchParams) : ok(page([1, 2], 1, 1))));
    renderRoute(<StoreListPage />, { url: '/store' });
    await screen.findByText('餐廳1');
    expect(screen.getAllByText(/每人約 NT\$450/)).toHaveLength(2);

    await userEvent.selectOptions(screen.getByLabelText('排序'), '評分');
    await waitFor(() => expect(searches(calls).at(-1)?.body).toMatchObject({ sort: 'score' }));
    expect(screen.getByTestId('location')).toHaveTextContent('sort=score');

    await userEvent.click(screen.getByRole('button', { name: '營業中' }));
    await waitFor(() => expect(searches(calls).at(-1)?.body).toMatchObject({ sort: 'score', joy_now: true }));
    expect(screen.getByRole('button', { name: '營業中' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: '篩選' }));
    const dialog = await screen.findByRole('dialog', { name: '篩選條件' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'NT$300–600' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '套用' }));
    await waitFor(() => expect(searches(calls).at(-1)?.body).toMatchObject({ price_min: 300, price_max: 600, sort: 'score', joy_now: true }));
    expect(screen.getByTestId('location')).toHaveTextContent('open_now=1&price_min=300&price_max=600&sort=score');
    await userEvent.click(screen.getByRole('button', { name: '移除條件：NT$300–600' }));
    await waitFor(() => expect(searches(calls).at(-1)?.body).toMatchObject({ price_min: null, price_max: null }));
  });

  describe('距離 (near me)', () => {
    const geolocation = (answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) => {
      Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: jest.fn(answer) } });
      return (navigator.geolocation.getCurrentPosition as jest.Mock);
    };
    afterEach(() => {
      document.cookie = 'location=; Max-Age=0; Path=/';
    });

    it('asks the browser once, keeps the position in the location cookie, and sends it with the order', async () => {
      const ask = geolocation((ok) => ok({ coords: { latitude: 25.033, longitude: 121.565 } } as GeolocationPosition));
      const near = (ids: number[]) => ({ ...page(ids, 1, 1), data: page(ids, 1, 1).data.map((s, i) => ({ ...s, distance: [0.35, 1.24][i] })) });
      const calls = mockFetch((path, _url, body) => (path === '/v2/map/search/params' ? ok(searchParams) : ok(body?.lat ? near([1, 2]) : page([1, 2], 1, 1))));
      renderRoute(<StoreListPage />, { url: '/store' });
      await screen.findByText('餐廳1');
      await userEvent.selectOptions(screen.getByLabelText('排序'), '距離');
      await waitFor(() => expect(searches(calls).at(-1)?.body).toMatchObject({ sort: 'distance', lat: 25.033, lng: 121.565 }));
      expect(await screen.findByText(/350 公尺/)).toBeInTheDocument();
      expect(screen.getByText(/1\.2 公里/)).toBeInTheDocument();
      expect(document.cookie).toContain('location=25.03300%2C121.56500');
      expect(ask).toHaveBeenCalledTimes(1);
    });

    it('uses the kept position without asking again', async () => {
      document.cookie = 'location=25.04000%2C121.55000; Path=/';
      const ask = geolocation(() => undefined);
      const calls = mockFetch((path) => (path === '/v2/map/search/params' ? ok(searchParams) : ok(page([1], 1, 1))));
      renderRoute(<StoreListPage />, { url: '/store?sort=distance' });
      await screen.findByText('餐廳1');
      expect(searches(calls)[0].body).toMatchObject({ sort: 'distance', lat: 25.04, lng: 121.55 });
      expect(ask).not.toHaveBeenCalled();
    });

    it('says why and keeps 推薦 when the position is refused', async () => {
      geolocation((_ok, fail) => fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError));
      const calls = mockFetch((path) => (path === '/v2/map/search/params' ? ok(searchParams) : ok(page([1], 1, 1))));
      renderRoute(<StoreListPage />, { url: '/store?sort=distance' });
      expect(await screen.findByRole('alert')).toHaveTextContent('無法取得您的位置，目前依推薦排序');
      expect(searches(calls)[0].body).toMatchObject({ sort: null, lat: null, lng: null });
    });
  });
});
