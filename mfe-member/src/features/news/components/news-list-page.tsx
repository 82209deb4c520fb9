import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { NewsItem } from '@joy/contract';
import { formatDate, media } from '@joy/ui';
import { MemberPage } from '../../../components/member-page';
import { PagedView } from '../../../components/paged-view';
import { EmptyAction } from '../../../components/empty-action';
import { useNewsList } from '../api/get-news-list';
import { checkNews } from '../api/check-news';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 1fr;
  gap: 12px;
  padding: 16px 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  img { width: 100%; aspect-ratio: 16 / 9; object-fit: cover; border-radius: 8px; }
  h2 { margin: 0 0 4px; font-size: 1.05rem; }
  h2 a { color: inherit; text-decoration: none; }
  h2 a::after { content: ''; position: absolute; inset: 0; }
  h2 a:focus-visible { outline: none; }
  &:focus-within { outline: 3px solid ${({ theme }) => theme.color.primary}; outline-offset: 2px; }
  time { font-size: 0.85rem; color: ${({ theme }) => theme.color.muted}; }
  p { margin: 4px 0 0; color: ${({ theme }) => theme.color.muted}; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; }
  ${media.tablet} { grid-template-columns: 200px 1fr; img { aspect-ratio: 4 / 3; } }
`;

function NewsRow({ item }: { item: NewsItem }) {
  return (
    <Item>
      {item.image && <img src={item.image} alt="" loading="lazy" />}
      <div>
        <h2>
          <Link to={`/member/news/${item.id}`}>{item.title}</Link>
        </h2>
        <time dateTime={item.published_at}>{formatDate(item.published_at)}</time>
        <p>{item.body}</p>
      </div>
    </Item>
  );
}

function News() {
  const list = useNewsList();
  const newest = list.items[0]?.id;
  // Seeing the list clears the news badge up to the newest item.
  useEffect(() => {
    if (newest) void checkNews(newest);
  }, [newest]);
  return (
    <PagedView list={list} empty={<EmptyAction message="目前沒有最新消息" />} moreLabel="更多消息">
      {(items) => (
        <List aria-label="最新消息">
          {items.map((item) => (
            <NewsRow key={item.id} item={item} />
          ))}
        </List>
      )}
    </PagedView>
  );
}

/** /member/news: platform news, newest first. */
export function NewsListPage() {
  return (
    <MemberPage title="最新消息">
      <News />
    </MemberPage>
  );
}
