/**
 * @joy/contract/partner: the partner API (signed calls a restaurant's own system makes). Only
 * the API and its tests use it, so it is not part of the package's main entry, which the shell
 * shares whole with every remote.
 */
export * from './types';
export * from './endpoints';
export * from './messages';
export * from './requests';
export * from './responses';
export * from './store-content';
export * from './photos';
export * from './draws';
export * from './no-shows';
export * from './house-rules';
