/**
 * Response schemas: the yup schema of every reply in the catalogues, the reply types inferred
 * from them (so a type and its check cannot drift), checked against the real replies by the
 * API's tests (replyProblems, CHECK_REPLIES). The `responses` namespace of the package: each
 * schema lives in its domain's responses.ts; this file only gathers them.
 */
export * from './platform/response-fields';
export * from './platform/check';
export * from './auth/responses';
export * from './content/responses';
export * from './stores/responses';
export * from './orders/responses';
export * from './members/responses';
export * from './coins/responses';
export * from './dealers/responses';
export * from './platform/responses';
export * from './realtime/responses';
