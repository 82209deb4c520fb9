import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, media } from '@joy/ui';
import { appliesTo, categories, type PlatformTab } from '../../../content/catalogue';
import { useHelpLinks } from '../../../components/help-links';
import { LinkList, Section } from './styles';
import { focusRing } from '../../../components/focus-ring';

const PREVIEW = 3;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  ${media.tablet} { grid-template-columns: repeat(2, 1fr); gap: 16px; }
  ${media.desktop} { grid-template-columns: repeat(3, 1fr); }
`;

const Tile = styled(Card).attrs({ as: 'li' })`
  padding: 16px;
  h3 { margin: 0; font-size: 1.05rem; }
  h3 a { color: ${({ theme }) => theme.color.text}; text-decoration: none; ${focusRing} }
  h3 a:hover { color: ${({ theme }) => theme.color.primaryDark}; }
  p { margin: 4px 0 8px; color: ${({ theme }) => theme.color.muted}; font-size: 0.9rem; }
`;

/** 問題分類: each category with its article count and first questions for the selected platform. */
export function CategoryGrid({ tab }: { tab: PlatformTab }) {
  const links = useHelpLinks();
  return (
    <Section aria-labelledby="help-categories">
      <h2 id="help-categories">問題分類</h2>
      <Grid>
        {categories.map((category) => {
          const articles = category.articles.filter((article) => appliesTo(article, tab));
          return (
            <Tile key={category.slug}>
              <h3>
                <Link to={links.category(category.slug)}>{category.title}</Link>
              </h3>
              <p>
                {category.summary}・共 {articles.length} 篇
              </p>
              <LinkList>
                {articles.slice(0, PREVIEW).map((article) => (
                  <li key={article.id}>
                    <Link to={links.article(article)}>{article.title}</Link>
                  </li>
                ))}
              </LinkList>
            </Tile>
          );
        })}
      </Grid>
    </Section>
  );
}
