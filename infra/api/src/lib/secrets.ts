/**
 * Hashing and random values for credentials. Passwords use scrypt (node:crypto, no native
 * build) with a per-user salt; tokens and codes are stored only as sha256; comparisons of
 * secrets run in constant time over fixed-length digests.
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;

/** N=2^15, r=8, p=1: ~32 MiB and tens of milliseconds per hash (OWASP's scrypt baseline is 2^17 at p=1; 2^15 keeps two cores responsive). */
const SCRYPT = { N: 32768, r: 8, p: 1, keylen: 32 };
const maxmem = 64 * 1024 * 1024;

export const sha256Hex = (value: string | Buffer): string => crypto.createHash('sha256').update(value).digest('hex');

export const randomToken = (bytes = 32): string => crypto.randomBytes(bytes).toString('base64url');

/** Equal strings of any length, without leaking where they differ (both are hashed first). */
export function safeEqual(a: string, b: string): boolean {
  return crypto.timingSafeEqual(crypto.createHash('sha256').update(a).digest(), crypto.createHash('sha256').update(b).digest());
}

/** A uniformly random string of `length` digits. */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += crypto.randomInt(0, 10).toString();
  return out;
}

/** A random code from an alphabet without look-alikes (0/O, 1/I/L). */
export function randomCode(length: number, alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[crypto.randomInt(0, alphabet.length)];
  return out;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const { N, r, p, keylen } = SCRYPT;
  const key = await scrypt(password, salt, keylen, { N, r, p, maxmem });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A stored hash to compare against when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const target = stored ?? (await (dummyHash ??= hashPassword(randomToken())));
  const [scheme, n, r, p, salt, key] = target.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem });
  return crypto.timingSafeEqual(actual, expected) && stored !== null;
}
