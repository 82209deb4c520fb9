import { Fragment, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { parseArticle } from '../lib/article-text';

/** An article body: its lines with breaks, the stores it names as links to their pages (never HTML). */
export function ArticleText({ body }: { body: string }) {
  const lines = useMemo(() => parseArticle(body), [body]);
  return (
    <>
      {lines.map((pieces, i) => (
        <Fragment key={i}>
          {pieces.map((piece, j) =>
            piece.kind === 'store' ? (
              <Link key={j} to={piece.to}>
                {piece.text}
              </Link>
            ) : (
              <Fragment key={j}>{piece.text}</Fragment>
            ),
          )}
          {i < lines.length - 1 && <br />}
        </Fragment>
      ))}
    </>
  );
}
