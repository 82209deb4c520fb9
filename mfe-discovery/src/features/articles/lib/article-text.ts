/**
 * An article body is plain text with line breaks and one piece of markup: a store it names is
 * written `[店名](/store/123)`. Parsed here into plain data, so rendering never injects HTML;
 * only a link to a store page (/store/ and digits) becomes a link, any other keeps its words.
 */
export type ArticlePiece = { kind: 'text'; text: string } | { kind: 'store'; text: string; to: string };

const LINK = /\[([^[\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))*)\)/g;
const STORE_PATH = /^\/store\/\d{1,9}$/;

/** One line's pieces, text and store links in order. */
export function parseArticleLine(line: string): ArticlePiece[] {
  const out: ArticlePiece[] = [];
  let last = 0;
  const text = (value: string) => {
    if (!value) return;
    const prev = out[out.length - 1];
    if (prev?.kind === 'text') prev.text += value;
    else out.push({ kind: 'text', text: value });
  };
  for (const match of line.matchAll(LINK)) {
    const at = match.index ?? 0;
    text(line.slice(last, at));
    if (STORE_PATH.test(match[2])) out.push({ kind: 'store', text: match[1], to: match[2] });
    else text(match[1]);
    last = at + match[0].length;
  }
  text(line.slice(last));
  return out;
}

/** The body's lines (a blank line is a paragraph break), each as pieces. */
export const parseArticle = (body: string): ArticlePiece[][] => body.split(/\r?\n/).map(parseArticleLine);
