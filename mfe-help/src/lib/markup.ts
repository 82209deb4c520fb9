/**
 * The help articles' tiny markup, parsed into plain data so rendering never injects HTML.
 * Blocks are separated by blank lines; a block whose lines start with `- ` is a bullet list,
 * `1. ` a numbered list, `## ` a sub-heading; anything else is a paragraph. Inline: `**bold**`
 * and `[text](/path)` — only same-site paths become links, anything else stays text.
 */
export type Inline = { kind: 'text'; text: string } | { kind: 'bold'; text: string } | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; inlines: Inline[] }
  | { kind: 'bullets'; items: Inline[][] }
  | { kind: 'steps'; items: Inline[][] };

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
const BULLET = /^[-*]\s+/;
const STEP = /^\d+[.)]\s+/;

/** Same-site absolute paths only: no protocol, no protocol-relative `//host`. */
export const isSafeHref = (href: string) => href.startsWith('/') && !href.startsWith('//');

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index ?? 0;
    if (at > last) out.push({ kind: 'text', text: text.slice(last, at) });
    if (match[1] !== undefined) out.push({ kind: 'bold', text: match[1] });
    else if (isSafeHref(match[3])) out.push({ kind: 'link', text: match[2], href: match[3] });
    else out.push({ kind: 'text', text: match[2] });
    last = at + match[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

type LineKind = 'heading' | 'bullet' | 'step' | 'text';

const kindOf = (line: string): LineKind => (line.startsWith('## ') ? 'heading' : BULLET.test(line) ? 'bullet' : STEP.test(line) ? 'step' : 'text');

function toBlock(kind: LineKind, lines: string[]): Block {
  if (kind === 'heading') return { kind: 'heading', text: lines[0].slice(3).trim() };
  if (kind === 'bullet') return { kind: 'bullets', items: lines.map((line) => parseInline(line.replace(BULLET, ''))) };
  if (kind === 'step') return { kind: 'steps', items: lines.map((line) => parseInline(line.replace(STEP, ''))) };
  // Chinese needs no space where a paragraph wraps; articles keep one paragraph per line anyway.
  return { kind: 'paragraph', inlines: parseInline(lines.join('')) };
}

export function parseMarkup(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.split(/\n\s*\n/)) {
    let run: { kind: LineKind; lines: string[] } | null = null;
    for (const line of chunk.split('\n').map((l) => l.trim()).filter(Boolean)) {
      const kind = kindOf(line);
      if (run && run.kind === kind && kind !== 'heading') {
        run.lines.push(line);
        continue;
      }
      if (run) blocks.push(toBlock(run.kind, run.lines));
      run = { kind, lines: [line] };
    }
    if (run) blocks.push(toBlock(run.kind, run.lines));
  }
  return blocks;
}

const inlineText = (inlines: Inline[]) => inlines.map((inline) => inline.text).join('');

/** The readable text of an article body, one block per line: what search looks at. */
export function plainText(source: string): string {
  return parseMarkup(source)
    .map((block) => {
      if (block.kind === 'heading') return block.text;
      if (block.kind === 'paragraph') return inlineText(block.inlines);
      return block.items.map(inlineText).join('\n');
    })
    .join('\n');
}
