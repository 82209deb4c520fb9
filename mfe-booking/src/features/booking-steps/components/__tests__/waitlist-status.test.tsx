import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { WaitlistEntry } from '@joy/contract';
import type { SlotWatcher } from '@joy/auth';
import { RemoteRoot } from '@joy/ui';
import { BookingPage } from '../booking-page';

const watchers: SlotWatcher[] = [];
jest.mock('@joy/auth', () => ({
  ...jest.requireActual('@joy/auth'),
  watchStoreSlots: (_storeId: number, watcher: SlotWatcher) => {
    watchers.push(watcher);
    return () => watchers.splice(watchers.indexOf(watcher), 1);
  },
}));

const base: WaitlistEntry = {
  public_id: 'W1abcdefghijklmnop',
  status: 'waiting',
  date: '2030-01-07',
  time: '18:30',
  adult_num: 2,
  child_num: 0,
  position: 2,
  hold_expires_at: null,
  order: null,
  store: { id: 5, name: '青葉台菜', logo: '' },
};
const envelope = (ret: unknown) => JSON.stringify({ code: 1, status: 200, msg: 'ok', return: ret });
let entry: WaitlistEntry = base;
const calls: string[] = [];

beforeEach(() => {
  entry = base;
  calls.length = 0;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url === `/v2/waitlist/${base.public_id}/confirm`) return new Response(envelope({ order_id: 91, slug: 'SLUG91', public_id: 'P91' }));
    if (url === `/v2/waitlist/${base.public_id}`) return new Response(envelope(entry));
    return new Response(envelope(null), { status: 404 });
  }) as unknown as typeof fetch;
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

describe('the waitlist page', () => {
  it('shows the place in line, turns into the hold the moment the slot changes, and confirms it into a booking', async () => {
    render(
      <RemoteRoot>
        <SWRConfig value={{ provider: () => new Map() }}>
          <MemoryRouter initialEntries={[`/booking?waitlist=${base.public_id}`]}>
            <Routes>
              <Route path="/booking" element={<BookingPage />} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </SWRConfig>
      </RemoteRoot>,
    );
    expect(await screen.findByRole('heading', { name: '候補 青葉台菜' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('您目前是第 2 位候補');
    expect(screen.queryByRole('button', { name: '確認訂位' })).toBeNull();

    entry = { ...base, status: 'held', position: null, hold_expires_at: new Date(Date.now() + 10 * 60_000).toISOString() };
    await act(async () => watchers.forEach((w) => w.onSlots({ store_id: 5, at: Date.now(), slots: [{ date: base.date, time: base.time, seats_left: 0, enabled: false }] })));
    expect(await screen.findByText(/候補到位！/)).toHaveTextContent(/剩下 (9 分 5\d|10 分 00) 秒/);

    await userEvent.click(screen.getByRole('button', { name: '確認訂位' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/reservation-success?slug=SLUG91&orderId=91');
    expect(calls).toContain(`POST /v2/waitlist/${base.public_id}/confirm`);
  });
});
