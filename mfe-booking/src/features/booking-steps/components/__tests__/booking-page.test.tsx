import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { RemoteRoot } from '@joy/ui';
import { BookingPage } from '../booking-page';

function reply(status: number, body: unknown) {
  global.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
}

const renderAt = (url: string) =>
  render(
    <RemoteRoot>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/booking" element={<BookingPage />} />
            <Route path="/store" element={<p>store list</p>} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </RemoteRoot>,
  );

describe('booking page', () => {
  it('shows the chosen store and the first of the three steps', async () => {
    reply(200, {
      code: 1, status: 200, msg: 'ok',
      return: { id: 5, name: '青葉台菜', address: '台北市中山區中山北路二段 1 號', logo: '/l.svg', business_status: 2, average_score: 4.2, business_times: [{ weekday: 1, open: '11:00', close: '14:30' }] },
    });
    renderAt('/booking?id=5');
    expect(await screen.findByRole('heading', { name: '青葉台菜' })).toBeInTheDocument();
    expect(screen.getByText(/休息中/)).toBeInTheDocument();
    expect(screen.getByText('星期一 11:00–14:30')).toBeInTheDocument();
    expect(screen.getByText('1. 訂位').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(global.fetch).toHaveBeenCalledWith('/v2/store/5', expect.anything());
  });

  it('goes to the store list when the store does not exist (§8)', async () => {
    reply(404, { code: 0, status: 404, return: null, msg: '店家不存在' });
    renderAt('/booking?id=999');
    expect(await screen.findByText('store list')).toBeInTheDocument();
  });

  it('asks to choose a store when none is given', () => {
    renderAt('/booking');
    expect(screen.getByText('請先選擇想訂位的餐廳')).toBeInTheDocument();
  });
});
