/**
 * Help search: every whitespace-separated term must occur somewhere in an article's title or
 * body (substring match on folded text, so 樂幣 matches without word breaks). Ranking: more
 * terms found in the title first, then more occurrences in the body, then catalogue order.
 */
import type { HelpArticle } from '../../../content/types';
import { fold, highlight, matchRanges, queryTerms, type Segment } from './fold';
import { plainText } from '../../../lib/markup';

export interface SearchResult {
  article: HelpArticle;
  title: Segment[];
  /** A short passage of the body around the first match (or its opening). */
  snippet: Segment[];
  titleHits: number;
  bodyHits: number;
}

const SNIPPET_RADIUS = 36;
const BODY_HITS_CAP = 20;

interface Indexed {
  article: HelpArticle;
  title: string;
  body: string;
  bodyText: string;
}

const countOf = (text: string, term: string) => {
  let count = 0;
  for (let at = text.indexOf(term); at !== -1 && count < BODY_HITS_CAP; at = text.indexOf(term, at + term.length)) count += 1;
  return count;
};

/** Where a snippet should centre: the match with the most distinct terms close by (first wins). */
function bestMatch(text: string, terms: readonly string[], radius: number): [number, number] | undefined {
  const perTerm = terms.map((term) => matchRanges(text, [term]));
  let best: { range: [number, number]; score: number } | undefined;
  for (const range of perTerm.flat().sort((a, b) => a[0] - b[0])) {
    const score = perTerm.filter((ranges) => ranges.some(([s, e]) => s >= range[0] - radius && e <= range[1] + radius)).length;
    if (!best || score > best.score) best = { range, score };
  }
  return best?.range;
}

/** A passage of `body` around the best match (or its opening); ellipses mark where it was cut. */
export function snippetOf(body: string, terms: readonly string[], radius = SNIPPET_RADIUS): string {
  const flat = body.replace(/\s*\n\s*/g, ' ');
  const match = bestMatch(flat, terms, radius);
  const start = match ? Math.max(0, match[0] - radius) : 0;
  const end = Math.min(flat.length, match ? match[1] + radius : radius * 2);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}

/**
 * The searcher of an article list. The bodies are folded once, on the first query (not when the
 * help centre starts: folding every article is the help remote's largest piece of start-up
 * work on a phone, and most visits never search).
 */
export function createSearch(articles: readonly HelpArticle[]) {
  let index: Indexed[] | null = null;
  const indexed = (): Indexed[] =>
    (index ??= articles.map((article) => {
      const bodyText = plainText(article.body);
      return { article, title: fold(article.title).text, body: fold(bodyText).text, bodyText };
    }));

  return function search(query: string): SearchResult[] {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    const results: Array<SearchResult & { order: number }> = [];
    indexed().forEach((entry, order) => {
      let titleHits = 0;
      let bodyHits = 0;
      for (const term of terms) {
        const inTitle = entry.title.includes(term);
        const inBody = countOf(entry.body, term);
        if (!inTitle && inBody === 0) return;
        if (inTitle) titleHits += 1;
        bodyHits += inBody;
      }
      results.push({
        article: entry.article,
        title: highlight(entry.article.title, terms),
        snippet: highlight(snippetOf(entry.bodyText, terms), terms),
        titleHits,
        bodyHits,
        order,
      });
    });
    results.sort((a, b) => b.titleHits - a.titleHits || b.bodyHits - a.bodyHits || a.order - b.order);
    return results.map(({ order: _order, ...result }) => result);
  };
}
