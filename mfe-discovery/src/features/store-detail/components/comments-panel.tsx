import styled from 'styled-components';
import { EmptyState, ErrorState, Loading } from '@joy/ui';
import { LoadMore } from '../../../components/load-more';
import { useStoreComments } from '../api/get-store-comments';
import { CommentItem } from './comment-item';
import { Section } from './section';

const List = styled.ul`
  padding: 0;
  margin: 0;
  list-style: none;
`;

/** 評論: 5 per page with 更多評論 (§9). */
export function CommentsPanel({ storeId }: { storeId: string }) {
  const { items, loading, error, hasMore, loadMore } = useStoreComments(storeId);
  let body;
  if (items.length === 0) {
    if (error) body = <ErrorState onRetry={loadMore} />;
    else if (loading || hasMore) body = <Loading />;
    else body = <EmptyState message="還沒有評論，成為第一個分享用餐心得的人吧！" />;
  } else {
    body = (
      <>
        <List>
          {items.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </List>
        <LoadMore loading={loading} hasMore={hasMore} error={error} onMore={loadMore} label="更多評論" />
      </>
    );
  }
  return (
    <Section aria-labelledby="comments-title">
      <h2 id="comments-title">顧客評論</h2>
      {body}
    </Section>
  );
}
