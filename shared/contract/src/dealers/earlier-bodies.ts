/**
 * Earlier forms of three dealer bodies, still part of the `schemas` namespace; the catalogue validates
 * with the ones in requests.ts (their messages name the field).
 */
import * as yup from 'yup';
import { money } from '../platform/money';
import { int } from '../platform/request-fields';
import * as rule from '../platform/rules';

export const dividendWithdrawBody = yup.object({ point: money('格式不正確，請重新輸入', { min: 1 }), member_bank_id: int().required() });

export const profitWithdrawBody = yup.object({ bonus: money('格式不正確，請重新輸入', { min: 1 }), member_bank_id: int().required() });

export const chargePlanBody = yup.object({
  charge_plan_id: int().required(),
  receiver: rule.name(),
  receiver_phone: rule.phone(),
  receiver_address: rule.requiredText(),
});
