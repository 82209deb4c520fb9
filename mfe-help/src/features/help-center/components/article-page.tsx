import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Page, media } from '@joy/ui';
import { neighbours } from '../../../content/catalogue';
import type { HelpArticle, HelpCategory } from '../../../content/types';
import { ArticleBody } from '../../../components/article-body';
import { Breadcrumb } from './breadcrumb';
import { ContactPrompt } from './contact-prompt';
import { useHelpLinks } from '../../../components/help-links';
import { PlatformBadge } from './styles';
import { focusRing } from '../../../components/focus-ring';

const Article = styled(Card).attrs({ as: 'article' })`
  padding: 20px 16px;
  h1 { font-size: 1.35rem; margin: 0 0 12px; line-height: 1.4; }
  ${media.tablet} { padding: 32px; h1 { font-size: 1.6rem; } }
`;

const Pager = styled.nav`
  display: grid;
  gap: 12px;
  margin-top: 16px;
  ${media.tablet} { grid-template-columns: 1fr 1fr; }
  a {
    display: block;
    padding: 12px 16px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    ${focusRing}
  }
  a:hover { border-color: ${({ theme }) => theme.color.primary}; }
  a.next { text-align: right; grid-column: -2; }
  small { display: block; color: ${({ theme }) => theme.color.muted}; }
`;

/** One help article with its breadcrumb and the previous / next article of its category. */
export function ArticlePage({ article, category }: { article: HelpArticle; category: HelpCategory }) {
  const links = useHelpLinks();
  const { prev, next } = neighbours(article);
  return (
    <Page>
      <Breadcrumb crumbs={[{ label: '幫助中心', to: links.home }, { label: category.title, to: links.category(category.slug) }, { label: article.title }]} />
      <Article>
        <h1>{article.title}</h1>
        <PlatformBadge platform={article.platform} />
        <ArticleBody source={article.body} />
      </Article>
      {(prev || next) && (
        <Pager aria-label="上一篇與下一篇">
          {prev && (
            <Link to={links.article(prev)} rel="prev">
              <small>上一篇</small>
              {prev.title}
            </Link>
          )}
          {next && (
            <Link to={links.article(next)} rel="next" className="next">
              <small>下一篇</small>
              {next.title}
            </Link>
          )}
        </Pager>
      )}
      <ContactPrompt />
    </Page>
  );
}
