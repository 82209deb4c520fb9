/**
 * @joy/contract/forms: what a form validates with in the browser — the request bodies (the
 * `schemas` namespace and the bodies kept beside their domain), the §5 `rules` with their
 * schema builders, `loginForm` and `validate`. The same objects the API validates with, so
 * client and server cannot drift; imported only by the chunks of the forms, so yup is loaded
 * with the first form a diner opens, not with the page.
 */
export * as schemas from './schemas';
export * as rules from './platform/rules';
export { validate } from './platform/validate';
export { loginForm, type LoginForm } from './platform/rules';
export { subscriptionPayBody, dealerProgramUpdateBody, sandboxPrimeBody, chargePlanBody, couponGiveBody, recommendStoreBody, dividendWithdrawBody, profitWithdrawBody } from './dealers/requests';
export { drawCodeBody, drawEntryBody, drawGuestBody } from './orders/draw-schemas';
export { noShowDisputeBody, type NoShowDisputeInput } from './orders/no-show-schemas';
export { waitlistJoinBody, waitlistGuestBody, waitlistConfirmBody } from './orders/live-schemas';
export { realtimeAuthBody } from './realtime/channel-schemas';
