/**
 * Partner API request signatures (contract: partner.ts). The string to sign is
 * `timestamp + "\n" + METHOD + "\n" + path-with-query + "\n" + hex sha256(body bytes)`; the
 * signature is its hex HMAC-SHA256 under the store's secret. The server checks it with
 * `verifySignature`; tests and partners sign with `signPartnerRequest`.
 */
import crypto from 'node:crypto';
import { PARTNER_HEADERS } from '@joy/contract/partner';

export function stringToSign(timestamp: string, method: string, path: string, body: Buffer | string): string {
  const bodyHash = crypto.createHash('sha256').update(body).digest('hex');
  return `${timestamp}\n${method.toUpperCase()}\n${path}\n${bodyHash}`;
}

export function computeSignature(secret: string, timestamp: string, method: string, path: string, body: Buffer | string): string {
  return crypto.createHmac('sha256', secret).update(stringToSign(timestamp, method, path, body)).digest('hex');
}

/** Constant-time comparison of a presented hex signature with the expected one. */
export function verifySignature(expected: string, presented: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(presented)) return false;
  return crypto.timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(presented.toLowerCase(), 'hex'));
}

export interface SignedRequest {
  headers: Record<string, string>;
  /** The exact body bytes that were signed (send these). */
  body: string;
}

/**
 * Headers (and body) for one partner call. `payload` is JSON-encoded unless it is a string;
 * `now` defaults to the current time.
 */
export function signPartnerRequest(
  credential: { keyId: string; secret: string },
  method: string,
  path: string,
  payload?: unknown,
  now: Date = new Date(),
): SignedRequest {
  const body = payload === undefined ? '' : typeof payload === 'string' ? payload : JSON.stringify(payload);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const headers: Record<string, string> = {
    [PARTNER_HEADERS.key]: credential.keyId,
    [PARTNER_HEADERS.timestamp]: timestamp,
    [PARTNER_HEADERS.signature]: computeSignature(credential.secret, timestamp, method, path, body),
  };
  if (body) headers['content-type'] = 'application/json';
  return { headers, body };
}

/** The development credential of a seeded store (seed.ts; README "Accounts in development"). */
export const devPartnerCredential = (storeId: number) => ({ keyId: `dev-store-${storeId}`, secret: `joy-dev-partner-secret-${storeId}` });
