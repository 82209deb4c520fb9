import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ArticleSummary } from '@joy/contract';
import { Card, formatDate, formatNumber, media } from '@joy/ui';

const Item = styled(Card).attrs({ as: 'li' })`
  list-style: none;
  a { display: flex; flex-direction: column; height: 100%; text-decoration: none; color: inherit; }
  a:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; outline-offset: -3px; }
  img { display: block; width: 100%; height: auto; aspect-ratio: 16 / 9; object-fit: cover; background: #eee; }
  div { padding: 10px 12px; }
  h2, h3 { margin: 0 0 6px; font-size: 1rem; overflow-wrap: anywhere; }
  p { margin: 0; font-size: 0.85rem; color: ${({ theme }) => theme.color.muted}; }
`;

export const ArticleGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  padding: 0;
  margin: 0;
  ${media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.desktop} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

/** One article in a grid; its title is an h2 on a page of only articles, an h3 under a section heading. */
export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Item>
      <Link to={`/article/${article.id}`}>
        <img src={article.image} alt="" loading="lazy" width={480} height={270} />
        <div>
          <Heading>{article.title}</Heading>
          <p>{article.summary}</p>
          <p>
            {formatDate(article.published_at)}・♥ {formatNumber(article.total)}
          </p>
        </div>
      </Link>
    </Item>
  );
}
