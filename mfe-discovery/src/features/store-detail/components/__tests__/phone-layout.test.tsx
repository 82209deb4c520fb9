import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultHouseRules, type StoreDetail } from '@joy/contract';
import { dayjs } from '@joy/ui';
import { fail, mockFetch, ok, store } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { StorePage } from '../store-page';

/** A window of `width` px: matchMedia answers max-width queries as a browser would, and tells its listeners of a resize. */
function windowOf(width: number) {
  const lists: { query: string; listeners: Set<() => void> }[] = [];
  let current = width;
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return max ? current <= Number(max[1]) : false;
  };
  window.matchMedia = ((query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    lists.push(entry);
    return {
      media: query,
      get matches() {
        return matches(query);
      },
      addEventListener: (_: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => entry.listeners.delete(listener),
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return {
    resize(next: number) {
      current = next;
      act(() => lists.forEach((list) => list.listeners.forEach((listener) => listener())));
    },
  };
}

const detail = (over: Partial<StoreDetail> = {}): StoreDetail => ({
  ...store(1, { name: '鼎旺麻辣鍋' }),
  description: '老字號麻辣鍋',
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
  max_party_size: 8,
  ...over,
});

const day = (n: number) => dayjs().add(n, 'day');
/** Three weeks of dates; the 3rd day is full. */
const DATES = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [day(i).format('YYYY-MM-DD'), i === 3 ? [] : ['18:00']]));

function api(over: Partial<StoreDetail> = {}) {
  return mockFetch((path) => {
    if (path === '/v2/store/1') return ok(detail(over));
    if (path === '/v2/store/can-order-date/1') return ok(DATES);
    if (path.includes('/can-order-times/')) return ok([{ time: '18:00', available: true, seats_left: 8 }]);
    return fail(404, 'not found');
  });
}

const renderStore = (url = '/store/1') => renderRoute(<StorePage />, { url, path: '/store/:id' });
const scrolled = jest.fn();

beforeAll(() => {
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
  scrolled.mockReset();
});

describe('the store page on a phone (below 768 px)', () => {
  it('has a 立即訂位 bar that brings up the booking panel and moves the focus to it', async () => {
    windowOf(375);
    api();
    renderStore();
    const bar = await screen.findByRole('button', { name: '立即訂位' });
    expect(bar).toHaveAttribute('aria-controls', 'booking-panel');
    // Keyboard: the bar is a real button.
    act(() => bar.focus());
    await userEvent.keyboard('{Enter}');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById('booking-panel'));
    expect(screen.getByRole('heading', { name: '線上訂位' })).toHaveFocus();
  });

  it('has no bar on a wider screen, and gains or loses it as the window changes', async () => {
    const view = windowOf(1024);
    api();
    renderStore();
    await screen.findByRole('heading', { level: 1, name: /鼎旺麻辣鍋/ });
    expect(screen.queryByRole('button', { name: '立即訂位' })).not.toBeInTheDocument();
    view.resize(375);
    expect(screen.getByRole('button', { name: '立即訂位' })).toBeInTheDocument();
    view.resize(768);
    expect(screen.queryByRole('button', { name: '立即訂位' })).not.toBeInTheDocument();
  });

  it('has no bar for a store without online booking', async () => {
    windowOf(375);
    api({ joy_booking: false });
    renderStore();
    await screen.findByText('這間餐廳目前未開放線上訂位，歡迎來電洽詢。');
    expect(screen.queryByRole('button', { name: '立即訂位' })).not.toBeInTheDocument();
  });

  it('has no bar where matchMedia is missing (the wide layout works at any width)', async () => {
    api();
    renderStore();
    await screen.findByRole('heading', { level: 1, name: /鼎旺麻辣鍋/ });
    expect(screen.queryByRole('button', { name: '立即訂位' })).not.toBeInTheDocument();
  });

  it('shows the dates as a week strip, with the month on demand', async () => {
    windowOf(375);
    api();
    renderStore();
    const week = await screen.findByRole('group', { name: '一週內的日期' });
    expect(within(week).getAllByRole('button')).toHaveLength(7);
    expect(screen.queryByRole('heading', { name: /^\d{4} 年 \d+ 月$/ })).not.toBeInTheDocument();
    const full = within(week).getByRole('button', { name: new RegExp(`^${day(3).format('M 月 D 日')} 星期.（無空位）$`) });
    await userEvent.click(full);
    expect(full).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(within(week).getByRole('button', { name: new RegExp(`^${day(1).format('M 月 D 日')}`) }));
    expect(await screen.findByRole('group', { name: '選擇時段' })).toBeInTheDocument();

    const more = screen.getByRole('button', { name: '更多日期' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(screen.getByRole('button', { name: '收合月曆' })).toHaveAttribute('aria-expanded', 'true');
    // A day two weeks on, from the month: the month closes and the strip shows that week.
    const later = day(15);
    if (!later.isSame(day(0), 'month')) await userEvent.click(screen.getByRole('button', { name: '下個月' }));
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${later.format('M 月 D 日')}`) }));
    expect(screen.getByRole('button', { name: '更多日期' })).toHaveAttribute('aria-expanded', 'false');
    const moved = screen.getByRole('group', { name: '一週內的日期' });
    const chosen = within(moved).getByRole('button', { name: new RegExp(`^${later.format('M 月 D 日')}`) });
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(chosen).toHaveFocus());
    expect(within(moved).queryByRole('button', { name: new RegExp(`^${day(1).format('M 月 D 日')}`) })).not.toBeInTheDocument();
  });

  it('keeps the month calendar on a wider screen', async () => {
    windowOf(1280);
    api();
    renderStore();
    expect(await screen.findByRole('heading', { name: day(0).format('YYYY 年 M 月') })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '一週內的日期' })).not.toBeInTheDocument();
  });
});
