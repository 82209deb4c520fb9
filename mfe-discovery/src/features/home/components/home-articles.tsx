import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useArticles } from '../../../api/get-articles';
import { ArticleCard, ArticleGrid } from '../../../components/article-card';
import { Section } from './section';

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  a { color: ${({ theme }) => theme.color.primaryDark}; font-weight: 600; }
`;

/** The hot articles on home; hidden when empty or failing (the rankings carry the page). */
export function HomeArticles() {
  const { data } = useArticles('hot', 1, 3);
  if (!data?.data.length) return null;
  return (
    <Section aria-labelledby="articles-title">
      <Head>
        <h2 id="articles-title">熱門文章</h2>
        <Link to="/article">看更多文章</Link>
      </Head>
      <ArticleGrid>
        {data.data.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </ArticleGrid>
    </Section>
  );
}
