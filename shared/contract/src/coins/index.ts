export * from './types';
export * from './rules';
export { coinMessages } from './messages';
