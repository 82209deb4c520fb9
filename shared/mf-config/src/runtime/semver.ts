/**
 * The version checks of shared singletons: `satisfies` for the ranges a build writes into its
 * share configuration (`^1.2.3`, `~1.2.3`, `1.2.3`, `>=1.2.3 <2.0.0`, `a || b`, `*`), and an
 * order to pick the highest version. Pre-release tags order before their release, as in semver.
 */
type Parsed = [number, number, number, string];

function parse(version: string): Parsed | null {
  const match = /^v?(\d+)(?:\.(\d+|[x*]))?(?:\.(\d+|[x*]))?(?:-([\w.-]+))?(?:\+[\w.-]+)?$/.exec(version.trim());
  if (!match) return null;
  const part = (value: string | undefined) => (value === undefined || value === 'x' || value === '*' ? -1 : Number(value));
  return [Number(match[1]), part(match[2]), part(match[3]), match[4] ?? ''];
}

/** Negative when a is lower, positive when higher, 0 when equal (build metadata ignored). */
export function compareVersions(a: string, b: string): number {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return a < b ? -1 : a > b ? 1 : 0;
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
  if (x[3] === y[3]) return 0;
  if (!x[3]) return 1;
  if (!y[3]) return -1;
  return x[3] < y[3] ? -1 : 1;
}

/** One comparator of a range: `^1.2.3`, `~1.2`, `>=1.0.0`, `1.x`, `1.2.3`. */
function test(version: string, comparator: string): boolean {
  const match = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comparator);
  const bound = match && parse(match[2]);
  const have = parse(version);
  if (!match || !bound || !have) return false;
  const [major, minor, patch] = bound;
  const floor = `${major}.${Math.max(minor, 0)}.${Math.max(patch, 0)}${bound[3] ? `-${bound[3]}` : ''}`;
  const atLeast = compareVersions(version, floor) >= 0;
  switch (match[1]) {
    case '>=':
      return atLeast;
    case '>':
      return compareVersions(version, floor) > 0;
    case '<=':
      return compareVersions(version, floor) <= 0;
    case '<':
      return compareVersions(version, floor) < 0;
    case '^':
      // The left-most non-zero part is fixed: ^1.2.3 := >=1.2.3 <2, ^0.2.3 := >=0.2.3 <0.3, ^0.0.3 := 0.0.3.
      if (!atLeast || have[0] !== major) return false;
      if (major > 0 || minor < 0) return true;
      if (have[1] !== minor) return false;
      return minor > 0 || patch < 0 || have[2] === patch;
    case '~':
      return atLeast && have[0] === major && (minor < 0 || have[1] === minor);
    default:
      // A bare or `=` version: equal, with x or a missing part matching anything.
      return have[0] === major && (minor < 0 || have[1] === minor) && (patch < 0 || (have[2] === patch && have[3] === bound[3]));
  }
}

/** Whether `version` is in `range`; an empty range, `*` or `x` take any version. */
export function satisfies(version: string, range: string): boolean {
  return range.split('||').some((alternative) => {
    const comparators = alternative.trim().replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1').split(/\s+/).filter(Boolean);
    return comparators.every((c) => c === '*' || c === 'x' || test(version, c));
  });
}
