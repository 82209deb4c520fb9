import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapConfig, StoreSummary } from '@joy/contract';
import { dayjs } from '@joy/ui';
import { fail, mockFetch, ok, searchParams, store } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { StoreListPage } from '../store-list-page';

/** Leaflet as far as the maps use it, recording what is drawn. */
type Handler = (...args: unknown[]) => void;
interface FakeMarker {
  position: [number, number];
  options: { title?: string; icon: { options: { html?: string; className?: string } } };
  click: () => void;
  /** Leaflet's keydown on the focused marker. */
  key: (key: string) => void;
}
const drawn: { markers: FakeMarker[]; zoom: number; fitted: unknown[]; tileHandlers: Record<string, Handler[]>; mapHandlers: Record<string, Handler[]> } = {
  markers: [],
  zoom: 12,
  fitted: [],
  tileHandlers: {},
  mapHandlers: {},
};
const remove = jest.fn();
const leaflet = {
  map: jest.fn(() => ({
    remove,
    getZoom: () => drawn.zoom,
    on: (event: string, handler: Handler) => (drawn.mapHandlers[event] ??= []).push(handler),
    fitBounds: jest.fn((bounds: unknown) => drawn.fitted.push(bounds)),
  })),
  tileLayer: jest.fn(() => ({
    on: (event: string, handler: Handler) => (drawn.tileHandlers[event] ??= []).push(handler),
    addTo: jest.fn(),
  })),
  layerGroup: jest.fn(() => {
    const group = { addTo: () => group, clearLayers: () => (drawn.markers = []) };
    return group;
  }),
  latLngBounds: jest.fn((points: unknown) => ({ points })),
  divIcon: jest.fn((options: unknown) => ({ options })),
  marker: jest.fn((position: [number, number], options: FakeMarker['options']) => {
    const marker: FakeMarker = { position, options, click: () => undefined, key: () => undefined };
    const api = {
      on: (event: string, handler: (event?: unknown) => void) => {
        if (event === 'click') marker.click = handler;
        if (event === 'keydown') marker.key = (key) => handler({ originalEvent: new KeyboardEvent('keydown', { key }) });
        return api;
      },
      addTo: () => {
        drawn.markers.push(marker);
        return api;
      },
    };
    return api;
  }),
};
jest.mock('leaflet', () => leaflet);

const TILES: MapConfig = { tile_url: '/v2/map/tiles/{z}/{x}/{y}.png', attribution: '地圖資料 &copy; 樂享', subdomains: [], max_zoom: 18 };

/** Three stores: two a street apart in 大安區, one in 板橋; and one never placed on a map. */
const STORES: StoreSummary[] = [
  store(1, { name: '鼎旺麻辣鍋', address: '台北市大安區忠孝東路四段 1 號', lat: 25.0263, lng: 121.5436, average_score: 4.6, comment_count: 1280, price_per_person: 800, free_times: ['18:30', '19:00'] }),
  store(2, { name: '青葉台菜', address: '台北市大安區忠孝東路四段 20 號', lat: 25.0268, lng: 121.5441, price_per_person: 600, comment_count: 0, average_score: 0 }),
  store(3, { name: '板橋拉麵', city: '新北市', district: '板橋區', address: '新北市板橋區文化路一段 5 號', lat: 25.0143, lng: 121.4672, price_per_person: 300 }),
  store(4, { name: '未定位小館', address: '台北市中山區南京東路 2 號', lat: 0, lng: 0 }),
];

function api({ tiles = () => ok(TILES), stores = STORES }: { tiles?: () => Response; stores?: StoreSummary[] } = {}) {
  return mockFetch((path, url) => {
    if (path === '/v2/map/search/params') return ok(searchParams);
    if (path === '/v2/map/search') {
      const p = Number(url.searchParams.get('page'));
      const [first, second] = [stores.slice(0, 3), stores.slice(3)];
      return ok({ data: p === 1 ? first : second, pagination: { current_page: p, total_pages: second.length ? 2 : 1, total: stores.length, per_page: 3 } });
    }
    if (path === '/v2/map/config') return tiles();
    return fail(404, 'not found');
  });
}

const where = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');
const views = () => screen.getByRole('group', { name: '結果顯示方式' });
const markerTitles = () => drawn.markers.map((marker) => marker.options.title).sort();

let consoleError: jest.SpyInstance;
beforeEach(() => {
  Object.assign(drawn, { markers: [], zoom: 12, fitted: [], tileHandlers: {}, mapHandlers: {} });
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  // No way the map can fail may reach the console.
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
  jest.clearAllMocks();
});

describe('the store list’s 列表 / 地圖 toggle', () => {
  it('is a pair of toggle buttons whose choice lives in the address with the filter, the loaded list kept', async () => {
    const calls = api();
    renderRoute(<StoreListPage />, { url: '/store?keyword=%E7%81%AB%E9%8D%8B&app=1' });
    await screen.findByText('鼎旺麻辣鍋');
    const list = within(views()).getByRole('button', { name: '列表' });
    const map = within(views()).getByRole('button', { name: '地圖' });
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(map).toHaveAttribute('aria-pressed', 'false');
    // Nothing of the map before it is chosen.
    expect(calls.some((c) => c.url === '/v2/map/config')).toBe(false);

    // Keyboard: Tab to 地圖 and press it.
    act(() => list.focus());
    await userEvent.tab();
    expect(map).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(map).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveAttribute('aria-pressed', 'false');
    expect(where().searchParams.get('view')).toBe('map');
    expect(where().searchParams.get('keyword')).toBe('火鍋');
    expect(where().searchParams.get('app')).toBe('1');
    await screen.findByRole('region', { name: '餐廳地圖' });
    // The same list: the page already loaded is not asked for again.
    expect(calls.filter((c) => c.url.startsWith('/v2/map/search?'))).toHaveLength(1);
    expect(screen.getByText(/共 4 間餐廳/)).toBeInTheDocument();

    // A filter changed on the map keeps the map.
    await userEvent.click(screen.getByRole('button', { name: '可線上訂位' }));
    await waitFor(() => expect(where().searchParams.get('joy_booking')).toBe('1'));
    expect(where().searchParams.get('view')).toBe('map');

    await userEvent.click(list);
    expect(where().searchParams.has('view')).toBe(false);
    expect(where().searchParams.get('keyword')).toBe('火鍋');
    expect(await screen.findByRole('list', { name: '餐廳列表' })).toBeInTheDocument();
  });

  it('opens on the map when the address says so (a reload, a shared link)', async () => {
    api();
    renderRoute(<StoreListPage />, { url: '/store?view=map' });
    expect(await screen.findByRole('region', { name: '餐廳地圖' })).toBeInTheDocument();
    expect(within(views()).getByRole('button', { name: '地圖' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('list', { name: '餐廳列表' })).not.toBeInTheDocument();
  });
});

describe('the results map', () => {
  it('puts each store at the position of its page, clustered where pins would overlap, with the configured tiles', async () => {
    const calls = api();
    renderRoute(<StoreListPage />, { url: '/store?view=map' });
    await screen.findByRole('region', { name: '餐廳地圖' });
    expect(leaflet.tileLayer).toHaveBeenCalledWith(TILES.tile_url, expect.objectContaining({ attribution: TILES.attribution, maxZoom: 18 }));
    await waitFor(() => expect(drawn.markers).toHaveLength(2));
    // At zoom 12 the two 大安區 stores a street apart are one cluster of 2; 板橋 stands alone.
    const cluster = drawn.markers.find((marker) => marker.options.icon.options.className === 'joy-map-cluster');
    expect(cluster?.options.icon.options.html).toBe('<span aria-hidden="true">2</span>');
    expect(cluster?.options.title).toBe('2 間餐廳，放大查看');
    expect(cluster?.position[0]).toBeCloseTo((25.0263 + 25.0268) / 2, 6);
    expect(drawn.markers.find((marker) => marker.options.title === '板橋拉麵')?.position).toEqual([25.0143, 121.4672]);
    // Fitted around the stores, then drawn.
    expect(drawn.fitted).toHaveLength(1);
    // The cards carry the positions: no store is looked up.
    expect(calls.some((c) => /^\/v2\/store\/\d+$/.test(c.url))).toBe(false);

    // Choosing the cluster zooms in on its stores; at street level they split.
    act(() => cluster?.click());
    expect(drawn.fitted).toHaveLength(2);
    drawn.zoom = 18;
    act(() => drawn.mapHandlers.zoomend.forEach((handler) => handler()));
    expect(markerTitles()).toEqual(['板橋拉麵', '青葉台菜', '鼎旺麻辣鍋']);
  });

  it('opens a card for a pin: name to the store, score, price per person, free times to /booking; Escape closes it', async () => {
    api();
    const date = dayjs().add(2, 'day').format('YYYY-MM-DD');
    renderRoute(<StoreListPage />, { url: `/store?view=map&date=${date}&time=19:00&total_people=4` });
    await screen.findByRole('region', { name: '餐廳地圖' });
    drawn.zoom = 18;
    act(() => drawn.mapHandlers.zoomend?.forEach((handler) => handler()));
    await waitFor(() => expect(markerTitles()).toContain('鼎旺麻辣鍋'));
    act(() => drawn.markers.find((marker) => marker.options.title === '鼎旺麻辣鍋')?.click());

    const card = await screen.findByRole('region', { name: '鼎旺麻辣鍋' });
    await waitFor(() => expect(card).toHaveFocus());
    expect(within(card).getByRole('link', { name: '鼎旺麻辣鍋' })).toHaveAttribute('href', `/store/1?date=${date}&adults=4&children=0`);
    expect(card).toHaveTextContent('★ 4.6（1,280 則評論）・每人約 NT$800');
    expect(card).toHaveTextContent('台北市大安區忠孝東路四段 1 號');
    const times = within(card).getByRole('list', { name: '鼎旺麻辣鍋可訂時段' });
    expect(within(times).getByRole('link', { name: '訂位 鼎旺麻辣鍋 18:30' }).getAttribute('href')).toMatch(/^\/booking\?.*id=1/);
    expect(within(times).getByRole('link', { name: '訂位 鼎旺麻辣鍋 19:00' }).getAttribute('href')).toContain('time=19%3A00');

    // A store without reviews says so rather than ★ 0.0. The keyboard: Enter on a focused pin.
    const other = drawn.markers.find((marker) => marker.options.title === '青葉台菜');
    act(() => other?.key('Tab'));
    expect(screen.queryByRole('region', { name: '青葉台菜' })).not.toBeInTheDocument();
    act(() => other?.key('Enter'));
    expect(await screen.findByRole('region', { name: '青葉台菜' })).toHaveTextContent('尚無評論・每人約 NT$600');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('results-map-card')).not.toBeInTheDocument();
  });

  it('opens the store page from the card', async () => {
    api();
    renderRoute(<StoreListPage />, { url: '/store?view=map' });
    await screen.findByRole('region', { name: '餐廳地圖' });
    await waitFor(() => expect(markerTitles()).toContain('板橋拉麵'));
    act(() => drawn.markers.find((marker) => marker.options.title === '板橋拉麵')?.click());
    await userEvent.click(within(await screen.findByRole('region', { name: '板橋拉麵' })).getByRole('link', { name: '板橋拉麵' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/store\/3$/);
  });

  it('lists a store without a position under the map, and adds the next page’s stores on request', async () => {
    api();
    renderRoute(<StoreListPage />, { url: '/store?view=map' });
    await screen.findByRole('region', { name: '餐廳地圖' });
    await waitFor(() => expect(drawn.markers.length).toBeGreaterThan(0));
    // More stores on the map on request, not on scrolling.
    await userEvent.click(screen.getByRole('button', { name: '載入更多餐廳' }));
    const unplaced = await screen.findByRole('region', { name: '未標示在地圖上的餐廳' });
    expect(within(unplaced).getByRole('link', { name: '未定位小館' })).toHaveAttribute('href', '/store/4');
    expect(unplaced).toHaveTextContent('台北市中山區南京東路 2 號');
    expect(within(unplaced).getByRole('link', { name: '在 Google 地圖查看未定位小館的位置（新視窗）' })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('未定位小館 台北市中山區南京東路 2 號')}`,
    );
  });
});

describe('the results map when it cannot show', () => {
  const expectAddresses = async () => {
    const panel = await screen.findByRole('region', { name: '地圖暫時無法顯示' });
    for (const s of STORES.slice(0, 3)) {
      expect(within(panel).getByRole('link', { name: s.name })).toHaveAttribute('href', `/store/${s.id}`);
      expect(panel).toHaveTextContent(s.address);
      const google = within(panel).getByRole('link', { name: `在 Google 地圖查看${s.name}的位置（新視窗）` });
      expect(google).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${s.name} ${s.address}`)}`);
      expect(google).toHaveAttribute('target', '_blank');
      expect(google.getAttribute('rel')).toMatch(/\bnoopener\b/);
    }
    expect(screen.queryByRole('region', { name: '餐廳地圖' })).not.toBeInTheDocument();
    return panel;
  };

  it('lists the stores with addresses and Google Maps links when there are no tile settings', async () => {
    const calls = api({ tiles: () => fail(503, '地圖尚未設定') });
    renderRoute(<StoreListPage />, { url: '/store?view=map' });
    await expectAddresses();
    expect(leaflet.map).not.toHaveBeenCalled();
    // No store is looked up for its position.
    expect(calls.some((c) => /^\/v2\/store\/\d+$/.test(c.url))).toBe(false);
  });

  it('gives way to the same list once the tiles keep failing', async () => {
    api();
    renderRoute(<StoreListPage />, { url: '/store?view=map' });
    await screen.findByRole('region', { name: '餐廳地圖' });
    await waitFor(() => expect(drawn.tileHandlers.tileerror).toBeDefined());
    act(() => {
      for (let i = 0; i < 3; i++) drawn.tileHandlers.tileerror.forEach((handler) => handler());
    });
    await expectAddresses();
    expect(remove).toHaveBeenCalled();
  });

  it('gives way to the list when Leaflet cannot start', async () => {
    api();
    leaflet.map.mockImplementationOnce(() => {
      throw new Error('no canvas');
    });
    renderRoute(<StoreListPage />, { url: '/store?view=map' });
    await expectAddresses();
  });
});
