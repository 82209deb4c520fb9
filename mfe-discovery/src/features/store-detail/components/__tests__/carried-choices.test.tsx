import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearBookingDraft, getBookingDraft, updateBookingDraft } from '@joy/booking-draft';
import { defaultHouseRules, type StoreDetail, type TimeSlot } from '@joy/contract';
import { dayjs } from '@joy/ui';
import { fail, mockFetch, ok, store } from '../../../../test-utils/api-mock';
import { fixClock } from '../../../../test-utils/clock';
import { renderRoute } from '../../../../test-utils/render';
import { BookingPanel } from '../booking-panel';
import { StorePage } from '../store-page';

const detail = (over: Partial<StoreDetail> = {}): StoreDetail => ({
  ...store(1, { name: '鼎旺麻辣鍋', address: '忠孝東路四段 1 號' }),
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
  max_party_size: 6,
  ...over,
});

/*
 * A fixed day, 10 November 2026 (a Tuesday) at noon in Taipei: the dates below are two and three
 * days on, in the month the calendar opens on.
 */
fixClock('2026-11-10T12:00:00+08:00');

/** The coming days, so a carried date is never in the past. */
const day = (n: number) => dayjs().add(n, 'day').format('YYYY-MM-DD');
const spoken = (n: number) => dayjs().add(n, 'day').format('M 月 D 日');
const OPEN = day(2);
const FULL = day(3);
const DATES = { [day(1)]: ['18:00'], [OPEN]: ['11:30', '12:00', '19:00'], [FULL]: [] };
/** 11:30 has room for 6, 12:00 for 3, 19:00 is full. */
const slots = (people: number): TimeSlot[] => [
  { time: '11:30', available: people <= 6, seats_left: 6 },
  { time: '12:00', available: people <= 3, seats_left: 3 },
  { time: '19:00', available: false, seats_left: 0 },
];

function api(times: (people: number) => TimeSlot[] = slots, over: Partial<StoreDetail> = {}) {
  return mockFetch((path) => {
    if (path === '/v2/store/1') return ok(detail(over));
    if (path === '/v2/store/can-order-date/1') return ok(DATES);
    const match = /^\/v2\/store\/1\/can-order-times\/(\d{4}-\d{2}-\d{2})\/(\d+)$/.exec(path);
    if (match) return ok(times(Number(match[2])));
    if (path.startsWith('/v2/store/1/comment')) return ok({ data: [], pagination: { current_page: 1, total_pages: 1, total: 0, per_page: 5 } });
    return fail(404, 'not found');
  });
}

const renderPanel = (query = '', over: Partial<StoreDetail> = {}) =>
  renderRoute(<BookingPanel store={detail(over)} />, { url: `/store/1${query}`, path: '/store/:id' });
const adults = () => screen.getByRole('combobox', { name: '大人' });
const children = () => screen.getByRole('combobox', { name: '小孩' });
const options = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent);
const where = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');

beforeEach(() => {
  clearBookingDraft();
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('the choices the store list carries to the booking panel', () => {
  it('starts with the carried date, time and party when the store offers them, and hands them on to /booking', async () => {
    const calls = api();
    renderPanel(`?date=${OPEN}&time=12:00&adults=2&children=1`);
    const slot = await screen.findByRole('button', { name: '12:00' });
    expect(slot).toHaveAttribute('aria-pressed', 'true');
    expect(adults()).toHaveValue('2');
    expect(children()).toHaveValue('1');
    expect(screen.getByRole('button', { name: new RegExp(`^${spoken(2)}`) })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.map((c) => c.url)).toContain(`/v2/store/1/can-order-times/${OPEN}/3`);
    expect(screen.getByText(new RegExp(`^${spoken(2)}（週.） 12:00・3 位$`))).toBeInTheDocument();

    const link = screen.getByRole('link', { name: '立即訂位' });
    expect(link).toHaveAttribute('href', `/booking?id=1&date=${OPEN}&time=12%3A00&adults=2&children=1`);
    await userEvent.click(link);
    expect(getBookingDraft()).toEqual({ date: OPEN, time: '12:00', adults: 2, children: 1 });
  });

  it('leaves a carried date the store cannot take unchosen, and says so', async () => {
    const calls = api();
    renderPanel(`?date=${FULL}&time=19:00&adults=4&children=0`);
    expect(await screen.findByText(new RegExp(`^${spoken(3)}（週.）沒有可訂位的時段，請選擇其他日期。$`))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(`^${spoken(3)}`) })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('group', { name: '選擇時段' })).not.toBeInTheDocument();
    // The party still came along.
    expect(adults()).toHaveValue('4');
    await waitFor(() => expect(where().searchParams.get('date')).toBeNull());
    expect(calls.some((c) => c.url.includes('/can-order-times/') && !c.url.includes(FULL))).toBe(false);
  });

  it('drops a carried time without room for the party, and says so', async () => {
    api();
    renderPanel(`?date=${OPEN}&time=12:00&adults=4&children=0`);
    expect(await screen.findByText('12:00 已沒有 4 位的空位，請選擇其他時段。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '12:00（已額滿）' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: new RegExp(`^${spoken(2)}`) })).toHaveAttribute('aria-pressed', 'true');
    // Choosing again clears the note.
    await userEvent.click(screen.getByRole('button', { name: '11:30' }));
    expect(screen.queryByText(/已沒有 4 位的空位/)).not.toBeInTheDocument();
  });

  it('keeps the choices in the address as the diner makes them, so a reload starts the same', async () => {
    api();
    renderPanel('?app=1');
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${spoken(2)}`) }));
    await userEvent.click(await screen.findByRole('button', { name: '11:30' }));
    await userEvent.selectOptions(adults(), '5');
    await waitFor(() => expect(Object.fromEntries(where().searchParams)).toEqual({ app: '1', date: OPEN, time: '11:30', adults: '5', children: '0' }));
  });

  it('leaves the address alone while the diner has chosen nothing', async () => {
    api();
    renderPanel();
    await screen.findByRole('button', { name: new RegExp(`^${spoken(2)}`) });
    expect(where().search).toBe('');
  });

  it('ignores a carried date already past and a broken party', async () => {
    updateBookingDraft({ adults: 3 });
    api();
    renderPanel(`?date=${day(-1)}&adults=abc`);
    await screen.findByRole('button', { name: new RegExp(`^${spoken(2)}`) });
    expect(screen.queryByRole('button', { pressed: true })).not.toBeInTheDocument();
    expect(adults()).toHaveValue('3');
  });
});

describe("the party selector stops at the store's maximum", () => {
  it('offers adults and children together up to max_party_size, with the phone for a larger group', async () => {
    api();
    renderPanel();
    await screen.findByRole('button', { name: new RegExp(`^${spoken(2)}`) });
    expect(options(adults())).toEqual(['1 位', '2 位', '3 位', '4 位', '5 位', '6 位']);
    expect(options(children())).toEqual(['0 位', '1 位', '2 位', '3 位', '4 位']);
    await userEvent.selectOptions(children(), '3');
    await userEvent.selectOptions(adults(), '5');
    // 5 adults leave room for one child: the three chosen are cut to one.
    expect(children()).toHaveValue('1');
    expect(options(children())).toEqual(['0 位', '1 位']);
    const note = screen.getByText(/超過 6 位的大型聚餐請來電/);
    expect(within(note).getByRole('link', { name: '0227001234' })).toHaveAttribute('href', 'tel:0227001234');
    expect(adults()).toHaveAccessibleDescription(/^超過 6 位的大型聚餐請來電 0227001234/);
  });

  it('cuts a larger carried party to the limit, says so, and never asks for a party the store refuses', async () => {
    const calls = api();
    renderPanel(`?date=${OPEN}&adults=8&children=2`);
    expect(await screen.findByText(/您選擇的 10 位超過這間餐廳線上訂位的上限，已改為 6 位。/)).toBeInTheDocument();
    expect(adults()).toHaveValue('6');
    expect(children()).toHaveValue('0');
    await screen.findByRole('button', { name: '11:30' });
    const asked = calls.filter((c) => c.url.includes('/can-order-times/')).map((c) => c.url);
    expect(asked).toEqual([`/v2/store/1/can-order-times/${OPEN}/6`]);
  });

  it('keeps to the pickers when the store takes more than they offer', async () => {
    api();
    renderPanel('', { max_party_size: 30 });
    await screen.findByRole('button', { name: new RegExp(`^${spoken(2)}`) });
    expect(options(adults())).toHaveLength(20);
    expect(screen.getByText(/超過 20 位的大型聚餐請來電/)).toBeInTheDocument();
  });

  it('offers 聯絡餐廳 — the store page’s address — when the store has no phone', async () => {
    api(slots, { phone: '' });
    renderRoute(<StorePage />, { url: '/store/1', path: '/store/:id' });
    await userEvent.click(await screen.findByRole('button', { name: '聯絡餐廳' }));
    expect(screen.getByRole('tab', { name: '交通' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('地址：台北市大安區忠孝東路四段 1 號')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^0/ })).not.toBeInTheDocument();
  });
});

describe('an empty 時段 says why', () => {
  it('says nothing while a time still has room for the party', async () => {
    api();
    renderPanel(`?date=${OPEN}&adults=2&children=2`);
    // 4 people: 11:30 still fits.
    await screen.findByRole('button', { name: '11:30' });
    await userEvent.selectOptions(adults(), '4');
    await userEvent.selectOptions(children(), '2');
    await waitFor(() => expect(screen.getByRole('button', { name: '11:30' })).toBeEnabled());
    expect(screen.queryByText(/這天沒有能容納/)).not.toBeInTheDocument();
  });

  it('tells a party too large for every time of the day, with the most seats left', async () => {
    api((people) => slots(people).map((slot) => ({ ...slot, available: false, seats_left: Math.min(slot.seats_left, 3) })));
    renderPanel(`?date=${OPEN}&adults=4&children=0`);
    expect(await screen.findByText('這天沒有能容納 4 位的時段（最多還有 3 個座位），請減少人數或選擇其他日期。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '11:30（已額滿）' })).toBeDisabled();
  });

  it('tells a day whose times are all full', async () => {
    api(() => slots(1).map((slot) => ({ ...slot, available: false, seats_left: 0 })));
    renderPanel(`?date=${OPEN}`);
    expect(await screen.findByText('這天的時段都已額滿，請選擇其他日期。')).toBeInTheDocument();
  });
});
