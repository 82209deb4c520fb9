import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ORDER_STATUS_WORDS, type OrderResult } from '@joy/contract';
import { on } from '@joy/bus';
import { RemoteRoot } from '@joy/ui';
import { BookingResultPage } from '../booking-result-page';

const result = (over: Partial<OrderResult> = {}): OrderResult => ({
  public_id: 'Zx9_abc', status: 2, date: '2099-12-24', time: '19:00', adult_num: 2, child_num: 0, purpose: '', note: '', dietary_note: '', seating_area: '', high_chairs: 0,
  name: '林小姐', created_at: '', change_until: '2099-12-24T09:00:00.000Z', can_change: true, can_cancel: true, phone_hint: '0912***678', diner_confirmed_at: null, guarantee: null,
  store: { id: 5, slug: 's5', name: '青葉台菜', address: '台北市中山區中山北路二段 1 號', phone: '02-2571-3133', logo: '' },
  ...over,
});

type Call = { method: string; path: string; body: Record<string, unknown> | null };
const ok = (value: unknown) => new Response(JSON.stringify({ code: 1, status: 200, msg: 'ok', return: value }));
const fail = (status: number, msg: string, errors?: Record<string, string>, extra: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ code: 0, status, msg, return: errors ? { errors, ...extra } : Object.keys(extra).length ? extra : null }), { status });

/** The store's availability for the panel: 18:00 and 19:00 free for up to 4 on two dates. */
function availability(path: string): Response | null {
  if (path === '/v2/store/can-order-date/5') return ok({ '2099-12-24': ['18:00', '19:00'], '2099-12-25': ['18:00'] });
  const times = /^\/v2\/store\/5\/can-order-times\/[\d-]+\/(\d+)$/.exec(path);
  if (times) return ok([18, 19].map((h) => ({ time: `${h}:00`, seats_left: 4, available: Number(times[1]) <= 4 })));
  return null;
}

function mockApi(handler: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://x');
    const call = { method: init?.method ?? 'GET', path: url.pathname, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null };
    calls.push(call);
    return handler(call) ?? availability(url.pathname) ?? fail(404, 'not found');
  }) as unknown as typeof fetch;
  return calls;
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

const toasts: string[] = [];
let stopToasts: () => void;
beforeEach(() => {
  toasts.length = 0;
  stopToasts = on('ui:toast', ({ message }) => void toasts.push(message));
});
afterEach(() => stopToasts());

const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET').map(({ method, path, body }) => ({ method, path, body: body && Object.keys(body).length ? body : null }));

describe('the guest changes or cancels from the result link', () => {
  it('offers 更改訂位 and 取消訂位 only as can_change and can_cancel say', async () => {
    mockApi(() => ok(result()));
    const { unmount } = renderAt('/booking-result/Zx9_abc');
    expect(await screen.findByRole('button', { name: '更改訂位' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消訂位' })).toBeInTheDocument();
    unmount();

    mockApi(() => ok(result({ can_change: false })));
    const second = renderAt('/booking-result/Zx9_abc');
    expect(await screen.findByRole('button', { name: '取消訂位' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '更改訂位' })).not.toBeInTheDocument();
    second.unmount();

    mockApi(() => ok(result({ status: 0, can_change: false, can_cancel: false })));
    renderAt('/booking-result/Zx9_abc');
    expect(await screen.findByRole('heading', { name: ORDER_STATUS_WORDS[0].resultPage.title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消訂位' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '更改訂位' })).not.toBeInTheDocument();
    expect(screen.queryByText(/已超過可線上更改的時間/)).not.toBeInTheDocument();
  });

  it('says the online change time has passed, with 聯絡餐廳, after the cut-off', async () => {
    mockApi(() => ok(result({ can_change: false, change_until: '2020-01-01T00:00:00.000Z' })));
    renderAt('/booking-result/Zx9_abc');
    const note = await screen.findByText(/已超過可線上更改的時間，請直接聯絡餐廳/);
    expect(within(note).getByRole('link', { name: '聯絡餐廳' })).toHaveAttribute('href', 'tel:02-2571-3133');
    expect(screen.queryByRole('button', { name: '更改訂位' })).not.toBeInTheDocument();
  });

  it('hides 更改訂位 once change_until has passed even when the reply still allowed it', async () => {
    mockApi(() => ok(result({ change_until: '2020-01-01T00:00:00.000Z' })));
    renderAt('/booking-result/Zx9_abc');
    expect(await screen.findByText(/已超過可線上更改的時間/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '更改訂位' })).not.toBeInTheDocument();
  });

  it('cancels only after 確定取消訂位, then shows the cancelled status and a toast', async () => {
    let current = result();
    const calls = mockApi((call) => {
      if (call.method === 'POST' && call.path === '/v2/order/result/Zx9_abc/cancel') current = result({ status: 0, can_change: false, can_cancel: false });
      if (call.path.startsWith('/v2/order/result/')) return ok(current);
      return undefined;
    });
    renderAt('/booking-result/Zx9_abc');
    await userEvent.click(await screen.findByRole('button', { name: '取消訂位' }));
    const dialog = screen.getByRole('dialog', { name: '確定取消訂位？' });
    expect(within(dialog).getByText('取消後座位將釋出給其他客人，無法復原。')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '返回' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '取消訂位' }));
    await userEvent.click(screen.getByRole('button', { name: '確定取消訂位' }));
    expect(await screen.findByRole('heading', { name: ORDER_STATUS_WORDS[0].resultPage.title })).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/v2/order/result/Zx9_abc/cancel', body: null }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(ORDER_STATUS_WORDS[0].name)).toBeInTheDocument();
    expect(toasts).toEqual(['已取消']);
  });

  it('keeps the dialog open with the reason when the cancel is refused', async () => {
    mockApi((call) => (call.method === 'POST' ? fail(422, '失敗', { status: '訂位時間已過，無法變更' }) : call.path.startsWith('/v2/order/result/') ? ok(result()) : undefined));
    renderAt('/booking-result/Zx9_abc');
    await userEvent.click(await screen.findByRole('button', { name: '取消訂位' }));
    await userEvent.click(screen.getByRole('button', { name: '確定取消訂位' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('訂位時間已過，無法變更');
  });

  it('changes the party with the SMS code and shows the new booking with a toast', async () => {
    let current = result();
    const calls = mockApi((call) => {
      if (call.path === '/v2/order/result/Zx9_abc/code') return ok({ phone_hint: '0912***678' });
      if (call.method === 'PUT') current = result({ adult_num: 4, status: 2 });
      if (call.path.startsWith('/v2/order/result/')) return ok(current);
      return undefined;
    });
    renderAt('/booking-result/Zx9_abc');
    await userEvent.click(await screen.findByRole('button', { name: '更改訂位' }));
    expect(await screen.findByRole('heading', { name: '更改訂位' })).toHaveFocus();
    await screen.findByRole('group', { name: '時段' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '大人' }), '4');
    await userEvent.click(screen.getByRole('button', { name: '傳送驗證碼' }));
    expect(await screen.findByText('驗證碼已傳送至 0912***678，請於下方輸入。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /秒後可重新發送/ })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('驗證碼'), '246810');
    await userEvent.click(screen.getByRole('button', { name: '確認更改' }));

    expect(await screen.findByText('大人 4 位')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '更改訂位' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '更改訂位' })).toHaveFocus();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v2/order/result/Zx9_abc/code', body: null },
      { method: 'PUT', path: '/v2/order/result/Zx9_abc', body: { date: '2099-12-24', time: '19:00', adult_num: 4, child_num: 0, code: '246810' } },
    ]);
    expect(toasts).toEqual(['變更成功']);
  });

  it('keeps the panel open on 409 and shows a wrong code beside the code field', async () => {
    let attempt = 0;
    mockApi((call) => {
      if (call.path === '/v2/order/result/Zx9_abc/code') return ok({ phone_hint: '0912***678' });
      if (call.method === 'PUT') return ++attempt === 1 ? fail(409, '此時段已客滿，請選擇其他時段') : fail(422, '驗證碼錯誤', { code: '驗證碼錯誤' });
      if (call.path.startsWith('/v2/order/result/')) return ok(result());
      return undefined;
    });
    renderAt('/booking-result/Zx9_abc');
    await userEvent.click(await screen.findByRole('button', { name: '更改訂位' }));
    await screen.findByRole('group', { name: '時段' });
    await userEvent.click(screen.getByRole('button', { name: '18:00' }));
    await userEvent.click(screen.getByRole('button', { name: '傳送驗證碼' }));
    await userEvent.type(await screen.findByLabelText('驗證碼'), '111111');
    await userEvent.click(screen.getByRole('button', { name: '確認更改' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('此時段已客滿，請選擇其他時段');
    expect(screen.getByRole('heading', { name: '更改訂位' })).toBeInTheDocument();
    expect(screen.getByText('大人 2 位')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '確認更改' }));
    await waitFor(() => expect(screen.getByLabelText('驗證碼')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('驗證碼')).toHaveAccessibleDescription('驗證碼錯誤');
  });
});

describe("the reminder's links", () => {
  it('?reminder=confirm asks 確認赴約 and confirms only on the click', async () => {
    let current = result();
    const calls = mockApi((call) => {
      if (call.method === 'POST' && call.path === '/v2/order/result/Zx9_abc/confirm') current = result({ diner_confirmed_at: '2099-12-23T10:00:00.000Z' });
      if (call.path.startsWith('/v2/order/result/')) return ok(current);
      return undefined;
    });
    renderAt('/booking-result/Zx9_abc?reminder=confirm');
    const prompt = await screen.findByRole('region', { name: '訂位提醒' });
    expect(writes(calls)).toHaveLength(0);
    await userEvent.click(within(prompt).getByRole('button', { name: '確認赴約' }));
    expect(await screen.findByText('已確認赴約，餐廳期待您的光臨')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '訂位提醒' })).not.toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/v2/order/result/Zx9_abc/confirm', body: null }]);
  });

  it('says a confirmed booking is confirmed without asking again', async () => {
    mockApi(() => ok(result({ diner_confirmed_at: '2099-12-23T10:00:00.000Z' })));
    renderAt('/booking-result/Zx9_abc?reminder=confirm');
    expect(await screen.findByText('已確認赴約，餐廳期待您的光臨')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '確認赴約' })).not.toBeInTheDocument();
  });

  it('?reminder=cancel opens the cancel question at once, and still needs the click', async () => {
    const calls = mockApi(() => ok(result()));
    renderAt('/booking-result/Zx9_abc?reminder=cancel');
    const dialog = await screen.findByRole('dialog', { name: '確定取消訂位？' });
    expect(writes(calls)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '返回' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: ORDER_STATUS_WORDS[2].resultPage.title })).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
  });

  it('?reminder=cancel on a booking that can no longer be cancelled opens nothing', async () => {
    mockApi(() => ok(result({ status: 0, can_cancel: false, can_change: false })));
    renderAt('/booking-result/Zx9_abc?reminder=cancel');
    expect(await screen.findByRole('heading', { name: ORDER_STATUS_WORDS[0].resultPage.title })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
