/**
 * @joy/contract, the Node entry (the API, its documentation, the tests, the page server's
 * renderers): everything the browser's entry has (browser.ts), with the catalogues' routes
 * joined to their summaries and schemas, and the schemas themselves — the `schemas` (request
 * bodies) and `responses` namespaces, the §5 `rules` with their schema builders, `validate`
 * and `replyProblems`. One folder per domain, platform/ beneath them all; see the README.
 */
export * from './browser';
export { endpoints, bookingLiveEndpoints, drawEndpoints, noShowEndpoints } from './catalogue-specs';
export { validate } from './platform/validate';
export { replyProblems } from './platform/check';
export { loginForm, type LoginForm } from './platform/rules';
export * from './platform/image-schemas';
export * from './stores/menu-schemas';
export * from './orders/draw-schemas';
export * from './orders/no-show-schemas';
export * from './orders/live-schemas';
export * from './orders/guarantee-schemas';
export * from './realtime/channel-schemas';
export { subscriptionPayBody, dealerProgramUpdateBody, sandboxPrimeBody, chargePlanBody, couponGiveBody, recommendStoreBody, dividendWithdrawBody, profitWithdrawBody } from './dealers/requests';
export * as rules from './platform/rules';
export * as schemas from './schemas';
export * as responses from './responses';
