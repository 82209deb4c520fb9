/**
 * Secrets the server must read back (partner signing secrets) are kept sealed with
 * AES-256-GCM under PARTNER_SECRET_KEY: `v1.<iv>.<tag>.<ciphertext>`, base64url. A sealed
 * value opened with another key, or altered, opens to null — never to garbage.
 *
 * DEV_PARTNER_SECRET_KEY is the development default: the seeded partner credentials are
 * sealed with it, and a production process refuses to start with it (config/env.ts), so the
 * documented development secrets can never sign a production request.
 */
import crypto from 'node:crypto';

export const DEV_PARTNER_SECRET_KEY = crypto.createHash('sha256').update('joy-development-partner-secret-key').digest();

export function seal(key: Buffer, plaintext: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

export function open(key: Buffer, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** PARTNER_SECRET_KEY: 32 bytes as 64 hex characters or base64; null when malformed. */
export function parseSecretKey(text: string): Buffer | null {
  const bytes = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return bytes.length === 32 ? bytes : null;
}
