/** A booking's guarantee as a reply schema (the rules and texts: guarantees.ts). */
import * as yup from 'yup';
import { int, oneOf, optionalText } from '../platform/response-fields';
import { guaranteeKinds, guaranteeStatuses } from './guarantees';

/** A booking's guarantee as the diner and the store see it (no card data beyond the last four digits). */
export const guaranteeView = yup
  .object({
    kind: oneOf(guaranteeKinds),
    /** NT$ held on the card. */
    amount: int(),
    status: oneOf(guaranteeStatuses),
    /** NT$ taken (captured), 0 otherwise. */
    captured_amount: int(),
    /** The card's last four digits, once authorised. */
    last_four: optionalText(),
    /** NT$ a cancel by the diner now would keep (the agreed refund tier); 0 when nothing, or the hold is settled. */
    cancel_keeps: int(),
  })
  .nullable()
  .default(null);
