import { useCardFields as useTpDirectFields } from '@joy/ui/tpdirect';
import { usePaymentGateway } from '../api/get-payment-gateway';

/**
 * The guarantee's card fields (@joy/ui/tpdirect, as the dealer's card form uses them), with the
 * gateway's settings asked and the SDK loaded only when the booking needs a card.
 */
export const useCardFields = (needed: boolean) => useTpDirectFields(usePaymentGateway(needed));

export type { CardFieldsState } from '@joy/ui/tpdirect';
