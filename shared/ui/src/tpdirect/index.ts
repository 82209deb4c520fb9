/**
 * `@joy/ui/tpdirect`: TapPay's Fields SDK, its loader, the card-fields hook and the card fields
 * under our labels, for the two forms that take a card (the dealer's subscription and the
 * booking's card guarantee). A subpath of @joy/ui, bundled by those two remotes only, not shared
 * through the shell.
 */
export { loadTpDirect, primeOf, type CardUpdate, type FieldStatus, type PrimeResult, type TPDirect } from './sdk';
export { useCardFields, type CardFieldsState, type GatewaySettings } from './use-card-fields';
export { CardFields } from './card-fields';
