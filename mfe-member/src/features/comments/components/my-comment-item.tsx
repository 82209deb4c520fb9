import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CommentDetail } from '@joy/contract';
import { Button, formatDate, media, ClampedText } from '@joy/ui';
import { CommentPhotos, StoreReply, SubScores } from '../../../components/comment-parts';
import { editLink } from '../lib/edit-link';

const Item = styled.li`
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  h2 { margin: 0; font-size: 1.05rem; }
  h2 a { color: inherit; }
  h3 { margin: 10px 0 0; font-size: 1rem; }
  ${media.tablet} { padding: 20px; }
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Meta = styled.p`
  margin: 6px 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
  strong { color: ${({ theme }) => theme.color.primaryDark}; }
`;

/** One of the member's comments: store, overall and sub scores, text, photos, the store's reply, and 修改評論. */
export function MyCommentItem({ comment }: { comment: CommentDetail }) {
  const edit = editLink(comment);
  return (
    <Item>
      <Head>
        <h2>
          <Link to={`/store/${comment.store.id}`}>{comment.store.name}</Link>
        </h2>
        {edit && (
          <Button as={Link} to={edit} $variant="ghost" aria-label={`修改「${comment.store.name}」的評論`}>
            修改評論
          </Button>
        )}
      </Head>
      <Meta>
        <strong aria-label={`總評 ${comment.score} 分`}>★ {comment.score}</strong>
        <span>
          <time dateTime={comment.created_at}>{formatDate(comment.created_at)}</time>
          {comment.updated_at && '（已編輯）'}
        </span>
      </Meta>
      <Meta aria-label="細項評分">
        <SubScores scores={comment.sub_scores} />
      </Meta>
      {comment.title && <h3>{comment.title}</h3>}
      <ClampedText text={comment.body} />
      <CommentPhotos images={comment.images} size={88} />
      <StoreReply reply={comment.reply} at={comment.reply_at} />
    </Item>
  );
}
