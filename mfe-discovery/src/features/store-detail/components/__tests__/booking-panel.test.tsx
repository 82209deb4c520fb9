import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearBookingDraft, getBookingDraft, updateBookingDraft, useBookingDraft } from '@joy/booking-draft';
import { defaultHouseRules, type StoreDetail, type TimeSlot } from '@joy/contract';
import { fail, mockFetch, ok, store } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { BookingPanel } from '../booking-panel';

const detail = (over: Partial<StoreDetail> = {}): StoreDetail => ({
  ...store(1, { name: '鼎旺麻辣鍋' }),
  description: '',
  phone: '0227001234',
  lat: 25.04,
  lng: 121.55,
  photos: [],
  business_times: [],
  member_is_collection: false,
  seating_areas: [],
  house_notes: '',
  house_rules: defaultHouseRules,
  closures: [],
  max_party_size: 20,
  ...over,
});

/** 2026-12-01 is a Tuesday with no free table; the 2nd and the 3rd can be booked. */
const DATES = { '2026-12-01': [], '2026-12-02': ['11:30', '12:00', '18:00'], '2026-12-03': ['18:00'] };
const slots = (people: number): TimeSlot[] => [
  { time: '11:30', available: true, seats_left: 10 },
  { time: '12:00', available: people <= 4, seats_left: 4 },
  { time: '18:00', available: false, seats_left: 0 },
];

function api() {
  return mockFetch((path) => {
    if (path === '/v2/store/can-order-date/1') return ok(DATES);
    const times = /^\/v2\/store\/1\/can-order-times\/(\d{4}-\d{2}-\d{2})\/(\d+)$/.exec(path);
    if (times) return ok(slots(Number(times[2])));
    return fail(404, 'not found');
  });
}

const renderPanel = (over: Partial<StoreDetail> = {}) => renderRoute(<BookingPanel store={detail(over)} />, { url: '/store/1', path: '/store/:id' });
const day = (name: RegExp) => screen.getByRole('button', { name });

beforeEach(() => {
  clearBookingDraft();
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('booking panel on the store page', () => {
  it('shows a loading state, then the bookable dates: days without a time are disabled', async () => {
    api();
    renderPanel();
    expect(screen.getByText('正在載入可訂位日期').closest('[role="status"]')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '2026 年 12 月' })).toBeInTheDocument();
    expect(day(/^12 月 1 日 星期二（無空位）$/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/^12 月 2 日 星期三$/)).not.toHaveAttribute('aria-disabled');
    expect(day(/^12 月 3 日 星期四$/)).not.toHaveAttribute('aria-disabled');
    // Outside the bookable range: not offered at all.
    expect(day(/^12 月 4 日/)).toBeDisabled();
    expect(screen.getByRole('button', { name: '下個月' })).toBeDisabled();
    // No date yet: no time slots asked for.
    expect(screen.queryByRole('group', { name: '選擇時段' })).not.toBeInTheDocument();
  });

  it('loads the slots of the chosen date for the party size: full slots cannot be chosen', async () => {
    const calls = api();
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /^12 月 1 日/ }));
    expect(screen.queryByRole('group', { name: '選擇時段' })).not.toBeInTheDocument();
    await userEvent.click(day(/^12 月 2 日/));
    const group = await screen.findByRole('group', { name: '選擇時段' });
    expect(calls.map((c) => c.url)).toContain('/v2/store/1/can-order-times/2026-12-02/2');
    expect(within(group).getByRole('button', { name: '18:00（已額滿）' })).toBeDisabled();
    await userEvent.click(within(group).getByRole('button', { name: '12:00' }));
    expect(within(group).getByRole('button', { name: '12:00' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('12 月 2 日（週三） 12:00・2 位')).toBeInTheDocument();
  });

  it('asks again when the party grows and drops a time no longer offered', async () => {
    const calls = api();
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /^12 月 2 日/ }));
    await userEvent.click(await screen.findByRole('button', { name: '12:00' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '大人' }), '5');
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/v2/store/1/can-order-times/2026-12-02/5'));
    await waitFor(() => expect(screen.getByRole('button', { name: '12:00（已額滿）' })).toBeDisabled());
    expect(screen.getByText('12 月 2 日（週三）・5 位')).toBeInTheDocument();
    // Children are offered only up to the party limit of 20.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '大人' }), '18');
    expect(within(screen.getByRole('combobox', { name: '小孩' })).getAllByRole('option')).toHaveLength(3);
  });

  it('works from the keyboard: arrows move between days, Enter chooses, a disabled day stays unchosen', async () => {
    api();
    renderPanel();
    await screen.findByRole('heading', { name: '2026 年 12 月' });
    // The calendar's one tab stop is its first bookable day.
    expect(day(/^12 月 2 日/)).toHaveAttribute('tabindex', '0');
    act(() => day(/^12 月 2 日/).focus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(day(/^12 月 1 日/)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(day(/^12 月 1 日/)).toHaveAttribute('aria-pressed', 'false');
    // Focus follows on the next frame; one key at a time, as a person presses them.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(day(/^12 月 2 日/)).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(day(/^12 月 3 日/)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(day(/^12 月 3 日/)).toHaveAttribute('aria-pressed', 'true');
    const group = await screen.findByRole('group', { name: '選擇時段' });
    await userEvent.tab();
    expect(within(group).getByRole('button', { name: '11:30' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(within(group).getByRole('button', { name: '11:30' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('立即訂位 puts the choices in the booking draft the booking step reads and opens /booking?id=', async () => {
    updateBookingDraft({ date: '2026-11-30', time: '20:00' });
    api();
    renderPanel();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: '小孩' }), '1');
    await userEvent.click(await screen.findByRole('button', { name: /^12 月 2 日/ }));
    await userEvent.click(await screen.findByRole('button', { name: '11:30' }));
    // Nothing is handed over before the click.
    expect(getBookingDraft()).toMatchObject({ date: '2026-11-30', time: '20:00', children: 0 });
    const link = screen.getByRole('link', { name: '立即訂位' });
    // The address carries them too (a new tab, a reload).
    expect(link).toHaveAttribute('href', '/booking?id=1&date=2026-12-02&time=11%3A30&adults=2&children=1');
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/booking?id=1');
    expect(getBookingDraft()).toEqual({ date: '2026-12-02', time: '11:30', adults: 2, children: 1 });
    // Kept in storage too, for the reload after a login halfway (2 adults is the default, kept as absent).
    expect([localStorage.getItem('reservationDate'), localStorage.getItem('reservationTime'), localStorage.getItem('adultNum'), localStorage.getItem('childNum')]).toEqual([
      '2026-12-02',
      '11:30',
      null,
      '1',
    ]);
  });

  it('hands the choices to a page reading the same draft in another root at once', async () => {
    /** Stands in for the booking remote's page: another React root on the same shared store. */
    function BookingSide() {
      const draft = useBookingDraft();
      return <p data-testid="booking-side">{`${draft.date ?? '-'} ${draft.time ?? '-'} ${draft.adults}+${draft.children}`}</p>;
    }
    api();
    renderPanel();
    const other = renderRoute(<BookingSide />, { url: '/booking?id=1', path: '/booking' });
    expect(within(other.container).getByTestId('booking-side')).toHaveTextContent('- - 2+0');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: '大人' }), '3');
    await userEvent.click(await screen.findByRole('button', { name: /^12 月 3 日/ }));
    await userEvent.click(await screen.findByRole('button', { name: '11:30' }));
    await userEvent.click(screen.getByRole('link', { name: '立即訂位' }));
    expect(within(other.container).getByTestId('booking-side')).toHaveTextContent('2026-12-03 11:30 3+0');
  });

  it('without a date chosen, hands over the party size and clears an older date and time', async () => {
    updateBookingDraft({ date: '2026-11-30', time: '20:00', adults: 4 });
    api();
    renderPanel();
    // The draft's party size is where the panel starts.
    expect(await screen.findByRole('combobox', { name: '大人' })).toHaveValue('4');
    await userEvent.click(screen.getByRole('link', { name: '立即訂位' }));
    expect(getBookingDraft()).toEqual({ date: null, time: null, adults: 4, children: 0 });
    expect([localStorage.getItem('reservationDate'), localStorage.getItem('reservationTime'), localStorage.getItem('adultNum')]).toEqual([null, null, '4']);
  });

  it('offers the parties of the contract: 1 to 20 adults, and the children the adults leave room for', async () => {
    api();
    renderPanel();
    const adults = await screen.findByRole('combobox', { name: '大人' });
    expect(within(adults).getAllByRole('option').map((o) => o.textContent)).toEqual(Array.from({ length: 20 }, (_, i) => `${i + 1} 位`));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '小孩' }), '10');
    await userEvent.selectOptions(adults, '18');
    expect(screen.getByRole('combobox', { name: '小孩' })).toHaveValue('2');
    expect(within(screen.getByRole('combobox', { name: '小孩' })).getAllByRole('option')).toHaveLength(3);
  });

  it('only logs a failed dates or slots call (§8) and still offers the booking link', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch(() => fail(500, '操作失敗'));
    renderPanel();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('booking panel: bookable dates failed', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /月 \d+ 日/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '立即訂位' })).toHaveAttribute('href', '/booking?id=1&adults=2&children=0');
  });

  it('says so when no date can be booked', async () => {
    mockFetch(() => ok({ '2026-12-01': [], '2026-12-02': [] }));
    renderPanel();
    expect(await screen.findByText('近期沒有可訂位的日期，歡迎來電洽詢。')).toBeInTheDocument();
  });

  it('offers the phone instead when the store takes no online booking, without asking for dates', async () => {
    const calls = api();
    renderPanel({ joy_booking: false });
    expect(screen.getByText('這間餐廳目前未開放線上訂位，歡迎來電洽詢。')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '立即訂位' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0227001234' })).toHaveAttribute('href', 'tel:0227001234');
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(0);
  });
});
