import styled from 'styled-components';
import type { StoreComment } from '../../api/get-store-comments';

/** One photo of a review with the words a screen reader and the gallery say for it. */
export interface ReviewPhoto {
  src: string;
  alt: string;
}

/** The photos of the loaded reviews, in their order, each described by its review. */
export function reviewPhotos(comments: StoreComment[]): ReviewPhoto[] {
  return comments.flatMap((c) =>
    c.images.map((src, i) => ({
      src,
      alt: `${c.name}的評論「${c.title || c.body.slice(0, 20)}」照片${c.images.length > 1 ? ` ${i + 1}` : ''}`,
    })),
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(104px, 1fr));
  gap: 8px;
  padding: 0;
  margin: 0;
  list-style: none;
  button { display: block; width: 100%; padding: 0; border: 0; border-radius: 8px; overflow: hidden; cursor: zoom-in; background: #eee; }
  button:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; outline-offset: 2px; }
  img { display: block; width: 100%; height: auto; aspect-ratio: 1; object-fit: cover; }
`;

/** 照片: a grid of thumbnails (loaded as they scroll into view); pressing one opens the gallery there. */
export function PhotoGrid({ photos, onOpen }: { photos: ReviewPhoto[]; onOpen: (index: number) => void }) {
  return (
    <Grid aria-label="評論照片">
      {photos.map((photo, i) => (
        <li key={`${photo.src}-${i}`}>
          <button type="button" onClick={() => onOpen(i)} aria-label={`放大檢視：${photo.alt}（${i + 1} / ${photos.length}）`}>
            <img src={photo.src} alt="" loading="lazy" decoding="async" width={160} height={160} />
          </button>
        </li>
      ))}
    </Grid>
  );
}
