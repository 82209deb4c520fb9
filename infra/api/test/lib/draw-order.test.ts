/**
 * The draw's random order (lib/draw-order.ts): a permutation, the same again from the same
 * seed, unbiased indices — and fair: over 4,000 draws of 5 entries every entry is equally
 * likely to land in every place. The fairness bound is the chi-square critical value of the
 * 5 × 5 table (16 degrees of freedom) at p = 10⁻⁶ (58.32), so a fair shuffle fails it once in a
 * million runs; the same test on a classic biased shuffle (swap with any place) fails it.
 */
import { drawOrder, newDrawSeed, seededInts } from '../../src/lib/draw-order';

const ENTRIES = 5;
const DRAWS = 4000;
/** χ² with 16 degrees of freedom exceeds this with probability 10⁻⁶. */
const CRITICAL_16_DF_P_1E6 = 58.32;

/** χ² of an entry × place table of counts against the uniform expectation (independence: each row and column sums to the draws). */
function chiSquare(counts: number[][], draws: number): number {
  const expected = draws / counts.length;
  return counts.flat().reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
}

function placeCounts(shuffle: (n: number, k: number) => number[]): number[][] {
  const counts = Array.from({ length: ENTRIES }, () => new Array<number>(ENTRIES).fill(0));
  for (let k = 0; k < DRAWS; k += 1) {
    const order = shuffle(ENTRIES, k);
    order.forEach((entry, place) => {
      counts[entry][place] += 1;
    });
  }
  return counts;
}

describe('the draw order', () => {
  it('is a permutation of the entries, and the same seed gives the same order again', () => {
    for (const n of [0, 1, 2, 7, 100]) {
      const seed = newDrawSeed();
      const order = drawOrder(n, seed);
      expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
      expect(drawOrder(n, seed)).toEqual(order);
    }
    // Different seeds: different orders (100 entries: equal by chance with probability 1/100!).
    expect(drawOrder(100, newDrawSeed())).not.toEqual(drawOrder(100, newDrawSeed()));
  });

  it('takes a 256-bit hex seed only', () => {
    expect(newDrawSeed()).toMatch(/^[0-9a-f]{64}$/);
    expect(() => drawOrder(3, 'abc')).toThrow(/64 hex/);
    expect(() => drawOrder(3, 'g'.repeat(64))).toThrow(/64 hex/);
  });

  it('draws indices without modulo bias (each of 3 values a third of 30,000 draws, within 4.9 standard deviations)', () => {
    const pick = seededInts(newDrawSeed());
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i += 1) counts[pick(3)] += 1;
    const sd = Math.sqrt(30_000 * (1 / 3) * (2 / 3));
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(4.9 * sd);
    expect(() => pick(0)).toThrow();
  });

  it('is fair: over 4,000 draws of 5 entries each entry is equally likely in each place (χ², p = 10⁻⁶)', () => {
    const counts = placeCounts((n) => drawOrder(n, newDrawSeed()));
    for (const row of counts) expect(row.reduce((a, b) => a + b, 0)).toBe(DRAWS);
    expect(chiSquare(counts, DRAWS)).toBeLessThan(CRITICAL_16_DF_P_1E6);
  });

  it('would catch a biased shuffle: swapping with any place fails the same bound', () => {
    // The classic mistake: j from the whole range instead of 0 … i (n^n outcomes over n! orders).
    const biased = (n: number, k: number): number[] => {
      const pick = seededInts(k.toString(16).padStart(64, '0'));
      const order = Array.from({ length: n }, (_, i) => i);
      for (let i = n - 1; i >= 0; i -= 1) {
        const j = pick(n);
        [order[i], order[j]] = [order[j], order[i]];
      }
      return order;
    };
    expect(chiSquare(placeCounts(biased), DRAWS)).toBeGreaterThan(CRITICAL_16_DF_P_1E6);
  });
});
