import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState } from '@joy/ui';
import { findCategory } from '../../../content/catalogue';
import type { SearchResult } from '../lib/search';
import { Highlighted } from './highlighted';
import { useHelpLinks } from '../../../components/help-links';
import { Panel, PlatformBadge, Section } from './styles';
import { focusRing } from '../../../components/focus-ring';

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { padding: 12px 0; }
  li + li { border-top: 1px solid ${({ theme }) => theme.color.border}; }
  h3 { margin: 0; font-size: 1rem; }
  h3 a { color: ${({ theme }) => theme.color.text}; text-decoration: none; ${focusRing} }
  h3 a:hover { color: ${({ theme }) => theme.color.primaryDark}; }
  p { margin: 4px 0; color: ${({ theme }) => theme.color.muted}; font-size: 0.9rem; line-height: 1.6; }
`;

const Meta = styled.span`
  display: flex;
  gap: 8px;
  align-items: center;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.color.muted};
`;

/** Search results across every article, the count announced politely. */
export function SearchResults({ results }: { results: readonly SearchResult[] }) {
  const links = useHelpLinks();
  return (
    <Section aria-labelledby="help-search-results">
      <h2 id="help-search-results">搜尋結果</h2>
      <p role="status">{results.length > 0 ? `共找到 ${results.length} 筆相關的問題` : ''}</p>
      {results.length === 0 ? (
        <EmptyState message="找不到相關的問題" />
      ) : (
        <Panel>
          <Results>
            {results.map((result) => (
              <li key={result.article.id}>
                <h3>
                  <Link to={links.article(result.article)}>
                    <Highlighted segments={result.title} />
                  </Link>
                </h3>
                <p>
                  <Highlighted segments={result.snippet} />
                </p>
                <Meta>
                  {findCategory(result.article.category)?.title}
                  <PlatformBadge platform={result.article.platform} />
                </Meta>
              </li>
            ))}
          </Results>
        </Panel>
      )}
    </Section>
  );
}
