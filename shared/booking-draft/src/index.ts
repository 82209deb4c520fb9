export { getBookingDraft, useBookingDraft, updateBookingDraft, clearBookingDraft, reloadBookingDraft } from './store';
export { BOOKING_DRAFT_VERSION, draftStorageKeys, emptyDraft, normaliseDraft, readDraft, writeDraft, type BookingDraft } from './storage-format';
export { carriesChoices, choiceParams, readChoices, withoutChoices, writeChoices, type BookingChoices } from './query';
export { fitParty, storePartyLimit } from './party';
