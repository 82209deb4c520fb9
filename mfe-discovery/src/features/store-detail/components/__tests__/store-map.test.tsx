import { act, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { MapConfig } from '@joy/contract';
import { RemoteRoot } from '@joy/ui';
import { fail, mockFetch, ok } from '../../../../test-utils/api-mock';
import { StoreMap } from '../store-map';

type Handler = () => void;
const remove = jest.fn();
const tileHandlers: Record<string, Handler[]> = {};
const leaflet = {
  map: jest.fn((_element: HTMLElement, _options: unknown) => ({ remove })),
  tileLayer: jest.fn((_url: string, _options: unknown) => ({
    on: (event: string, handler: Handler) => (tileHandlers[event] ??= []).push(handler),
    addTo: jest.fn(),
  })),
  divIcon: jest.fn((options: unknown) => ({ icon: options })),
  marker: jest.fn((_position: unknown, _options: unknown) => ({ addTo: jest.fn() })),
};
jest.mock('leaflet', () => leaflet);

const PROVIDER: MapConfig = {
  tile_url: 'https://{s}.tiles.joy-maps.tw/{z}/{x}/{y}.png?api_key=pk_7f3a',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> 貢獻者',
  subdomains: ['a', 'b'],
  max_zoom: 18,
};
const ADDRESS = '台北市大安區忠孝東路四段 1 號';

const renderMap = (position: { lat: number; lng: number } = { lat: 25.0263, lng: 121.5436 }) =>
  render(
    <RemoteRoot>
      <SWRConfig value={{ provider: () => new Map() }}>
        <StoreMap lat={position.lat} lng={position.lng} name="鼎旺麻辣鍋" address={ADDRESS} />
      </SWRConfig>
    </RemoteRoot>,
  );

/** Leaflet's tile events, as the layer would fire them. */
const fire = (event: 'tileload' | 'tileerror', times: number) =>
  act(() => {
    for (let i = 0; i < times; i++) tileHandlers[event]?.forEach((handler) => handler());
  });

const expectPanel = async (note: RegExp) => {
  const panel = await screen.findByRole('region', { name: '鼎旺麻辣鍋的位置' });
  expect(panel).toHaveTextContent(note);
  expect(panel).toHaveTextContent(ADDRESS);
  return panel;
};

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
  for (const key of Object.keys(tileHandlers)) delete tileHandlers[key];
});
afterEach(() => {
  // None of the ways a map can fail may reach the console.
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
  jest.clearAllMocks();
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('store map', () => {
  it('loads neither the tile settings nor Leaflet until the map comes near the view', async () => {
    const observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    const calls = mockFetch(() => ok(PROVIDER));
    renderMap();
    expect(screen.getByTestId('store-map-loading')).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls).toEqual([]);
    expect(leaflet.map).not.toHaveBeenCalled();

    act(() => observed[0].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    await waitFor(() => expect(leaflet.map).toHaveBeenCalled());
    expect(calls.map((c) => c.url)).toEqual(['/v2/map/config']);
    expect(observed[0].options?.rootMargin).toBe('200px');
  });

  it('draws the configured tiles with their attribution, centred on the store with its pin', async () => {
    mockFetch(() => ok(PROVIDER));
    const { unmount } = renderMap();
    const canvas = await screen.findByRole('region', { name: '鼎旺麻辣鍋的位置地圖' });
    await waitFor(() => expect(leaflet.map).toHaveBeenCalledWith(canvas, expect.objectContaining({ center: [25.0263, 121.5436], zoom: 16, scrollWheelZoom: false })));
    expect(leaflet.tileLayer).toHaveBeenCalledWith(PROVIDER.tile_url, { attribution: PROVIDER.attribution, subdomains: ['a', 'b'], maxZoom: 18 });
    expect(leaflet.marker).toHaveBeenCalledWith([25.0263, 121.5436], expect.objectContaining({ title: '鼎旺麻辣鍋' }));
    // Leaflet's stylesheet came with the chunk and is on the page once.
    expect(document.head.querySelectorAll('style[data-leaflet]')).toHaveLength(1);
    unmount();
    expect(remove).toHaveBeenCalled();
  });

  it('shows the address and a Google Maps link by position when the tile settings cannot be read', async () => {
    mockFetch(() => fail(500, '系統忙碌中，請稍後再試'));
    renderMap();
    const panel = await expectPanel(/地圖暫時無法顯示/);
    const link = screen.getByRole('link', { name: '在 Google 地圖查看位置（新視窗）' });
    expect(panel).toContainElement(link);
    expect(link).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=25.0263,121.5436');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(leaflet.map).not.toHaveBeenCalled();
  });

  it('gives way to the address panel once tiles keep failing', async () => {
    mockFetch(() => ok(PROVIDER));
    renderMap();
    await waitFor(() => expect(leaflet.tileLayer).toHaveBeenCalled());
    fire('tileerror', 2);
    expect(screen.getByTestId('store-map')).toBeInTheDocument();
    fire('tileerror', 1);
    await expectPanel(/地圖暫時無法顯示/);
    expect(screen.queryByTestId('store-map')).not.toBeInTheDocument();
    expect(remove).toHaveBeenCalled();
  });

  it('keeps the map when a few tiles fail among many that load', async () => {
    mockFetch(() => ok(PROVIDER));
    renderMap();
    await waitFor(() => expect(leaflet.tileLayer).toHaveBeenCalled());
    fire('tileload', 9);
    fire('tileerror', 4);
    expect(screen.getByRole('region', { name: '鼎旺麻辣鍋的位置地圖' })).toBeInTheDocument();
    expect(screen.queryByTestId('store-map-fallback')).not.toBeInTheDocument();
  });

  it('shows the panel with a link by address, and loads nothing, for a store without a position', async () => {
    const calls = mockFetch(() => ok(PROVIDER));
    renderMap({ lat: 0, lng: 0 });
    await expectPanel(/尚未標示地圖位置/);
    expect(screen.getByRole('link', { name: '在 Google 地圖查看位置（新視窗）' })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(ADDRESS)}`,
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls).toEqual([]);
    expect(leaflet.map).not.toHaveBeenCalled();
  });

  it('shows the panel when Leaflet cannot start, and keeps the page', async () => {
    mockFetch(() => ok(PROVIDER));
    leaflet.map.mockImplementationOnce(() => {
      throw new Error('no canvas');
    });
    renderMap();
    await expectPanel(/地圖暫時無法顯示/);
  });
});
