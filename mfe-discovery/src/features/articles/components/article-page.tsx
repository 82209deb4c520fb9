import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { pageTitle } from '@joy/bus';
import { ApiError, articlePageTitle } from '@joy/contract';
import { ErrorState, Loading, Page, formatDate } from '@joy/ui';
import { useArticle } from '../api/get-article';
import { ArticleText } from './article-text';
import { LikeButton } from './like-button';

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  h1 { font-size: 1.6rem; margin: 0 0 8px; overflow-wrap: anywhere; }
  img { display: block; width: 100%; height: auto; aspect-ratio: 16 / 9; object-fit: cover; border-radius: ${({ theme }) => theme.radius}; }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.color.muted};
  margin: 0 0 16px;
`;

const Body = styled.div`
  margin: 20px 0;
  line-height: 1.9;
  overflow-wrap: anywhere;
  a { color: ${({ theme }) => theme.color.primaryDark}; font-weight: 600; }
`;

/** §8: an article failure with a server response sends the reader home. */
const answered = (error: unknown) => error instanceof ApiError && error.status > 0;

/** /article/:id — the body is plain text with line breaks, never HTML; the stores it names link to their pages. */
export function ArticlePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: article, error, isLoading, mutate } = useArticle(id);
  const goHome = Boolean(error) && answered(error);

  useEffect(() => {
    if (goHome) navigate('/', { replace: true });
  }, [goHome, navigate]);

  // The tab and the history name the article, as the served page's title does.
  const { pathname } = useLocation();
  const title = article?.title;
  useEffect(() => {
    if (title) pageTitle(pathname, articlePageTitle(title));
  }, [pathname, title]);

  // A first view's data (SWR fallback) shows at once while it is checked again.
  if (isLoading && !article) return <Loading />;
  if (error) return goHome ? null : <ErrorState onRetry={() => void mutate()} />;
  if (!article) return null;

  return (
    <Page>
      <Article>
        <h1>{article.title}</h1>
        <Meta>
          {article.author && `${article.author}・`}
          {formatDate(article.published_at)}
        </Meta>
        {article.image && <img src={article.image} alt="" width={760} height={428} />}
        <Body>
          <ArticleText body={article.body} />
        </Body>
        <LikeButton articleId={article.id} initialTotal={article.total} initialLiked={article.member_is_like} onFailure={() => navigate('/', { replace: true })} />
      </Article>
    </Page>
  );
}
