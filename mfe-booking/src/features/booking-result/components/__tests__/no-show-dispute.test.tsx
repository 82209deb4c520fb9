import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { noShowMessages, type NoShowMark } from '@joy/contract';
import { RemoteRoot } from '@joy/ui';
import { BookingResultPage } from '../booking-result-page';

const result = (status: number) => ({
  public_id: 'Zx9_abc', status, date: '2026-10-20', time: '19:00', adult_num: 2, child_num: 0, purpose: '', note: '', dietary_note: '', seating_area: '', high_chairs: 0, name: '林小姐',
  store: { id: 5, slug: 's5', name: '青葉台菜', address: '台北市中山區中山北路二段 1 號', phone: '', logo: '' }, created_at: '', guarantee: null,
  change_until: '2026-10-20T09:00:00.000Z', can_change: false, can_cancel: false,
});

const mark = (over: Partial<NoShowMark> = {}): NoShowMark => ({
  id: 3, store_name: '青葉台菜', date: '2026-10-20', time: '19:00', marked_at: '2026-10-20T12:00:00.000Z', status: 'standing', counts: true,
  counts_until: '2027-01-18T12:00:00.000Z', can_dispute: true, dispute_until: '2026-11-19T12:00:00.000Z', dispute_reason: null, disputed_at: null,
  store_answer: null, answered_at: null, ...over,
});

const ok = (value: unknown) => new Response(JSON.stringify({ code: 1, status: 200, msg: 'ok', return: value }));

function serve(handler: (url: string, init?: RequestInit) => Response) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
    return handler(url, init);
  }) as unknown as typeof fetch;
  return calls;
}

const renderAt = () =>
  render(
    <RemoteRoot>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={['/booking-result/Zx9_abc']}>
          <Routes>
            <Route path="/booking-result/:id" element={<BookingResultPage />} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </RemoteRoot>,
  );

describe('a guest’s 未到 booking on the result page', () => {
  it('shows the mark and lets the guest dispute it once from the link', async () => {
    const calls = serve((url, init) => {
      if (url.endsWith('/no-show/dispute')) return ok(mark({ status: 'disputed', can_dispute: false, dispute_reason: String(JSON.parse(String(init?.body)).reason) }));
      if (url.endsWith('/no-show')) return ok(mark());
      return ok(result(6));
    });
    renderAt();
    const section = await screen.findByRole('region', { name: '未到紀錄：未到' });
    const form = within(section).getByRole('form', { name: '申訴未到紀錄' });
    await userEvent.type(within(form).getByLabelText('申訴原因'), '太短');
    await userEvent.click(within(form).getByRole('button', { name: '送出申訴' }));
    expect(await within(form).findByText(noShowMessages.disputeReasonTooShort)).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('申訴原因'));
    await userEvent.type(within(form).getByLabelText('申訴原因'), '當天有先打電話取消訂位');
    await userEvent.click(within(form).getByRole('button', { name: '送出申訴' }));
    expect(await screen.findByRole('region', { name: '未到紀錄：申訴中' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '申訴未到紀錄' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ url: '/v2/order/result/Zx9_abc/no-show/dispute', method: 'POST', body: { reason: '當天有先打電話取消訂位' } }]);
  });

  it('shows the store’s answer, and nothing for a booking that is not 未到', async () => {
    serve((url) => (url.endsWith('/no-show') ? ok(mark({ status: 'upheld', can_dispute: false, dispute_reason: '有先取消', store_answer: '查無來電紀錄，維持紀錄' })) : ok(result(6))));
    renderAt();
    expect(await screen.findByText('查無來電紀錄，維持紀錄')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '未到紀錄：店家維持未到' })).toBeInTheDocument();

    const calls = serve(() => ok(result(2)));
    renderAt();
    expect(await screen.findAllByText('林小姐 您好，以下是您在 青葉台菜 的訂位。')).not.toHaveLength(0);
    expect(calls.some((c) => c.url.includes('no-show'))).toBe(false);
  });
});
