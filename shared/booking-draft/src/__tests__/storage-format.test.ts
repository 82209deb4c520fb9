import { BOOKING_DRAFT_VERSION, draftStorageKeys, emptyDraft, normaliseDraft, readDraft, writeDraft } from '../storage-format';

/** A Storage stand-in holding plain strings, as the browser's does. */
function memory(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the booking draft in storage (format 1)', () => {
  it('reads the §4 keys back', () => {
    const storage = memory({ reservationDate: '2026-11-30', reservationTime: '18:30', adultNum: '4', childNum: '1', bookingDraftVersion: '1' });
    expect(readDraft(storage)).toEqual({ date: '2026-11-30', time: '18:30', adults: 4, children: 1 });
  });

  it('reads a draft kept before the version key existed', () => {
    expect(readDraft(memory({ reservationDate: '2026-11-30', adultNum: '3' }))).toEqual({ date: '2026-11-30', time: null, adults: 3, children: 0 });
  });

  it('ignores a draft another format wrote, whole', () => {
    const storage = memory({ reservationDate: '2026-11-30', reservationTime: '18:30', adultNum: '4', bookingDraftVersion: String(BOOKING_DRAFT_VERSION + 1) });
    expect(readDraft(storage)).toEqual(emptyDraft);
  });

  it('starts empty with nothing kept', () => {
    expect(readDraft(memory())).toEqual({ date: null, time: null, adults: 2, children: 0 });
  });

  it.each([
    ['a date that is not a calendar date', { reservationDate: '2026-02-30', reservationTime: '18:30' }, { date: null, time: null }],
    ['a date in another shape', { reservationDate: '30/11/2026' }, { date: null }],
    ['a time that is not HH:MM', { reservationDate: '2026-11-30', reservationTime: '25:00' }, { date: '2026-11-30', time: null }],
    ['a time without a date', { reservationTime: '18:30' }, { time: null }],
    ['no adult', { adultNum: '0' }, { adults: 2 }],
    ['more adults than the pickers offer', { adultNum: '21' }, { adults: 2 }],
    ['an adult count that is not a number', { adultNum: 'abc' }, { adults: 2 }],
    ['a fractional adult count', { adultNum: '2.5' }, { adults: 2 }],
    ['a negative child count', { childNum: '-1' }, { children: 0 }],
    ['more children than the adults leave room for', { adultNum: '15', childNum: '9' }, { adults: 15, children: 5 }],
  ])('drops %s', (_what, kept, expected) => {
    expect(readDraft(memory(kept))).toEqual({ ...emptyDraft, ...expected });
  });

  it('writes the values and the version; a default is stored as absent', () => {
    const storage = memory({ adultNum: '5', childNum: '2' });
    writeDraft(storage, { date: '2026-11-30', time: '18:30', adults: 2, children: 1 });
    expect(Object.fromEntries(storage.items)).toEqual({ reservationDate: '2026-11-30', reservationTime: '18:30', childNum: '1', bookingDraftVersion: '1' });
  });

  it('leaves nothing behind for the empty draft, the version key included', () => {
    const storage = memory({ reservationDate: '2026-11-30', adultNum: '5', bookingDraftVersion: '1', token: 'kept' });
    writeDraft(storage, emptyDraft);
    expect(Object.fromEntries(storage.items)).toEqual({ token: 'kept' });
  });

  it('reads back what it wrote', () => {
    const storage = memory();
    const draft = { date: '2027-01-02', time: '09:05', adults: 7, children: 3 };
    writeDraft(storage, draft);
    expect(readDraft(storage)).toEqual(draft);
  });

  it('normalises values from code as it does values read back', () => {
    expect(normaliseDraft({ date: '2026-11-30', time: '18:30', adults: 20, children: 4 })).toEqual({ date: '2026-11-30', time: '18:30', adults: 20, children: 0 });
    expect(normaliseDraft({ date: null, time: '18:30', adults: 3, children: 2 })).toEqual({ date: null, time: null, adults: 3, children: 2 });
  });

  it('names the storage keys @joy/auth clears on logout', async () => {
    const { bookingDraftKeys } = await import('@joy/auth');
    for (const key of [draftStorageKeys.date, draftStorageKeys.time, draftStorageKeys.adults, draftStorageKeys.children]) expect(bookingDraftKeys).toContain(key);
  });
});
