export * from './types';
export type { StoreFilter } from './requests';
export * from './search';
export * from './menu';
export * from './reviews';
export * from './house-rules';
export * from './house-rules-wording';
