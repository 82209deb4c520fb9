export * from './types';
export * from './endpoints';
export * from './photos';
