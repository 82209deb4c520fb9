/**
 * What every reply of the API must look like to a hostile client: the §7 envelope with the
 * HTTP status repeated inside it, a message a person can read (zh-TW, or the framework's 404
 * text §2 names), and nothing from the inside — no stack frame, file path, SQL, driver or
 * framework error code. The checks return a list of problems instead of throwing, so a
 * suite can run thousands of cases and report every offender at once.
 */
import { messages } from '@joy/contract';

/** Traces of the inside that must never reach a client, in any reply. */
const ALWAYS_HIDDEN: [string, RegExp][] = [
  ['stack frame', /\bat\s+[\w.<>$]+\s+\(?[^()\s]*:\d+:\d+\)?/],
  ['stack frame', /\bat\s+(?:async\s+)?[^\s()]+\.(?:ts|js|mjs|cjs):\d+/],
  ['module path', /node_modules|\/infra\/api\/|\/src\/(?:lib|routes|plugins|repositories|db)\//],
  ['JS error name', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|AggregateError)\b/],
  ['framework error code', /\bFST_[A-Z_]+|\bERR_[A-Z_]{4,}/],
];

/** Traces that may not appear in a refusal (a success body may legitimately hold any text). */
const HIDDEN_IN_FAILURES: [string, RegExp][] = [
  ['SQL text', /\b(?:select|insert|update|delete)\b[\s\S]{0,80}\b(?:from|into|set|where)\b/i],
  ['database error', /relation "|violates|duplicate key|syntax error at|invalid input syntax|value too long|out of range for type|invalid byte sequence|SQLSTATE/i],
  ['driver or library name', /\b(?:drizzle|pglite|postgres|node-postgres|busboy|fastify|yup|sharp|jose)\b/i],
  ['English validation text', /\bis a required field\b|must be a `\w+` type|must be (?:greater|less) than|must be one of the following/i],
  ['error keyword', /\b(?:Error|Exception|stack|errno|ECONN\w+|EACCES|ENOENT)\b/],
];

/** A zh-TW message starts with Han, bopomofo, CJK punctuation or a full-width form. */
const ZH_TW_START = /^\s*[\u3000-\u303f\u3100-\u312f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]/;

/** English texts the spec itself uses (§2 framework 404, §8 unknown middleware). */
const SPEC_ENGLISH = new Set<string>([messages.notFound, messages.unknownMiddleware]);

export interface Reply {
  statusCode: number;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface CheckOptions {
  /** The endpoint answers its success without the envelope (realtime auth, subscription calls). */
  rawSuccess?: boolean;
}

/** Everything wrong with one reply; an empty list means it is a clean §7 reply. */
export function replyProblems(res: Reply, options: CheckOptions = {}): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`HTTP ${res.statusCode}`);
  for (const [what, pattern] of ALWAYS_HIDDEN) if (pattern.test(res.body)) problems.push(`leaks a ${what}`);
  if (res.statusCode >= 400) for (const [what, pattern] of HIDDEN_IN_FAILURES) if (pattern.test(res.body)) problems.push(`leaks a ${what}`);

  if (res.statusCode === 200 && options.rawSuccess) return problems;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) problems.push(`content-type ${type || 'missing'}`);
  let envelope: unknown;
  try {
    envelope = JSON.parse(res.body);
  } catch {
    problems.push(`not JSON: ${res.body.slice(0, 80)}`);
    return problems;
  }
  if (typeof envelope !== 'object' || envelope === null || Array.isArray(envelope)) {
    problems.push('not an envelope object');
    return problems;
  }
  const e = envelope as Record<string, unknown>;
  const keys = Object.keys(e).sort().join(',');
  if (keys !== 'code,msg,return,status') problems.push(`envelope keys ${keys}`);
  if (e.status !== res.statusCode) problems.push(`envelope status ${String(e.status)} ≠ HTTP ${res.statusCode}`);
  if (typeof e.code !== 'number') problems.push('envelope code is not a number');
  if (typeof e.msg !== 'string' || !e.msg.trim()) {
    problems.push('empty msg');
    return problems;
  }
  if (res.statusCode === 200) {
    if (e.code !== 1) problems.push(`success with code ${String(e.code)}`);
    return problems;
  }
  if (e.code === 1) problems.push('failure with code 1');
  if (e.msg === 'success') problems.push('failure says success');
  if (!ZH_TW_START.test(e.msg) && !SPEC_ENGLISH.has(e.msg)) problems.push(`msg not readable zh-TW: ${e.msg.slice(0, 80)}`);
  if (e.msg.length > 200) problems.push('msg longer than 200 characters');
  const errors = (e.return as { errors?: unknown } | null)?.errors;
  if (errors !== undefined) {
    if (typeof errors !== 'object' || errors === null) problems.push('return.errors is not an object');
    else
      for (const [field, text] of Object.entries(errors)) {
        if (typeof text !== 'string' || !ZH_TW_START.test(text)) problems.push(`field ${field}: message not readable zh-TW: ${String(text).slice(0, 80)}`);
        else if (text.length > 200) problems.push(`field ${field}: message longer than 200 characters`);
      }
  }
  return problems;
}
