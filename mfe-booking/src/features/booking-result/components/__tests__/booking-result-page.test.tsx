import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ORDER_STATUS_WORDS } from '@joy/contract';
import { RemoteRoot } from '@joy/ui';
import { BookingResultPage } from '../booking-result-page';

const result = {
  public_id: 'Zx9_abc', status: 2, date: '2026-12-24', time: '19:00', adult_num: 2, child_num: 1, purpose: '生日', note: '', dietary_note: '', seating_area: '', high_chairs: 0, name: '林小姐',
  store: { id: 5, slug: 's5', name: '青葉台菜', address: '台北市中山區中山北路二段 1 號', phone: '02-2571-3133', logo: '' }, created_at: '',
};

function reply(status: number, body: unknown) {
  global.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
}

const renderAt = (url: string) =>
  render(
    <RemoteRoot>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/booking-result/:id" element={<BookingResultPage />} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </RemoteRoot>,
  );

describe('booking result page', () => {
  it('shows the booking behind the link with its status, without a token', async () => {
    reply(200, { code: 1, status: 200, msg: 'ok', return: result });
    renderAt('/booking-result/Zx9_abc');
    expect(await screen.findByText('林小姐 您好，以下是您在 青葉台菜 的訂位。')).toBeInTheDocument();
    expect(screen.getByText('2026 年 12 月 24 日')).toBeInTheDocument();
    expect(screen.getByText('大人 2 位、小孩 1 位')).toBeInTheDocument();
    expect(screen.getByText('已確認')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '聯絡餐廳' })).toHaveAttribute('href', 'tel:02-2571-3133');
    // The booking's calendar file, by its public id (no token needed).
    expect(screen.getByRole('link', { name: '加入行事曆' })).toHaveAttribute('href', '/v2/order/result/Zx9_abc/calendar.ics');
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/v2/order/result/Zx9_abc');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('lists the special requests in the order summary', async () => {
    reply(200, { code: 1, status: 200, msg: 'ok', return: { ...result, purpose: '紀念日', dietary_note: '不吃牛、花生過敏', seating_area: '窗邊', high_chairs: 1 } });
    renderAt('/booking-result/Zx9_abc');
    expect((await screen.findByText('用餐目的')).nextElementSibling).toHaveTextContent('紀念日');
    expect(screen.getByText('飲食禁忌與過敏').nextElementSibling).toHaveTextContent('不吃牛、花生過敏');
    expect(screen.getByText('座位偏好').nextElementSibling).toHaveTextContent('窗邊');
    expect(screen.getByText('兒童座椅').nextElementSibling).toHaveTextContent('1 張');
  });

  it('says so when the link matches no booking', async () => {
    reply(404, { code: 0, status: 404, msg: '找不到此訂位結果', return: null });
    renderAt('/booking-result/nope');
    expect(await screen.findByText('找不到這筆訂位，請確認連結是否完整')).toBeInTheDocument();
  });

  it('says a booking the store has not confirmed yet is sent and awaits it, not that a seat is held', async () => {
    reply(200, { code: 1, status: 200, msg: 'ok', return: { ...result, status: 1 } });
    renderAt('/booking-result/Zx9_abc');
    expect(await screen.findByRole('heading', { name: ORDER_STATUS_WORDS[1].resultPage.title })).toHaveTextContent('已送出，等待餐廳確認');
    expect(screen.getByText(ORDER_STATUS_WORDS[1].resultPage.lead)).toBeInTheDocument();
    expect(screen.getByText('待確認')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/保留座位|座位已為您保留/);
  });

  it('tells a cancelled booking apart', async () => {
    reply(200, { code: 1, status: 200, msg: 'ok', return: { ...result, status: 0 } });
    renderAt('/booking-result/Zx9_abc');
    expect(await screen.findByRole('heading', { name: '這筆訂位已取消' })).toBeInTheDocument();
  });
});
