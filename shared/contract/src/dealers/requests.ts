/**
 * Request bodies of VIP subscription, the angel programme, gift coupons and dealer withdrawals (yup, validated by the form and the API alike).
 */
import * as yup from 'yup';
import { money } from '../platform/money';
import * as rule from '../platform/rules';
import { subscriptionMessages } from './messages';

const id = (message: string) => yup.number().typeError(message).integer(message).min(1, message).required(message);

/**
 * POST /v2/subscription/pay: the program, a new card's one-time `prime` from the gateway or a
 * kept card's id, the VIP terms consent (18+, or a minor with guardian consent), and one
 * idempotency key per confirm.
 */
export const subscriptionPayBody = yup.object({
  program_id: id(subscriptionMessages.programInvalid),
  prime: yup.string().trim().max(200).default(''),
  credit_card_id: yup.number().typeError(subscriptionMessages.cardNotFound).integer().min(1).optional(),
  consent: yup.string().oneOf(['adult', 'guardian'], subscriptionMessages.consentRequired).required(subscriptionMessages.consentRequired),
  idempotency_key: yup.string().trim().max(64).default(''),
});

export const dealerProgramUpdateBody = yup.object({ program_id: id(subscriptionMessages.programInvalid) });

/** The sandbox gateway's card form (development and tests; a real gateway's SDK does this in the browser). */
export const sandboxPrimeBody = yup.object({
  card_number: yup.string().trim().required(subscriptionMessages.cardNumberInvalid),
  expiry: yup.string().trim().required(subscriptionMessages.expiryInvalid),
  ccv: yup.string().trim().required(subscriptionMessages.ccvInvalid),
});

/** POST /v2/member/charge-plan: join the angel programme on a plan, with where the kit goes. */
export const chargePlanBody = yup.object({
  charge_plan_id: id(subscriptionMessages.programInvalid),
  receiver: rule.name(),
  receiver_phone: rule.phone(),
  receiver_address: rule.requiredText(),
});

/** POST /v2/memberDealer/coupon/give: the friend's phone (dealers; within the year's allowance). */
export const couponGiveBody = yup.object({ phone: rule.phone() });

export const recommendStoreBody = yup.object({ store_id: id(subscriptionMessages.storeNotFound) });

export const dividendWithdrawBody = yup.object({
  point: money(subscriptionMessages.amountRequired, { min: 1 }),
  member_bank_id: id(subscriptionMessages.bankRequired),
});

export const profitWithdrawBody = yup.object({
  bonus: money(subscriptionMessages.amountRequired, { min: 1 }),
  member_bank_id: id(subscriptionMessages.bankRequired),
});

/** POST /v2/subscription/activate-plan: a dealer's gift coupon (id and token from the SMS), who activates and where. */
export const activatePlanBody = yup.object({
  token: yup.string().trim().max(64, '啟用碼錯誤').required('請輸入啟用碼'),
  id: yup.number().typeError('啟用碼錯誤').integer('啟用碼錯誤').min(1, '啟用碼錯誤').max(2_147_483_647, '啟用碼錯誤').required('啟用碼錯誤'),
  name: rule.name(),
  phone: rule.phone(),
  address: rule.requiredText(),
});
