import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Page } from '@joy/ui';
import type { HelpCategory } from '../../../content/types';
import { Breadcrumb } from './breadcrumb';
import { ContactPrompt } from './contact-prompt';
import { useHelpLinks } from '../../../components/help-links';
import { LinkList, Panel, PlatformBadge } from './styles';

const Intro = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.color.muted};
`;

/** Every article of one category; platform-only ones carry a badge. */
export function CategoryPage({ category }: { category: HelpCategory }) {
  const links = useHelpLinks();
  return (
    <Page>
      <Breadcrumb crumbs={[{ label: '幫助中心', to: links.home }, { label: category.title }]} />
      <h1>{category.title}</h1>
      <Intro>{category.summary}</Intro>
      <Panel>
        <LinkList aria-label={`${category.title}的問題`}>
          {category.articles.map((article) => (
            <li key={article.id}>
              <Link to={links.article(article)}>
                <span>{article.title}</span>
                <PlatformBadge platform={article.platform} />
              </Link>
            </li>
          ))}
        </LinkList>
      </Panel>
      <ContactPrompt />
    </Page>
  );
}
