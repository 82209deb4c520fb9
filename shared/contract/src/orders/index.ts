export * from './types';
export * from './state-table';
export * from './status-words';
export * from './party';
export * from './live';
export * from './live-endpoints';
export * from './reminders';
export { OCCASIONS, SPECIAL_REQUEST_LABELS, specialRequestLimits, specialRequestLines, type Occasion, type SpecialRequests } from './special-requests';
export { isOrderResultSuccess, BLACKLIST_ERROR_CODE, DUPLICATE_BOOKING_ERROR_CODE, DUPLICATE_BOOKING_WINDOW_MINUTES, duplicateBookingText, orderStatusLabels } from './messages';
