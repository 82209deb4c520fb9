export * from './types';
export * from './state-table';
export * from './status-words';
export * from './party';
export * from './live';
export * from './live-endpoints';
export * from './reminders';
export { isOrderResultSuccess, BLACKLIST_ERROR_CODE, orderStatusLabels } from './messages';
