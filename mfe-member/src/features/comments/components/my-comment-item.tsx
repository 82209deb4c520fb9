import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CommentDetail } from '@joy/contract';
import { rules } from '@joy/contract';
import { Button, MultilineText, formatDate, media, ClampedText } from '@joy/ui';
import { editLink } from '../lib/edit-link';

/** The four sub scores in the contract's order: food, service, ambience, value. */
const SUB_SCORE_LABELS = rules.COMMENT_SUB_SCORE_LABELS;

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

const Photos = styled.ul`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  list-style: none;
  padding: 0;
  margin: 10px 0 0;
  img { display: block; width: 88px; height: 88px; object-fit: cover; border-radius: 8px; }
`;

const Reply = styled.div`
  margin-top: 12px;
  padding: 10px 12px;
  border-radius: 8px;
  background: ${({ theme }) => theme.color.surface};
  strong { display: block; margin-bottom: 4px; font-size: 0.9rem; }
  time { font-size: 0.8rem; color: ${({ theme }) => theme.color.muted}; }
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
        {comment.sub_scores.slice(0, 4).map((score, i) => (
          <span key={SUB_SCORE_LABELS[i]}>
            {SUB_SCORE_LABELS[i]} {score}
          </span>
        ))}
      </Meta>
      {comment.title && <h3>{comment.title}</h3>}
      <ClampedText text={comment.body} />
      {comment.images.length > 0 && (
        <Photos aria-label="評論照片">
          {comment.images.map((src, i) => (
            <li key={src}>
              <img src={src} alt={`評論照片 ${i + 1}`} width={88} height={88} loading="lazy" />
            </li>
          ))}
        </Photos>
      )}
      {comment.reply && (
        <Reply>
          <strong>店家回覆</strong>
          <MultilineText text={comment.reply} />
          {comment.reply_at && (
            <>
              {' '}
              <time dateTime={comment.reply_at}>{formatDate(comment.reply_at)}</time>
            </>
          )}
        </Reply>
      )}
    </Item>
  );
}
