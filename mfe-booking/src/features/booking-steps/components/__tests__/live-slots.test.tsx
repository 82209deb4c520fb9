import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { SlotWatcher } from '@joy/auth';
import { RemoteRoot } from '@joy/ui';
import { BookingPage } from '../booking-page';
import { clearBookingDraft } from '@joy/booking-draft';

const watchers: SlotWatcher[] = [];
jest.mock('@joy/auth', () => ({
  ...jest.requireActual('@joy/auth'),
  watchStoreSlots: (_storeId: number, watcher: SlotWatcher) => {
    watchers.push(watcher);
    return () => watchers.splice(watchers.indexOf(watcher), 1);
  },
}));

const store = { id: 5, name: '青葉台菜', address: '台北市中山區', logo: '/l.svg', business_status: 1, average_score: 4.2, business_times: [], joy_booking: true };
const envelope = (ret: unknown) => JSON.stringify({ code: 1, status: 200, msg: 'ok', return: ret });

beforeEach(() => {
  clearBookingDraft();
  global.fetch = jest.fn(async (url: string) => {
    if (url === '/v2/store/5') return new Response(envelope(store));
    if (url === '/v2/store/can-order-date/5') return new Response(envelope({ '2030-01-07': ['18:00'] }));
    if (url.startsWith('/v2/store/5/can-order-times/2030-01-07/')) return new Response(envelope([{ time: '18:00', available: true, seats_left: 2 }, { time: '18:30', available: false, seats_left: 0 }, { time: '20:00', available: false, seats_left: 0 }]));
    return new Response(envelope(null), { status: 404 });
  }) as unknown as typeof fetch;
});

const slotsEvent = (slots: { time: string; seats_left: number; enabled: boolean }[], at = Date.now()) =>
  act(() => watchers.forEach((w) => w.onSlots({ store_id: 5, at, slots: slots.map((s) => ({ date: '2030-01-07', ...s })) })));

describe('live slots on the booking steps', () => {
  it('a slot freed elsewhere becomes selectable at once; on the confirm step the diner is told the moment the chosen slot fills and offered the nearest free one', async () => {
    render(
      <RemoteRoot>
        <SWRConfig value={{ provider: () => new Map() }}>
          <MemoryRouter initialEntries={['/booking?id=5']}>
            <Routes>
              <Route path="/booking" element={<BookingPage />} />
            </Routes>
          </MemoryRouter>
        </SWRConfig>
      </RemoteRoot>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /1 月 7 日/ }));
    expect(await screen.findByRole('button', { name: '18:30（已額滿）' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '候補 18:30' })).toBeInTheDocument();

    slotsEvent([{ time: '18:30', seats_left: 4, enabled: true }]);
    expect(await screen.findByRole('button', { name: '18:30' })).toBeEnabled();
    // An older event arriving late changes nothing.
    slotsEvent([{ time: '18:30', seats_left: 0, enabled: false }], 1);
    expect(screen.getByRole('button', { name: '18:30' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: '18:00' }));
    await userEvent.type(screen.getByLabelText('姓名'), '陳小華');
    await userEvent.type(screen.getByLabelText('電子信箱'), 'hua@example.tw');
    await userEvent.type(screen.getByLabelText('手機號碼'), '0912345678');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByRole('button', { name: '確認訂位' })).toBeEnabled();

    slotsEvent([{ time: '18:00', seats_left: 0, enabled: false }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('18:00 剛剛已額滿');
    expect(screen.getByRole('button', { name: '確認訂位' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '改訂 18:30' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: '確認訂位' })).toBeEnabled();
    expect(screen.getByText('18:30')).toBeInTheDocument();
  });
});
