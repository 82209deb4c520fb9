/**
 * Whole numbers with thousands separators, `50,000` (what `toLocaleString('en-US')` prints for
 * an integer), without loading the locale data the first toLocaleString call costs (~10 ms of
 * a phone's start-up when a module's constants use it).
 */
export function withThousands(value: number): string {
  const digits = String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${digits}` : digits;
}
