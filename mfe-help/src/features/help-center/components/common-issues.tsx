import { Link } from 'react-router-dom';
import { allArticles, appliesTo, type PlatformTab } from '../../../content/catalogue';
import { useHelpLinks } from '../../../components/help-links';
import { LinkList, Panel, PlatformBadge, Section } from './styles';

/** 常見問題: the articles flagged common that apply to the selected platform. */
export function CommonIssues({ tab }: { tab: PlatformTab }) {
  const links = useHelpLinks();
  const common = allArticles.filter((article) => article.common && appliesTo(article, tab));
  return (
    <Section aria-labelledby="help-common-issues">
      <h2 id="help-common-issues">常見問題</h2>
      <Panel>
        <LinkList>
          {common.map((article) => (
            <li key={article.id}>
              <Link to={links.article(article)}>
                <span>{article.title}</span>
                <PlatformBadge platform={article.platform} />
              </Link>
            </li>
          ))}
        </LinkList>
      </Panel>
    </Section>
  );
}
