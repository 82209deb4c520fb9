export { getBookingDraft, useBookingDraft, updateBookingDraft, clearBookingDraft, reloadBookingDraft } from './store';
export { BOOKING_DRAFT_VERSION, draftStorageKeys, emptyDraft, normaliseDraft, readDraft, writeDraft, type BookingDraft } from './storage-format';
