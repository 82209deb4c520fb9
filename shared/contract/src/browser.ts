/**
 * @joy/contract for the browser (the `browser` export condition): everything the pages use —
 * the routes of every call, the envelope and the client, the §8 messages, the rules' numbers,
 * the order state table, the site's links — and no yup schema. Forms take their schemas from
 * `@joy/contract/forms`, in the chunk of the form; the API and the tests use the Node entry
 * (src/index.ts), where the same routes carry their summaries and schemas. Nothing here builds
 * a schema or loads yup, so a page starts without them (issue 21).
 */
export * from './platform';
export * from './auth';
export * from './stores';
export * from './content';
export * from './orders';
export * from './members';
export * from './coins';
export * from './dealers';
export * from './realtime';
export * from './catalogue';
export * as rules from './platform/rule-numbers';
