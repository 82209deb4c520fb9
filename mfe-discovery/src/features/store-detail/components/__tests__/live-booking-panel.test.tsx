import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultHouseRules, type StoreDetail } from '@joy/contract';
import type { SlotWatcher } from '@joy/auth';
import { fail, mockFetch, ok, store } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { BookingPanel } from '../booking-panel';

const watchers: SlotWatcher[] = [];
jest.mock('@joy/auth', () => ({
  ...jest.requireActual('@joy/auth'),
  watchStoreSlots: (_storeId: number, watcher: SlotWatcher) => {
    watchers.push(watcher);
    return () => watchers.splice(watchers.indexOf(watcher), 1);
  },
}));

const detail: StoreDetail = { ...store(1, { name: '鼎旺麻辣鍋' }), description: '', phone: '', lat: 25.04, lng: 121.55, photos: [], business_times: [], member_is_collection: false, seating_areas: [], house_notes: '', house_rules: defaultHouseRules, closures: [], max_party_size: 8 };

describe('the booking panel follows the live slots', () => {
  it("disables a slot the moment another diner books its last seats, and the day once it has no time left", async () => {
    localStorage.clear();
    mockFetch((path) => {
      if (path === '/v2/store/can-order-date/1') return ok({ '2026-12-02': ['18:00'], '2026-12-03': ['18:00'] });
      if (path.startsWith('/v2/store/1/can-order-times/2026-12-02/')) return ok([{ time: '18:00', available: true, seats_left: 2 }]);
      return fail(404, 'not found');
    });
    renderRoute(<BookingPanel store={detail} />, { url: '/store/1', path: '/store/:id' });
    await userEvent.click(await screen.findByRole('button', { name: /^12 月 2 日/ }));
    expect(await screen.findByRole('button', { name: '18:00' })).toBeEnabled();

    act(() => watchers.forEach((w) => w.onSlots({ store_id: 1, at: Date.now(), slots: [{ date: '2026-12-02', time: '18:00', seats_left: 0, enabled: false }] })));
    expect(await screen.findByRole('button', { name: '18:00（已額滿）' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^12 月 2 日 星期三（無空位）$/ })).toHaveAttribute('aria-disabled', 'true');
  });
});
