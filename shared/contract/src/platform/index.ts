/** What the package exports of its platform: the envelope, endpoints, the client, validation, the outbox and shared types. */
export * from './envelope';
export * from './endpoint';
export * from './client';
export { validate } from './validate';
export * from './outbox';
export { ruleMessages, normaliseFullWidth, PHONE_PATTERN, PASSWORD_MIN, loginForm, type LoginForm } from './rules';
export type { Pagination, Paged, HealthReport } from './types';
export type { StaffOutboxMessage } from './responses';
export { siteLink } from './links';
export { replyProblems } from './check';
export * from './images';
