/**
 * The OpenAPI 3.1 document, generated from the whole `endpoints` catalogue of @joy/contract
 * (implemented or not yet): paths, methods, summaries, bearer security for member calls,
 * request bodies and replies from the yup schemas (a reply's payload is the envelope's `return`),
 * and the §7 envelope as every response.
 * Query parameters are read from the summary's "(?page=&limit=5)" / "(limit, page)" note.
 * The partner catalogue (/partner/v1) is documented beside it with its signature headers.
 */
import { bookingLiveEndpoints, drawEndpoints, endpoints, pathParams, type Endpoint } from '@joy/contract';
import { PARTNER_HEADERS, PARTNER_MAX_SKEW_SECONDS, partnerEndpoints } from '@joy/contract/partner';
import { toJsonSchema, type JsonSchema } from './yup-json-schema';

const QUERY_NAMES = ['page', 'limit', 'level', 'source', '_method', 'date', 'status'];

const PARTNER_SECURITY = [{ partnerKey: [], partnerTimestamp: [], partnerSignature: [] }];

const PARTNER_DESCRIPTION = [
  'Signed per store. String to sign: `timestamp + "\\n" + METHOD + "\\n" + path with its query string + "\\n" + hex sha256(body bytes)`',
  `(empty body: the sha256 of ""). Send ${PARTNER_HEADERS.key} (key id), ${PARTNER_HEADERS.timestamp} (Unix seconds) and`,
  `${PARTNER_HEADERS.signature} (hex HMAC-SHA256 of the string with the store's secret). Timestamps more than ${PARTNER_MAX_SKEW_SECONDS} s`,
  'from the server clock, unknown or revoked keys and wrong signatures get 401; a signature already used gets 409 (to repeat an',
  'identical call within the same second, add a query parameter such as ?request_id=…). Refused order moves get 409 with the reason.',
  'A payment carries its own idempotency_key (unique per store): sending it again returns the first payment (replayed: true) and never pays twice.',
].join(' ');

const envelopeRef = { $ref: '#/components/schemas/Envelope' };
const reply = (description: string) => ({ description, content: { 'application/json': { schema: envelopeRef } } });

/** A success reply: the envelope, its `return` described by the endpoint's response schema. */
function success(ep: Endpoint) {
  if (ep.raw) return reply('Reply (not unwrapped by the client)');
  const description = 'Success: code 1, status 200, payload in `return`';
  if (!ep.response) return reply(description);
  const payload = { type: 'object', properties: { return: toJsonSchema(ep.response.describe()) } };
  return { description, content: { 'application/json': { schema: { allOf: [envelopeRef, payload] } } } };
}

function queryParameters(summary: string) {
  const note = /\(([^)]*)\)/.exec(summary)?.[1] ?? '';
  return QUERY_NAMES.filter((name) => new RegExp(`(^|[?&,\\s])${name}\\b`).test(note)).map((name) => ({
    name,
    in: 'query',
    required: false,
    schema: name === 'date' ? { type: 'string', format: 'date' } : name === 'source' || name === '_method' ? { type: 'string' } : { type: 'integer', minimum: 1 },
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
      ...queryParameters(ep.summary ?? ''),
    ],
    responses: {
      '200': success(ep),
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
  for (const [key, ep] of [...Object.entries(endpoints), ...Object.entries(bookingLiveEndpoints), ...Object.entries(drawEndpoints)] as [string, Endpoint][]) {
    paths[ep.path] = { ...paths[ep.path], [ep.method.toLowerCase()]: operation(key, ep) };
  }
  for (const [key, ep] of Object.entries(partnerEndpoints) as [string, Endpoint][]) {
    const op = operation(key, ep);
    op.tags = ['partner'];
    op.security = PARTNER_SECURITY;
    op.description = PARTNER_DESCRIPTION;
    op.responses = { ...(op.responses as object), '401': reply('Signature refused (key, timestamp or signature)'), '409': reply('Replayed signature, or an order move the status table refuses') };
    paths[ep.path] = { ...paths[ep.path], [ep.method.toLowerCase()]: op };
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
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer' },
        partnerKey: { type: 'apiKey', in: 'header', name: PARTNER_HEADERS.key, description: "The store's partner key id" },
        partnerTimestamp: { type: 'apiKey', in: 'header', name: PARTNER_HEADERS.timestamp, description: 'Unix seconds of the request' },
        partnerSignature: { type: 'apiKey', in: 'header', name: PARTNER_HEADERS.signature, description: PARTNER_DESCRIPTION },
      },
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
