/**
 * AWS Signature Version 4 for S3-compatible object stores (AWS S3, MinIO, Cloudflare R2,
 * Backblaze B2, …), header-signed, path-style. Only what PUT and DELETE of one object need:
 * no query parameters, no chunked uploads. Checked against the published GET Object example.
 */
import crypto from 'node:crypto';

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => crypto.createHmac('sha256', key).update(data).digest();

/** 2013-05-24T00:00:00Z → 20130524T000000Z */
export const amzDate = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Each path segment URI-encoded as S3 expects (RFC 3986 unreserved characters kept). */
export function canonicalPath(path: string): string {
  return path
    .split('/')
    .map((s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
}

/**
 * The Authorization header for a request whose `headers` (lower-case names) already carry
 * host, x-amz-date and x-amz-content-sha256; every given header is signed.
 */
export function authorization(method: string, path: string, headers: Record<string, string>, payloadHash: string, creds: SigV4Credentials): string {
  const names = Object.keys(headers).map((h) => h.toLowerCase()).sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')]));
  const signedHeaders = names.join(';');
  const canonical = [method, canonicalPath(path), '', ...names.map((n) => `${n}:${lower[n]}`), '', signedHeaders, payloadHash].join('\n');
  const stamp = lower['x-amz-date'];
  const day = stamp.slice(0, 8);
  const service = creds.service ?? 's3';
  const scope = `${day}/${creds.region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, day), creds.region), service), 'aws4_request');
  const signature = crypto.createHmac('sha256', key).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

export { sha256 as sha256Hex };
