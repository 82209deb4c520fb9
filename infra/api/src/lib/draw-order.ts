/**
 * The random order of a draw (issue 28): a Fisher–Yates shuffle whose random numbers come
 * from a 256-bit seed drawn with crypto.randomBytes. The stream is HMAC-SHA256(seed, counter)
 * — a keyed pseudo-random function, so nobody who does not know the seed can predict or steer
 * it — and each index is taken without modulo bias (rejection sampling, as crypto.randomInt
 * does). Keeping the seed makes the draw auditable: the entries in the order they were made
 * and the seed give the same order again (`drawOrder`), while the seed is chosen only when the
 * window has closed.
 */
import crypto from 'node:crypto';

/** A fresh 256-bit seed, hex. */
export const newDrawSeed = (): string => crypto.randomBytes(32).toString('hex');

/** Unbiased integers in [0, bound) from HMAC-SHA256(seed, counter) blocks. */
export function seededInts(seedHex: string): (bound: number) => number {
  if (!/^[0-9a-f]{64}$/.test(seedHex)) throw new Error('a draw seed is 64 hex digits');
  const key = Buffer.from(seedHex, 'hex');
  let counter = 0;
  let block = Buffer.alloc(0);
  let at = 0;
  const next32 = (): number => {
    if (at + 4 > block.length) {
      const c = Buffer.alloc(8);
      c.writeBigUInt64BE(BigInt(counter++));
      block = crypto.createHmac('sha256', key).update(c).digest();
      at = 0;
    }
    const value = block.readUInt32BE(at);
    at += 4;
    return value;
  };
  return (bound: number): number => {
    if (!Number.isInteger(bound) || bound < 1 || bound > 2 ** 32) throw new Error('bound out of range');
    // The largest multiple of `bound` below 2^32: values at or above it would favour the small results.
    const limit = 2 ** 32 - (2 ** 32 % bound);
    for (;;) {
      const value = next32();
      if (value < limit) return value % bound;
    }
  };
}

/**
 * The drawn order of `n` entries: a permutation of 0 … n−1, where `order[k]` is the entry
 * (by its place among the entries as made) that comes k-th. The same seed gives the same order.
 */
export function drawOrder(n: number, seedHex: string): number[] {
  const pick = seededInts(seedHex);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = pick(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}
