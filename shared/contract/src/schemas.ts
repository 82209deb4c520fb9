/**
 * Request bodies of §7 as yup schemas, built from the §5 rules: the `schemas` namespace of the
 * package. Each body lives in its domain's requests.ts; this file only gathers them.
 */
export * from './auth/requests';
export * from './stores/requests';
export * from './content/requests';
export * from './orders/requests';
export * from './members/requests';
export * from './coins/requests';
export { activatePlanBody } from './dealers/requests';
export * from './dealers/earlier-bodies';
