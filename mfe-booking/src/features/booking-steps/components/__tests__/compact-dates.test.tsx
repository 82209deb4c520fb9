import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { clearBookingDraft, getBookingDraft } from '@joy/booking-draft';
import { RemoteRoot, dayjs } from '@joy/ui';
import { BookingEntry } from '../booking-entry';

const day = (n: number) => dayjs().add(n, 'day');
const iso = (n: number) => day(n).format('YYYY-MM-DD');
const label = (n: number) => new RegExp(`^${day(n).format('M 月 D 日')} 星期`);
/** Three weeks of dates from tomorrow; the 3rd is full. */
const DATES = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [iso(i + 1), i === 2 ? [] : ['18:00', '19:00']]));
const store = { id: 5, name: '青葉台菜', address: '台北市中山區', logo: '/l.svg', business_status: 1, average_score: 4.2, business_times: [], joy_booking: true, max_party_size: 8, seating_areas: [] };
const envelope = (ret: unknown) => JSON.stringify({ code: 1, status: 200, msg: 'ok', return: ret });

/** A window of `width` px, as matchMedia answers max-width queries. */
function windowOf(width: number) {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return { media: query, matches: max ? width <= Number(max[1]) : false, addEventListener: () => undefined, removeEventListener: () => undefined } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
}

beforeEach(() => {
  clearBookingDraft();
  localStorage.clear();
  window.scrollTo = jest.fn();
  global.fetch = jest.fn(async (url: string) => {
    if (url === '/v2/store/5') return new Response(envelope(store));
    if (url === '/v2/store/can-order-date/5') return new Response(envelope(DATES));
    if (url.includes('/can-order-times/')) return new Response(envelope([{ time: '18:00', available: true, seats_left: 8 }, { time: '19:00', available: true, seats_left: 8 }]));
    return new Response(JSON.stringify({ code: 0, status: 404, msg: 'x', return: null }), { status: 404 });
  }) as unknown as typeof fetch;
});
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const renderAt = (url: string) =>
  render(
    <RemoteRoot>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/booking" element={<BookingEntry />} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </RemoteRoot>,
  );

describe('/booking’s dates', () => {
  it('are a week strip, not a grid of every date, with the month on demand', async () => {
    windowOf(375);
    renderAt('/booking?id=5');
    const week = await screen.findByRole('group', { name: '一週內的日期' });
    expect(within(week).getAllByRole('button')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: label(10) })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '更多日期' }));
    expect(screen.getByRole('heading', { name: day(1).format('YYYY 年 M 月') })).toBeInTheDocument();
  });

  it('are chosen by the keyboard: arrows move, a full day is passed over, Enter chooses and its times follow', async () => {
    windowOf(375);
    renderAt('/booking?id=5');
    const week = await screen.findByRole('group', { name: '一週內的日期' });
    within(week).getByRole('button', { name: label(1) }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(week).getByRole('button', { name: label(3) })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    expect(getBookingDraft().date).toBeNull();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(within(week).getByRole('button', { name: label(4) })).toHaveAttribute('aria-pressed', 'true');
    expect(getBookingDraft().date).toBe(iso(4));
    expect(await screen.findByRole('button', { name: '19:00' })).toBeInTheDocument();
  });

  it('start on the carried date’s week with that date chosen', async () => {
    windowOf(375);
    renderAt(`/booking?id=5&date=${iso(12)}&adults=2`);
    const week = await screen.findByRole('group', { name: '一週內的日期' });
    const carried = within(week).getByRole('button', { name: label(12) });
    expect(carried).toHaveAttribute('aria-pressed', 'true');
    expect(carried).toHaveAttribute('tabindex', '0');
    expect(within(week).queryByRole('button', { name: label(1) })).not.toBeInTheDocument();
  });

  it('are the same week strip on a wider screen, in the group 選擇日期', async () => {
    windowOf(1280);
    renderAt('/booking?id=5');
    const dates = await screen.findByRole('group', { name: '選擇日期' });
    expect(within(within(dates).getByRole('group', { name: '一週內的日期' })).getAllByRole('button')).toHaveLength(7);
    expect(screen.queryByRole('heading', { name: day(1).format('YYYY 年 M 月') })).not.toBeInTheDocument();
  });
});
