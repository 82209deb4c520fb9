import { act, renderHook } from '@testing-library/react';
import { emit } from '@joy/bus';
import * as pageStore from '../store';

type Store = typeof import('../store');

/** A fresh copy of the module, as a page that starts now gets it. */
function freshStore(): Store {
  let store!: Store;
  jest.isolateModules(() => {
    store = jest.requireActual<Store>('../store');
  });
  return store;
}

beforeEach(() => localStorage.clear());

describe('the booking draft store', () => {
  it('starts from what an earlier page kept', () => {
    localStorage.setItem('reservationDate', '2026-11-30');
    localStorage.setItem('reservationTime', '20:00');
    localStorage.setItem('adultNum', '4');
    expect(freshStore().getBookingDraft()).toEqual({ date: '2026-11-30', time: '20:00', adults: 4, children: 0 });
  });

  it('saves every change at once, so a page started next reads it', () => {
    const first = freshStore();
    first.updateBookingDraft({ date: '2026-12-01', time: '18:00', adults: 3, children: 1 });
    expect(localStorage.getItem('reservationDate')).toBe('2026-12-01');
    expect(localStorage.getItem('bookingDraftVersion')).toBe('1');
    expect(freshStore().getBookingDraft()).toEqual({ date: '2026-12-01', time: '18:00', adults: 3, children: 1 });
  });

  it('checks a change as it checks a read-back draft', () => {
    const store = freshStore();
    store.updateBookingDraft({ date: '2026-12-01', time: '18:00' });
    store.updateBookingDraft({ adults: 19, children: 5 });
    expect(store.getBookingDraft()).toEqual({ date: '2026-12-01', time: '18:00', adults: 19, children: 1 });
    store.updateBookingDraft({ date: 'tomorrow' });
    expect(store.getBookingDraft()).toMatchObject({ date: null, time: null });
  });

  it('re-renders a component that reads the draft, whichever root changed it', () => {
    // The module as the page loaded it (an isolated copy would bring its own React).
    const store = pageStore;
    store.clearBookingDraft();
    const { result } = renderHook(() => store.useBookingDraft());
    expect(result.current.adults).toBe(2);
    act(() => store.updateBookingDraft({ adults: 6 }));
    expect(result.current.adults).toBe(6);
  });

  it('is cleared after a booking, leaving nothing in storage', () => {
    const store = freshStore();
    store.updateBookingDraft({ date: '2026-12-01', time: '18:00', adults: 5 });
    store.clearBookingDraft();
    expect(store.getBookingDraft()).toEqual({ date: null, time: null, adults: 2, children: 0 });
    expect(localStorage.length).toBe(0);
  });

  it('empties on logout', () => {
    const store = freshStore();
    store.updateBookingDraft({ date: '2026-12-01', time: '18:00', adults: 5 });
    act(() => emit('auth:logout', { reason: 'user' }));
    expect(store.getBookingDraft()).toEqual({ date: null, time: null, adults: 2, children: 0 });
    expect(localStorage.getItem('bookingDraftVersion')).toBeNull();
  });

  it('reloads what another root or tab wrote to storage', () => {
    const store = freshStore();
    localStorage.setItem('reservationDate', '2026-12-24');
    localStorage.setItem('adultNum', '8');
    store.reloadBookingDraft();
    expect(store.getBookingDraft()).toMatchObject({ date: '2026-12-24', adults: 8 });
    localStorage.setItem('adultNum', '3');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'adultNum' })));
    expect(store.getBookingDraft().adults).toBe(3);
  });

  it('keeps the draft in memory when storage refuses it', () => {
    const store = freshStore();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      store.updateBookingDraft({ adults: 4 });
      expect(store.getBookingDraft().adults).toBe(4);
      expect(warn).toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
      warn.mockRestore();
    }
  });
});
