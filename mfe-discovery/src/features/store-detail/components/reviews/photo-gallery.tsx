import { useEffect, useRef, type TouchEvent } from 'react';
import styled from 'styled-components';
import { Button, Dialog } from '@joy/ui';
import type { ReviewPhoto } from './photo-grid';

const Figure = styled.figure`
  margin: 0;
  touch-action: pan-y;
  img { display: block; width: 100%; height: auto; max-height: 65vh; object-fit: contain; background: #111; border-radius: 8px; }
  figcaption { margin-top: 8px; font-size: 0.9rem; color: ${({ theme }) => theme.color.muted}; }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 12px;
  p { margin: 0; font-variant-numeric: tabular-nums; }
`;

/** How far (px) a finger must travel sideways to turn the photo. */
const SWIPE = 40;

/**
 * The review photos one at a time in a dialog (focus kept inside, Escape closes and gives the
 * focus back to the thumbnail): ←/→ or 上一張/下一張 move (round the ends), a swipe moves on
 * touch, and the position (「3 / 12」) is announced.
 */
export function PhotoGallery({ photos, index, onIndex, onClose }: { photos: ReviewPhoto[]; index: number; onIndex: (index: number) => void; onClose: () => void }) {
  const count = photos.length;
  const move = (step: number) => onIndex((index + step + count) % count);
  const moveRef = useRef(move);
  useEffect(() => {
    moveRef.current = move;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') moveRef.current(1);
      else if (event.key === 'ArrowLeft') moveRef.current(-1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const startX = useRef<number | null>(null);
  const onTouchStart = (event: TouchEvent) => {
    startX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const from = startX.current;
    startX.current = null;
    const to = event.changedTouches[0]?.clientX;
    if (from === null || to === undefined || Math.abs(to - from) < SWIPE) return;
    move(to < from ? 1 : -1);
  };

  const photo = photos[index];
  if (!photo) return null;
  return (
    <Dialog open title="評論照片" onClose={onClose} width={960}>
      <Figure onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <img src={photo.src} alt={photo.alt} />
        <figcaption>{photo.alt}</figcaption>
      </Figure>
      <Bar>
        <Button type="button" $variant="ghost" onClick={() => move(-1)} disabled={count < 2}>
          上一張
        </Button>
        <p aria-live="polite" aria-atomic="true">
          {index + 1} / {count}
        </p>
        <Button type="button" $variant="ghost" onClick={() => move(1)} disabled={count < 2}>
          下一張
        </Button>
      </Bar>
    </Dialog>
  );
}
