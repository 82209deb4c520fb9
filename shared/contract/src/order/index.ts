export * from './state-table';
export * from './party';
