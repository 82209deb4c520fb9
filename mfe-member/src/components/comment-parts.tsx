import styled from 'styled-components';
import { rules, type CommentDetail } from '@joy/contract';
import { MultilineText, formatDate } from '@joy/ui';

/** The four sub scores in the contract's order (food, service, ambience, value), each as a span. */
export function SubScores({ scores }: { scores: CommentDetail['sub_scores'] }) {
  return (
    <>
      {scores.slice(0, 4).map((score, i) => (
        <span key={rules.COMMENT_SUB_SCORE_LABELS[i]}>
          {rules.COMMENT_SUB_SCORE_LABELS[i]} {score}
        </span>
      ))}
    </>
  );
}

const PhotoList = styled.ul<{ $size: number }>`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  list-style: none;
  padding: 0;
  margin: 10px 0 0;
  img { display: block; width: ${({ $size }) => $size}px; height: ${({ $size }) => $size}px; object-fit: cover; border-radius: 8px; }
`;

/** A comment's photos as a scrolling row of square thumbnails (nothing when there are none). */
export function CommentPhotos({ images, size }: { images: string[]; size: number }) {
  if (images.length === 0) return null;
  return (
    <PhotoList aria-label="評論照片" $size={size}>
      {images.map((src, i) => (
        <li key={src}>
          <img src={src} alt={`評論照片 ${i + 1}`} width={size} height={size} loading="lazy" />
        </li>
      ))}
    </PhotoList>
  );
}

const ReplyBox = styled.div`
  margin-top: 12px;
  padding: 10px 12px;
  border-radius: 8px;
  background: ${({ theme }) => theme.color.surface};
  strong { display: block; margin-bottom: 4px; font-size: 0.9rem; }
  time { font-size: 0.8rem; color: ${({ theme }) => theme.color.muted}; }
`;

/** The store's reply to a comment, with its time when given (nothing without a reply). */
export function StoreReply({ reply, at }: { reply: string | null; at?: string | null }) {
  if (!reply) return null;
  return (
    <ReplyBox>
      <strong>店家回覆</strong>
      <MultilineText text={reply} />
      {at && (
        <>
          {' '}
          <time dateTime={at}>{formatDate(at)}</time>
        </>
      )}
    </ReplyBox>
  );
}
