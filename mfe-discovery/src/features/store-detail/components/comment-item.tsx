import styled from 'styled-components';
import { commentSources, rules } from '@joy/contract';
import { MultilineText, formatDate, ClampedText } from '@joy/ui';
import type { StoreComment } from '../api/get-store-comments';

const SUB_SCORE_LABELS = rules.COMMENT_SUB_SCORE_LABELS;

const Item = styled.li`
  padding: 16px 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h3 { margin: 4px 0; font-size: 1rem; }
`;

const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.muted};
`;

const Images = styled.ul`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  padding: 0;
  margin: 8px 0 0;
  list-style: none;
  img { display: block; width: 96px; height: 96px; object-fit: cover; border-radius: 8px; }
`;

const Dined = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 0 8px;
  border-radius: 10px;
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primaryDark};
  font-weight: 600;
  span { font-weight: 400; }
`;

const Reply = styled.div`
  margin-top: 10px;
  padding: 10px 12px;
  border-radius: 8px;
  background: ${({ theme }) => theme.color.surface};
  strong { margin-right: 8px; font-size: 0.9rem; }
  time { font-size: 0.85rem; color: ${({ theme }) => theme.color.muted}; }
  p { margin: 4px 0 0; }
`;

/**
 * One comment: overall and four sub scores, 已用餐 with where it comes from (a booking or a
 * payment; the seeded ones say nothing), title, body clamped to 5 lines, photos, the store's
 * reply with its date.
 */
export function CommentItem({ comment }: { comment: StoreComment }) {
  const source = comment.source ? commentSources[comment.source] : null;
  return (
    <Item>
      <Meta>
        <strong>{comment.name}</strong>
        <span aria-label={`總評 ${comment.score} 分`}>★ {comment.score}</span>
        {comment.created_at && <span>{formatDate(comment.created_at)}</span>}
        {source && (
          <Dined title={source.note}>
            已用餐<span>・{source.label}</span>
          </Dined>
        )}
      </Meta>
      <Meta aria-label="細項評分">
        {(comment.sub_scores ?? []).slice(0, 4).map((score, i) => (
          <span key={SUB_SCORE_LABELS[i]}>
            {SUB_SCORE_LABELS[i]} {score}
          </span>
        ))}
      </Meta>
      {comment.title && <h3>{comment.title}</h3>}
      <ClampedText text={comment.body} lines={5} />
      {comment.images?.length > 0 && (
        <Images aria-label="評論照片">
          {comment.images.map((src, i) => (
            <li key={src}>
              <img src={src} alt={`${comment.name} 的照片 ${i + 1}`} loading="lazy" width={96} height={96} />
            </li>
          ))}
        </Images>
      )}
      {comment.reply && (
        <Reply>
          <strong>店家回覆</strong>
          {comment.reply_at && <time dateTime={comment.reply_at}>{formatDate(comment.reply_at)}</time>}
          <p>
            <MultilineText text={comment.reply} />
          </p>
        </Reply>
      )}
    </Item>
  );
}
