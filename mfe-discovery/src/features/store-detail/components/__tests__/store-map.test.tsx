import { render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@joy/ui';
import { StoreMap } from '../store-map';
import { DEFAULT_TILE_URL } from '../../lib/map-config';

const remove = jest.fn();
const tileOn = jest.fn();
const leaflet = {
  map: jest.fn(() => ({ remove })),
  tileLayer: jest.fn(() => ({ on: tileOn, addTo: jest.fn() })),
  divIcon: jest.fn((options: unknown) => ({ icon: options })),
  marker: jest.fn(() => ({ addTo: jest.fn() })),
};
jest.mock('leaflet', () => leaflet);

const renderMap = () =>
  render(
    <ThemeProvider theme={theme}>
      <StoreMap lat={25.0263} lng={121.5436} name="鼎旺麻辣鍋" />
    </ThemeProvider>,
  );

afterEach(() => jest.clearAllMocks());

describe('store map', () => {
  it('shows a placeholder of the same size, then the map centred on the store with its pin', async () => {
    const { unmount } = renderMap();
    expect(screen.getByRole('group', { name: '鼎旺麻辣鍋的位置地圖' })).toBeInTheDocument();
    const canvas = await screen.findByTestId('store-map');
    expect(canvas).toHaveAttribute('data-lat', '25.0263');
    expect(canvas).toHaveAttribute('data-lng', '121.5436');
    await waitFor(() => expect(leaflet.map).toHaveBeenCalledWith(canvas, expect.objectContaining({ center: [25.0263, 121.5436], scrollWheelZoom: false })));
    expect(leaflet.marker).toHaveBeenCalledWith([25.0263, 121.5436], expect.objectContaining({ title: '鼎旺麻辣鍋' }));
    // OpenStreetMap tiles with their attribution unless the build sets others; failed tiles are swallowed.
    expect(leaflet.tileLayer).toHaveBeenCalledWith(DEFAULT_TILE_URL, expect.objectContaining({ attribution: expect.stringContaining('OpenStreetMap') }));
    expect(tileOn).toHaveBeenCalledWith('tileerror', expect.any(Function));
    // Leaflet's stylesheet came with the chunk and is on the page once.
    expect(document.head.querySelectorAll('style[data-leaflet]')).toHaveLength(1);
    unmount();
    expect(remove).toHaveBeenCalled();
  });

  it('says the map cannot be shown when Leaflet throws, and keeps the page', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    leaflet.map.mockImplementationOnce(() => {
      throw new Error('no canvas');
    });
    renderMap();
    expect(await screen.findByRole('status')).toHaveTextContent('地圖暫時無法顯示');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });
});
