/**
 * Case- and width-insensitive text for matching Chinese without word spaces: NFKC (full-width
 * Ｖ１ → v1, ideographic space → space) then lower case. Folding goes one code point at a time
 * and remembers where every folded character came from, so a match found in folded text maps
 * back to the exact original characters to highlight.
 */
export interface Folded {
  text: string;
  /** For each UTF-16 unit of `text`: the [start, end) of the original code point it came from. */
  from: Array<[number, number]>;
}

export function fold(source: string): Folded {
  let text = '';
  const from: Array<[number, number]> = [];
  let at = 0;
  for (const char of source) {
    const folded = char.normalize('NFKC').toLowerCase();
    for (let i = 0; i < folded.length; i += 1) from.push([at, at + char.length]);
    text += folded;
    at += char.length;
  }
  return { text, from };
}

/** The search terms of a query: folded, split on any whitespace, duplicates dropped. */
export function queryTerms(query: string): string[] {
  return [...new Set(fold(query).text.split(/\s+/).filter(Boolean))];
}

/** Every original [start, end) where one of the terms occurs, sorted and merged. */
export function matchRanges(source: string, terms: readonly string[]): Array<[number, number]> {
  const { text, from } = fold(source);
  const ranges: Array<[number, number]> = [];
  for (const term of terms) {
    for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + term.length)) {
      ranges.push([from[at][0], from[at + term.length - 1][1]]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

export interface Segment {
  text: string;
  match: boolean;
}

/** Splits text into plain and matching pieces; the UI wraps matching ones in <mark>. */
export function highlight(source: string, terms: readonly string[]): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const [start, end] of matchRanges(source, terms)) {
    if (start > last) segments.push({ text: source.slice(last, start), match: false });
    segments.push({ text: source.slice(start, end), match: true });
    last = end;
  }
  if (last < source.length || segments.length === 0) segments.push({ text: source.slice(last), match: false });
  return segments;
}
