export * from './types';
export * from './endpoints';
export * from './store-content';
export * from './photos';
