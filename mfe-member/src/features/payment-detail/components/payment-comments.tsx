import styled from 'styled-components';
import type { CommentDetail } from '@joy/contract';
import { MultilineText, formatDate } from '@joy/ui';
import { CommentPhotos, StoreReply, SubScores } from '../../../components/comment-parts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li { padding: 14px 0; border-top: 1px solid ${({ theme }) => theme.color.border}; }
  h3 { margin: 6px 0 0; font-size: 1rem; }
  p { margin: 6px 0 0; line-height: 1.7; overflow-wrap: anywhere; }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
  strong { color: ${({ theme }) => theme.color.primaryDark}; }
`;

/** The payment's comments (at most the member's one): scores, text with line breaks, photos, the store's reply. */
export function PaymentComments({ comments }: { comments: CommentDetail[] }) {
  return (
    <List aria-label="評論">
      {comments.map((comment) => (
        <li key={comment.id}>
          <Meta>
            <strong aria-label={`總評 ${comment.score} 分`}>★ {comment.score}</strong>
            <SubScores scores={comment.sub_scores} />
            <time dateTime={comment.created_at}>{formatDate(comment.created_at)}</time>
          </Meta>
          {comment.title && <h3>{comment.title}</h3>}
          <p>
            <MultilineText text={comment.body} />
          </p>
          <CommentPhotos images={comment.images} size={80} />
          <StoreReply reply={comment.reply} />
        </li>
      ))}
    </List>
  );
}
