/**
 * A fixed-size set of small integers (store slots in the catalog) as 32-bit words: union and
 * intersection of whole filters cost n/32 word operations, not a test per store.
 */
export class Bits {
  words: Uint32Array;

  constructor(size: number) {
    this.words = new Uint32Array(Math.ceil(Math.max(size, 1) / 32));
  }

  static of(size: number, members: Iterable<number>): Bits {
    const bits = new Bits(size);
    for (const i of members) bits.add(i);
    return bits;
  }

  /** Makes room for `size` members (the catalog grows when a store is added). */
  grow(size: number): void {
    const need = Math.ceil(size / 32);
    if (need <= this.words.length) return;
    const words = new Uint32Array(Math.max(need, this.words.length * 2));
    words.set(this.words);
    this.words = words;
  }

  add(i: number): void {
    this.grow(i + 1);
    this.words[i >>> 5] |= 1 << (i & 31);
  }

  delete(i: number): void {
    if (i >>> 5 < this.words.length) this.words[i >>> 5] &= ~(1 << (i & 31));
  }

  has(i: number): boolean {
    return i >>> 5 < this.words.length && (this.words[i >>> 5] & (1 << (i & 31))) !== 0;
  }

  clone(): Bits {
    const copy = new Bits(0);
    copy.words = this.words.slice();
    return copy;
  }

  /** this ∩= other (in place). */
  and(other: Bits): this {
    const a = this.words;
    const b = other.words;
    for (let w = 0; w < a.length; w += 1) a[w] &= w < b.length ? b[w] : 0;
    return this;
  }

  /** this ∪= other (in place). */
  or(other: Bits): this {
    this.grow(other.words.length * 32);
    const a = this.words;
    const b = other.words;
    for (let w = 0; w < b.length; w += 1) a[w] |= b[w];
    return this;
  }

  count(): number {
    let n = 0;
    for (let w = 0; w < this.words.length; w += 1) {
      let v = this.words[w];
      v -= (v >>> 1) & 0x55555555;
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return n;
  }

  /** Members in ascending order. */
  *[Symbol.iterator](): IterableIterator<number> {
    const words = this.words;
    for (let w = 0; w < words.length; w += 1) {
      let v = words[w];
      while (v !== 0) {
        const low = v & -v;
        yield w * 32 + 31 - Math.clz32(low);
        v ^= low;
      }
    }
  }
}
