export * from './types';
export type { StoreFilter } from './requests';
