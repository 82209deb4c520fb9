/**
 * Verifies a signed partner request (contract partner.ts) and names the store it acts for.
 * Checks, cheapest first: the three headers are present; the timestamp is within 5 minutes
 * of the server's clock; the key id is live and its sealed secret opens; the HMAC over
 * timestamp, method, path-with-query and the sha256 of the exact body bytes matches; and the
 * signature has not been used before (remembered for 15 minutes, longer than any timestamp
 * stays acceptable). Failures: 401 with the reason, a replay 409.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@joy/contract';
import { PARTNER_HEADERS, PARTNER_MAX_SKEW_SECONDS, partnerTexts } from '@joy/contract/partner';
import { ApiFailure } from '../../lib/api-error';
import { computeSignature, verifySignature } from '../../lib/partner-signature';

export interface PartnerIdentity {
  storeId: number;
  keyId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The store a verified partner request acts for (partner routes only). */
    partner: PartnerIdentity | null;
    /** The exact body bytes of a partner request, as signed. */
    rawBody: Buffer | null;
  }
}

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return typeof value === 'string' ? value.trim() : '';
};

export function partnerVerifier(app: FastifyInstance, clock: () => Date = () => new Date()) {
  return async (request: FastifyRequest): Promise<void> => {
    const keyId = header(request, PARTNER_HEADERS.key);
    const timestamp = header(request, PARTNER_HEADERS.timestamp);
    const signature = header(request, PARTNER_HEADERS.signature);
    if (!keyId) throw new ApiFailure(401, partnerTexts.partnerKeyInvalid);
    if (!signature) throw new ApiFailure(401, partnerTexts.partnerSignatureInvalid);
    const now = clock();
    const seconds = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : NaN;
    if (!Number.isFinite(seconds) || Math.abs(now.getTime() / 1000 - seconds) > PARTNER_MAX_SKEW_SECONDS) {
      throw new ApiFailure(401, partnerTexts.partnerTimestampInvalid);
    }
    const credential = await app.repos.partners.credential(keyId, app.config.partnerSecretKey);
    if (!credential) throw new ApiFailure(401, partnerTexts.partnerKeyInvalid);
    const expected = computeSignature(credential.secret, timestamp, request.method, request.url, request.rawBody ?? '');
    if (!verifySignature(expected, signature)) throw new ApiFailure(401, partnerTexts.partnerSignatureInvalid);
    if (!(await app.repos.partners.remember(keyId, signature, now))) throw new ApiFailure(409, partnerTexts.partnerReplayed);
    request.partner = { storeId: credential.storeId, keyId };
  };
}

/** Keeps the body bytes for the signature check; JSON is parsed from the same bytes. */
export function keepRawBody(app: FastifyInstance): void {
  app.decorateRequest('partner', null);
  app.decorateRequest('rawBody', null);
  parseRawBody(app);
}

/**
 * The raw-body JSON parser of keepRawBody, for this context and its children; a child context
 * that takes larger bodies (a photo upload) sets it again with its own `bodyLimit`.
 */
export function parseRawBody(app: FastifyInstance, bodyLimit?: number): void {
  // Fastify's own JSON parser (secure-json-parse): a __proto__ or constructor.prototype key is
  // refused like malformed JSON, as on every other route, instead of reaching the schema.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', ...(bodyLimit ? { bodyLimit } : {}) }, (request, body: Buffer, done) => {
    request.rawBody = body;
    const type = String(request.headers['content-type'] ?? '');
    if (!body.length) return done(null, undefined);
    if (!/^application\/(.+\+)?json\b/i.test(type)) return done(new ApiFailure(415, messages.validationFailed), undefined);
    void parseJson(request, body.toString('utf8'), (error, value) => done(error ? new ApiFailure(400, messages.validationFailed) : null, error ? undefined : value));
  });
}
