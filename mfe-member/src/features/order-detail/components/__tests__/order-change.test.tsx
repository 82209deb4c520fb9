import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDetail } from '@joy/contract';
import { on } from '@joy/bus';
import { fail, logIn, logOut, mockFetch, ok, order } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { OrderDetailPage } from '../order-detail-page';

const renderOrder = (url: string) => renderRoute(<OrderDetailPage />, { url, path: '/member/history/:orderId' });

/** A booking the member may still change: 2099-11-01 18:30 for 大人 2、小孩 1 at store 42. */
const changeable = (over: Partial<OrderDetail> = {}) => order(12, { can_change: true, can_cancel: true, change_until: '2099-11-01T08:30:00.000Z', ...over });

/** The store's availability: 18:30 and 19:30 on two dates, seats for up to 5. */
function availability(path: string) {
  if (path === '/v2/store/can-order-date/42') return ok({ '2099-11-01': ['18:30', '19:30'], '2099-11-02': ['19:30'] });
  const times = /^\/v2\/store\/42\/can-order-times\/[\d-]+\/(\d+)$/.exec(path);
  return times ? ok(['18:30', '19:30'].map((time) => ({ time, seats_left: 5, available: Number(times[1]) <= 5 }))) : null;
}

const toasts: string[] = [];
let stopToasts: () => void;
beforeEach(() => {
  logIn();
  toasts.length = 0;
  stopToasts = on('ui:toast', ({ message }) => void toasts.push(message));
});
afterEach(() => {
  stopToasts();
  act(() => logOut());
});

describe('the member changes a booking (/member/history/:orderId)', () => {
  it('offers 更改訂位 while can_change holds, and after the cut-off says to call the restaurant', async () => {
    mockFetch(() => ok(changeable()));
    const { unmount } = renderOrder('/member/history/12');
    expect(await screen.findByRole('button', { name: '更改訂位' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/已超過可線上更改的時間/)).not.toBeInTheDocument();
    unmount();

    mockFetch(() => ok(changeable({ can_change: false, change_until: '2020-01-01T00:00:00.000Z' })));
    renderOrder('/member/history/12');
    const note = await screen.findByText(/已超過可線上更改的時間，請直接聯絡餐廳/);
    expect(within(note).getByRole('link', { name: '聯絡餐廳' })).toHaveAttribute('href', 'tel:0227200000');
    expect(screen.queryByRole('button', { name: '更改訂位' })).not.toBeInTheDocument();
  });

  it('offers no change on a cancelled booking', async () => {
    mockFetch(() => ok(changeable({ status: 0, can_change: false, can_cancel: false })));
    renderOrder('/member/history/12');
    expect(await screen.findByRole('heading', { name: '鼎泰小館 12' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '更改訂位' })).not.toBeInTheDocument();
    expect(screen.queryByText(/已超過可線上更改的時間/)).not.toBeInTheDocument();
  });

  it('moves the booking to another time without a code, shows it and says 變更成功', async () => {
    let current = changeable();
    const calls = mockFetch((path, _url, call) => {
      if (call.method === 'PUT') current = changeable({ ...call.body, status: 1 } as Partial<OrderDetail>);
      return path === '/v2/order/12' || path === '/v2/order/12/reservation' ? ok(current) : (availability(path) ?? fail(404, 'not found'));
    });
    renderOrder('/member/history/12');
    await userEvent.click(await screen.findByRole('button', { name: '更改訂位' }));
    expect(await screen.findByRole('heading', { name: '更改訂位' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: '傳送驗證碼' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('驗證碼')).not.toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: '日期' }), '2099-11-02');
    await userEvent.click(await screen.findByRole('button', { name: '19:30' }));
    await userEvent.click(screen.getByRole('button', { name: '確認更改' }));

    expect(await screen.findByText('2099 年 11 月 2 日 19:30')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/v2/order/12/reservation', body: { date: '2099-11-02', time: '19:30', adult_num: 2, child_num: 1 } });
    expect(screen.queryByRole('heading', { name: '更改訂位' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '更改訂位' })).toHaveFocus();
    expect(toasts).toEqual(['變更成功']);
  });

  it('keeps the panel open with the message when the new slot is full', async () => {
    mockFetch((path, _url, call) => (call.method === 'PUT' ? fail(409, '此時段已客滿，請選擇其他時段') : path === '/v2/order/12' ? ok(changeable()) : (availability(path) ?? fail(404, 'not found'))));
    renderOrder('/member/history/12');
    await userEvent.click(await screen.findByRole('button', { name: '更改訂位' }));
    await userEvent.click(await screen.findByRole('button', { name: '19:30' }));
    await userEvent.click(screen.getByRole('button', { name: '確認更改' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('此時段已客滿，請選擇其他時段');
    expect(screen.getByRole('heading', { name: '更改訂位' })).toBeInTheDocument();
    expect(screen.getByText('2099 年 11 月 1 日 18:30')).toBeInTheDocument();
  });
});

describe("the reminder's 確認赴約 link on the member's order", () => {
  it('?reminder=confirm highlights 保留訂位 and keeps only on the click', async () => {
    let current = changeable({ status: 2 });
    const calls = mockFetch((path, _url, call) => {
      if (call.method === 'PUT') current = { ...current, status: 4 };
      return path === '/v2/order/12' || path === '/v2/order' ? ok(current) : fail(404, 'not found');
    });
    renderOrder('/member/history/12?reminder=confirm');
    const prompt = await screen.findByRole('region', { name: '訂位提醒' });
    expect(screen.getAllByRole('button', { name: '保留訂位' })).toHaveLength(1);
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);

    await userEvent.click(within(prompt).getByRole('button', { name: '保留訂位' }));
    expect(await screen.findByRole('dialog', { name: '已保留' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/v2/order', body: { order_id: 12, status: 4 } });
    await waitFor(() => expect(screen.queryByRole('region', { name: '訂位提醒' })).not.toBeInTheDocument());
  });

  it('shows the usual buttons without the query', async () => {
    mockFetch(() => ok(changeable({ status: 2 })));
    renderOrder('/member/history/12');
    expect(await screen.findByRole('button', { name: '保留訂位' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '訂位提醒' })).not.toBeInTheDocument();
  });
});
