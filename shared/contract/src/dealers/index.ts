export * from './types';
export * from './rules';
export * from './messages';
export { subscriptionPayBody, dealerProgramUpdateBody, sandboxPrimeBody, chargePlanBody, couponGiveBody, recommendStoreBody, dividendWithdrawBody, profitWithdrawBody } from './requests';
