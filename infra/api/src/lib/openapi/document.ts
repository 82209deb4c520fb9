/**
 * The OpenAPI 3.1 document, generated from the whole `endpoints` catalogue of @joy/contract
 * (implemented or not yet): paths, methods, summaries, bearer security for member calls,
 * request bodies from the yup schemas, and the §7 envelope as every response.
 * Query parameters are read from the summary's "(?page=&limit=5)" / "(limit, page)" note.
 */
import { endpoints, pathParams, type Endpoint } from '@joy/contract';
import { toJsonSchema, type JsonSchema } from './yup-json-schema';

const QUERY_NAMES = ['page', 'limit', 'level', 'source', '_method'];

const envelopeRef = { $ref: '#/components/schemas/Envelope' };
const reply = (description: string) => ({ description, content: { 'application/json': { schema: envelopeRef } } });

function queryParameters(summary: string) {
  const note = /\(([^)]*)\)/.exec(summary)?.[1] ?? '';
  return QUERY_NAMES.filter((name) => new RegExp(`(^|[?&,\\s])${name}\\b`).test(note)).map((name) => ({
    name,
    in: 'query',
    required: false,
    schema: name === 'source' || name === '_method' ? { type: 'string' } : { type: 'integer', minimum: 1 },
  }));
}

function operation(key: string, ep: Endpoint) {
  const tag = ep.path.split('/').filter(Boolean).find((s) => s !== 'v2') ?? 'platform';
  const op: JsonSchema = {
    operationId: key,
    summary: ep.summary,
    tags: [tag],
    parameters: [
      ...pathParams(ep.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...queryParameters(ep.summary),
    ],
    responses: {
      '200': reply(ep.raw ? 'Reply (not unwrapped by the client)' : 'Success: code 1, status 200, payload in `return`'),
      ...(ep.body ? { '422': reply('Validation failed: `return.errors` maps each field to its message') } : {}),
      '404': reply('Not found'),
      '500': reply('Server busy (no internal detail)'),
    },
  };
  if (ep.auth === 'required') op.security = [{ bearerAuth: [] }];
  if (ep.auth === 'optional') op.security = [{}, { bearerAuth: [] }];
  if (ep.multipart) {
    op.requestBody = { required: true, content: { 'multipart/form-data': { schema: ep.body ? toJsonSchema(ep.body.describe()) : { type: 'object' } } } };
  } else if (ep.body) {
    op.requestBody = { required: true, content: { 'application/json': { schema: toJsonSchema(ep.body.describe()) } } };
  }
  return op;
}

export function buildOpenApi(version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [key, ep] of Object.entries(endpoints) as [string, Endpoint][]) {
    paths[ep.path] = { ...paths[ep.path], [ep.method.toLowerCase()]: operation(key, ep) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '樂享 API',
      version,
      description: 'Every reply is the envelope {code, status, return, msg}; a call succeeds when code is 1 and status 200.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Envelope: {
          type: 'object',
          required: ['code', 'status', 'return', 'msg'],
          properties: {
            code: { type: 'integer', description: '1 on success' },
            status: { type: 'integer', description: 'HTTP-like status; 200 on success' },
            return: { description: 'The payload, or { errors: { field: message } } on validation failure' },
            msg: { type: 'string' },
          },
        },
      },
    },
  };
}
