/**
 * Response schemas: the yup schema of every reply in the catalogues, typed against the reply
 * types so the compiler keeps the two in step, and checked against the real replies by the
 * API's tests (replyProblems, CHECK_REPLIES).
 */
export * from './common';
export * from './check';
export * from './auth';
export * from './content';
export * from './stores';
export * from './orders';
export * from './members';
export * from './coins';
export * from './dealers';
export * from './partner';
export * from './platform';
