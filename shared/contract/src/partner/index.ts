export * from './types';
export * from './endpoints';
