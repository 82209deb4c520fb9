/**
 * TapPay's Fields SDK (`window.TPDirect`) and its loader live in @joy/ui (tpdirect/), shared
 * with the booking's card guarantee; this module keeps the card form's import path.
 */
export { loadTpDirect, primeOf, type CardUpdate, type FieldStatus, type PrimeResult, type TPDirect } from '@joy/ui/tpdirect';
