import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { clearBookingDraft, getBookingDraft, updateBookingDraft } from '@joy/booking-draft';
import { RemoteRoot, dayjs } from '@joy/ui';
import { BookingEntry } from '../booking-entry';

const DAY = dayjs().add(3, 'day');
const DATE = DAY.format('YYYY-MM-DD');
const store = { id: 5, name: '青葉台菜', address: '台北市中山區', logo: '/l.svg', business_status: 1, average_score: 4.2, business_times: [], joy_booking: true, max_party_size: 8, seating_areas: [] };
const envelope = (ret: unknown, over: Record<string, unknown> = {}) => JSON.stringify({ code: 1, status: 200, msg: 'ok', return: ret, ...over });
const asked: string[] = [];

beforeEach(() => {
  clearBookingDraft();
  localStorage.clear();
  asked.length = 0;
  window.scrollTo = jest.fn();
  global.fetch = jest.fn(async (url: string) => {
    asked.push(url);
    if (url === '/v2/store/5') return new Response(envelope(store));
    if (url === '/v2/store/can-order-date/5') return new Response(envelope({ [DATE]: ['18:00', '19:00'] }));
    if (url.startsWith(`/v2/store/5/can-order-times/${DATE}/`)) return new Response(envelope([{ time: '18:00', available: true, seats_left: 8 }, { time: '19:00', available: true, seats_left: 8 }]));
    return new Response(envelope(null, { code: 0, status: 404, msg: 'x' }), { status: 404 });
  }) as unknown as typeof fetch;
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const renderAt = (url: string) =>
  render(
    <RemoteRoot>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/booking" element={<BookingEntry />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </SWRConfig>
    </RemoteRoot>,
  );

describe('/booking opened with the choices in its address', () => {
  it('starts with the carried date, time and party, asking only for that date and party', async () => {
    updateBookingDraft({ date: dayjs().add(9, 'day').format('YYYY-MM-DD'), time: '12:00', adults: 6 });
    renderAt(`/booking?id=5&date=${DATE}&time=19:00&adults=3&children=1`);
    expect(await screen.findByRole('button', { name: '19:00' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: new RegExp(`^${DAY.format('M 月 D 日')}`) })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: '大人' })).toHaveValue('3');
    expect(screen.getByRole('combobox', { name: '小孩' })).toHaveValue('1');
    expect(asked.filter((url) => url.includes('/can-order-times/'))).toEqual([`/v2/store/5/can-order-times/${DATE}/4`]);
    expect(getBookingDraft()).toEqual({ date: DATE, time: '19:00', adults: 3, children: 1 });
  });

  it('moves the choices out of the address, so a reload keeps the diner’s later changes', async () => {
    renderAt(`/booking?id=5&date=${DATE}&time=19:00&adults=3&children=0&app=1`);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/booking\?id=5&app=1$/));
    await userEvent.click(await screen.findByRole('button', { name: '18:00' }));
    expect(getBookingDraft()).toMatchObject({ date: DATE, time: '18:00', adults: 3 });
  });

  it('keeps the draft where the address carries nothing, or only what is broken or past', async () => {
    updateBookingDraft({ date: DATE, time: '18:00', adults: 4 });
    renderAt(`/booking?id=5&date=${dayjs().subtract(1, 'day').format('YYYY-MM-DD')}&adults=99`);
    expect(await screen.findByRole('button', { name: '18:00' })).toHaveAttribute('aria-pressed', 'true');
    expect(getBookingDraft()).toEqual({ date: DATE, time: '18:00', adults: 4, children: 0 });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/booking\?id=5$/));
  });

  it('opens at the top of the page', async () => {
    renderAt('/booking?id=5');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(await screen.findByRole('heading', { name: '青葉台菜' })).toBeInTheDocument();
  });

  it('leaves cleanly where scrollTo answers a promise (Chromium): nothing of it is taken for a cleanup', async () => {
    window.scrollTo = jest.fn(() => Promise.resolve()) as unknown as typeof window.scrollTo;
    const view = renderAt('/booking?id=5');
    await screen.findByRole('heading', { name: '青葉台菜' });
    expect(() => view.unmount()).not.toThrow();
  });

  it("stops the party pickers at the store's limit, cuts a larger kept party to it, and gives the phone for more", async () => {
    updateBookingDraft({ adults: 9, children: 3 });
    renderAt(`/booking?id=5&date=${DATE}`);
    const adults = await screen.findByRole('combobox', { name: '大人' });
    await waitFor(() => expect(adults).toHaveValue('8'));
    expect(screen.getByRole('combobox', { name: '小孩' })).toHaveValue('0');
    expect(adults.querySelectorAll('option')).toHaveLength(8);
    expect(screen.getByText('超過 8 位的大型聚餐請直接聯絡餐廳。')).toBeInTheDocument();
    expect(getBookingDraft()).toMatchObject({ adults: 8, children: 0 });
    await screen.findByRole('button', { name: '19:00' });
    expect(asked.filter((url) => url.includes('/can-order-times/')).at(-1)).toBe(`/v2/store/5/can-order-times/${DATE}/8`);
  });
});
