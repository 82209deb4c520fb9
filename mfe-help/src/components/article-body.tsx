import { Fragment, useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { parseMarkup, type Inline } from '../lib/markup';
import { useHelpLinks } from './help-links';
import { focusRing } from './focus-ring';

const Body = styled.div`
  line-height: 1.8;
  h2 { font-size: 1.1rem; margin: 24px 0 8px; }
  p { margin: 0 0 12px; }
  ul, ol { margin: 0 0 12px; padding-left: 1.5em; }
  li + li { margin-top: 4px; }
  a { color: ${({ theme }) => theme.color.primaryDark}; ${focusRing} }
`;

function Inlines({ inlines }: { inlines: readonly Inline[] }) {
  const links = useHelpLinks();
  return (
    <>
      {inlines.map((inline, i) => {
        if (inline.kind === 'bold') return <strong key={i}>{inline.text}</strong>;
        if (inline.kind === 'link')
          return (
            <Link key={i} to={links.rebase(inline.href)}>
              {inline.text}
            </Link>
          );
        return <Fragment key={i}>{inline.text}</Fragment>;
      })}
    </>
  );
}

/** Renders an article's markup as React elements: text is never parsed as HTML. */
export function ArticleBody({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkup(source), [source]);
  return (
    <Body>
      {blocks.map((block, i) => {
        if (block.kind === 'heading') return <h2 key={i}>{block.text}</h2>;
        if (block.kind === 'paragraph')
          return (
            <p key={i}>
              <Inlines inlines={block.inlines} />
            </p>
          );
        const List = block.kind === 'steps' ? 'ol' : 'ul';
        return (
          <List key={i}>
            {block.items.map((item, j) => (
              <li key={j}>
                <Inlines inlines={item} />
              </li>
            ))}
          </List>
        );
      })}
    </Body>
  );
}
