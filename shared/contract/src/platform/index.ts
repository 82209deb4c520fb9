/** What the package exports of its platform to every page: the envelope, endpoints, the client, the outbox and shared types (validation: the Node entry and @joy/contract/forms). */
export * from './envelope';
export * from './endpoint';
export * from './client';
export * from './outbox';
export { ruleMessages, normaliseFullWidth, PHONE_PATTERN, PASSWORD_MIN } from './rule-numbers';
export type { Pagination, Paged, HealthReport } from './types';
export type { StaffOutboxMessage } from './responses';
export { siteLink } from './links';
export { storePageTitle, articlePageTitle } from './page-titles';
export * from './images';
export { taipeiDate, taipeiWeekday, taipeiWallClock } from './taipei-clock';
