import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ORDER_STATUS_WORDS } from '@joy/contract';
import { RemoteRoot } from '@joy/ui';
import { ReservationSuccessPage } from '../reservation-success-page';

const order = {
  id: 77, slug: 'AB12CD', public_id: 'Zx9_abc', status: 1, date: '2026-12-24', time: '19:00', adult_num: 2, child_num: 0, purpose: '', note: '', name: '林小姐', phone: '0912345678', email: null,
  store: { id: 5, name: '青葉台菜', address: '台北市中山區中山北路二段 1 號', phone: '02-2571-3133', logo: '' }, created_at: '', comment_id: null,
};

function reply(body: unknown) {
  global.fetch = jest.fn(async () => new Response(JSON.stringify({ code: 1, status: 200, msg: 'ok', return: body }))) as unknown as typeof fetch;
}

const renderPage = () =>
  render(
    <RemoteRoot>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={['/reservation-success?slug=AB12CD&orderId=77']}>
          <Routes>
            <Route path="/reservation-success" element={<ReservationSuccessPage />} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </RemoteRoot>,
  );

describe('reservation success page', () => {
  it('says a new booking is sent and awaits the store, not that a seat is held', async () => {
    reply(order);
    renderPage();
    expect(await screen.findByRole('heading', { name: ORDER_STATUS_WORDS[1].successPage.title })).toBeInTheDocument();
    expect(screen.getByText(ORDER_STATUS_WORDS[1].successPage.lead)).toHaveTextContent('已送出，等待餐廳確認');
    expect(screen.getByText('AB12CD')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/保留座位|座位已為您保留/);
  });

  it('follows the status when the store has already confirmed', async () => {
    reply({ ...order, status: 2 });
    renderPage();
    expect(await screen.findByRole('heading', { name: ORDER_STATUS_WORDS[2].successPage.title })).toBeInTheDocument();
    expect(screen.getByText(ORDER_STATUS_WORDS[2].successPage.lead)).toBeInTheDocument();
  });
});
