import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError } from '@joy/contract';
import { Card, ErrorState, MultilineText, formatDate, media } from '@joy/ui';
import { MemberPage } from '../../../components/member-page';
import { ListSkeleton } from '../../../components/list-skeleton';
import { EmptyAction } from '../../../components/empty-action';
import { isPositiveId } from '../../../lib/route-id';
import { useNewsItem } from '../api/get-news-item';
import { checkNews } from '../api/check-news';
import { NewsLink } from './news-link';

const Article = styled(Card)`
  img { display: block; width: 100%; max-height: 420px; object-fit: cover; }
  > div { padding: 20px; ${media.tablet} { padding: 28px; } }
  h2 { margin: 0 0 6px; font-size: 1.3rem; }
  time { color: ${({ theme }) => theme.color.muted}; font-size: 0.9rem; }
  p { line-height: 1.8; overflow-wrap: anywhere; }
`;

const notFound = <EmptyAction message="找不到這則消息" to="/member/news" action="回最新消息" />;

function NewsDetail({ id }: { id: string }) {
  const { data: item, error, isLoading, mutate } = useNewsItem(id);
  useEffect(() => {
    if (item) void checkNews(item.id);
  }, [item]);
  if (isLoading) return <ListSkeleton rows={1} height={360} />;
  if (error instanceof ApiError && error.status === 404) return notFound;
  if (error || !item) return <ErrorState onRetry={() => void mutate()} />;
  return (
    <Article as="article" aria-labelledby="news-title">
      {item.image && <img src={item.image} alt="" />}
      <div>
        <h2 id="news-title">{item.title}</h2>
        <time dateTime={item.published_at}>{formatDate(item.published_at)}</time>
        <p>
          <MultilineText text={item.body} />
        </p>
        {item.link && <NewsLink href={item.link} />}
      </div>
    </Article>
  );
}

/** /member/news/:newsId — one piece of news; opening it marks it seen. */
export function NewsDetailPage() {
  const { newsId } = useParams();
  return (
    <MemberPage title="消息內容" back={{ to: '/member/news', label: '最新消息' }}>
      {isPositiveId(newsId) ? <NewsDetail id={newsId} /> : notFound}
    </MemberPage>
  );
}
