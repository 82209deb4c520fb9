/**
 * @joy/contract: one folder per domain (types, request and response schemas, endpoints,
 * messages, rules, links), platform/ beneath them all; catalogue.ts assembles the catalogues,
 * schemas.ts and responses.ts the two namespaces. See the package README for the map.
 */
export * from './platform';
export * from './auth';
export * from './stores';
export * from './content';
export * from './orders';
export * from './members';
export * from './coins';
export * from './dealers';
export * from './realtime';
export * from './catalogue';
export * as rules from './platform/rules';
export * as schemas from './schemas';
export * as responses from './responses';
