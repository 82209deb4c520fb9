import styled from 'styled-components';
import { rules, type CommentDetail } from '@joy/contract';
import { MultilineText, formatDate } from '@joy/ui';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { padding: 14px 0; border-top: 1px solid ${({ theme }) => theme.color.border}; }
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

const Photos = styled.ul`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  list-style: none;
  padding: 0;
  margin: 10px 0 0;
  li { padding: 0; border: 0; }
  img { display: block; width: 80px; height: 80px; object-fit: cover; border-radius: 8px; }
`;

const Reply = styled.div`
  margin-top: 10px;
  padding: 10px 12px;
  border-radius: 8px;
  background: ${({ theme }) => theme.color.surface};
  strong { display: block; font-size: 0.9rem; }
`;

/** The payment's comments (at most the member's one): scores, text with line breaks, photos, the store's reply. */
export function PaymentComments({ comments }: { comments: CommentDetail[] }) {
  return (
    <List aria-label="評論">
      {comments.map((comment) => (
        <li key={comment.id}>
          <Meta>
            <strong aria-label={`總評 ${comment.score} 分`}>★ {comment.score}</strong>
            {comment.sub_scores.slice(0, 4).map((score, i) => (
              <span key={rules.COMMENT_SUB_SCORE_LABELS[i]}>
                {rules.COMMENT_SUB_SCORE_LABELS[i]} {score}
              </span>
            ))}
            <time dateTime={comment.created_at}>{formatDate(comment.created_at)}</time>
          </Meta>
          {comment.title && <h3>{comment.title}</h3>}
          <p>
            <MultilineText text={comment.body} />
          </p>
          {comment.images.length > 0 && (
            <Photos aria-label="評論照片">
              {comment.images.map((src, i) => (
                <li key={src}>
                  <img src={src} alt={`評論照片 ${i + 1}`} width={80} height={80} loading="lazy" />
                </li>
              ))}
            </Photos>
          )}
          {comment.reply && (
            <Reply>
              <strong>店家回覆</strong>
              <MultilineText text={comment.reply} />
            </Reply>
          )}
        </li>
      ))}
    </List>
  );
}
