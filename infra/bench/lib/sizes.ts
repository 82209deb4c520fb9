import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export function sizesOf(body: Buffer): Sizes {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export const add = (a: Sizes, b: Sizes): Sizes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
export const zero = (): Sizes => ({ raw: 0, gzip: 0, brotli: 0 });
export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
