/**
 * The one place failures become replies. Every error — raised on purpose, from yup, from
 * Fastify's body parsing, or unexpected — leaves as the §7 envelope {code,status,return,msg}
 * with the same HTTP status. 5xx replies never carry a stack or internal detail; they are
 * logged instead. Unknown routes get the envelope 404 with the framework's text (§2).
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from 'yup';
import { fail, messages, type Envelope, type FieldErrors } from '@joy/contract';
import { ApiFailure, readableMessage } from '../../lib/api-error';

interface Failure {
  status: number;
  envelope: Envelope;
}

function fieldsOf(error: ValidationError): FieldErrors {
  const fields: FieldErrors = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    const key = (inner.path ?? '_').replace(/\[\d+\]$/, '');
    if (!(key in fields)) fields[key] = readableMessage(inner.message);
  }
  return fields;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as FastifyError).code === 'string' && (error as FastifyError).code.startsWith('FST_');
}

/** The SQLSTATE of a database error, looking through Drizzle's wrapper to the driver's error. */
function sqlStateOf(error: unknown): string | null {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth += 1, e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return null;
}

/**
 * SQLSTATE class 22, data exception: a value the database cannot hold (too long for its
 * column, out of an integer's range, a NUL byte in text, …). Only input causes it, so it is
 * the client's 422 — and a sign that a schema should have caught it first (logged).
 */
export const isDataException = (error: unknown): boolean => sqlStateOf(error)?.startsWith('22') ?? false;

export function toFailure(error: unknown): Failure {
  if (error instanceof ApiFailure) {
    const envelope = fail(error.status, error.message, error.fields, error.code);
    return { status: error.status, envelope: error.payload === undefined ? envelope : { ...envelope, return: error.payload } };
  }
  if (error instanceof ValidationError) {
    const fields = fieldsOf(error);
    return { status: 422, envelope: fail(422, Object.values(fields)[0] ?? messages.validationFailed, fields) };
  }
  if (isFastifyError(error)) {
    // Body parsing (malformed JSON, unsupported content type, …) is the client's fault: 400.
    if (error.code.startsWith('FST_ERR_CTP_') && error.statusCode !== 413) return { status: 400, envelope: fail(400, messages.validationFailed) };
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return { status, envelope: fail(status, messages.operationFailed) };
  }
  if (isDataException(error)) return { status: 422, envelope: fail(422, messages.validationFailed) };
  return { status: 500, envelope: fail(500, messages.serverBusy) };
}

/**
 * Fastify's refusals before any route or hook runs — a URL that is not valid percent-encoding
 * (400), a path parameter over `maxParamLength` (414) — go to the Fastify constructor's
 * `frameworkErrors`, which would otherwise answer Fastify's own JSON with its error code.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed before routing');
  // No onRequest hook ran, so helmet's headers are not there: the ones that matter for a JSON reply.
  void reply
    .code(status)
    .header('X-Content-Type-Options', 'nosniff')
    .type('application/json; charset=utf-8')
    .send(fail(status, status >= 500 ? messages.serverBusy : messages.validationFailed));
}

export default fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    const { status, envelope } = toFailure(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else if (isDataException(error)) request.log.warn({ err: error }, 'the database refused a value the validation let through');
    else request.log.info({ status, msg: envelope.msg }, 'request refused');
    if (error instanceof ApiFailure && error.retryAfterS !== undefined) void reply.header('Retry-After', String(error.retryAfterS));
    return reply.code(status).type('application/json; charset=utf-8').send(envelope);
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(fail(404, messages.notFound)));
}, { name: 'error-handler' });
