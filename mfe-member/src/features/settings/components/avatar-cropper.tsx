import { useEffect, useId, useRef, type Dispatch, type KeyboardEvent, type PointerEvent, type SetStateAction } from 'react';
import styled from 'styled-components';
import { MAX_ZOOM, ZOOM_STEP, atZoomLevel, cropForKey, moveCrop, sourceRect, zoomCrop, zoomLevel, type Crop, type Frame } from '../lib/crop';
import type { LoadedImage } from '../lib/load-image';

/** Side of the crop viewport in canvas units (shown at up to 320 CSS px, smaller on narrow phones). */
export const VIEW = 320;
const PREVIEW = 96;

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 20px;
  align-items: flex-start;
`;

const Stage = styled.div`
  width: min(${VIEW}px, 100%);
  touch-action: none;
  border-radius: 8px;
  overflow: hidden;
  cursor: grab;
  &:active { cursor: grabbing; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; outline-offset: 3px; }
  canvas { display: block; width: 100%; height: auto; background: #222; }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 180px;
  flex: 1;
  label { font-weight: 600; }
  input[type='range'] { width: 100%; accent-color: ${({ theme }) => theme.color.primary}; }
  canvas { width: ${PREVIEW}px; height: ${PREVIEW}px; border-radius: 50%; border: 1px solid ${({ theme }) => theme.color.border}; }
  p { margin: 0; font-size: 0.85rem; color: ${({ theme }) => theme.color.muted}; }
`;

function paint(canvas: HTMLCanvasElement | null, draw: (ctx: CanvasRenderingContext2D) => void) {
  const ctx = canvas?.getContext('2d');
  if (ctx) draw(ctx);
}

interface Props {
  image: LoadedImage;
  frame: Frame;
  crop: Crop;
  setCrop: Dispatch<SetStateAction<Crop>>;
}

/**
 * A square cropper on a canvas: drag (mouse, pen, touch) or the arrow keys move the picture,
 * the wheel, + / - or the slider zoom, 0 starts over; the round preview shows the result.
 */
export function AvatarCropper({ image, frame, crop, setCrop }: Props) {
  const helpId = useId();
  const zoomId = useId();
  const stage = useRef<HTMLDivElement>(null);
  const view = useRef<HTMLCanvasElement>(null);
  const preview = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);

  useEffect(() => {
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    if (view.current) view.current.width = view.current.height = VIEW * dpr;
    paint(view.current, (ctx) => {
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.clearRect(0, 0, VIEW, VIEW);
      ctx.drawImage(image.source, crop.x, crop.y, image.width * crop.scale, image.height * crop.scale);
      // Dim what falls outside the round avatar.
      ctx.fillStyle = 'rgba(0, 0, 0, 0.45)';
      ctx.beginPath();
      ctx.rect(0, 0, VIEW, VIEW);
      ctx.arc(VIEW / 2, VIEW / 2, VIEW / 2, 0, Math.PI * 2);
      ctx.fill('evenodd');
    });
    const { sx, sy, size } = sourceRect(crop, frame);
    paint(preview.current, (ctx) => {
      ctx.clearRect(0, 0, PREVIEW, PREVIEW);
      ctx.drawImage(image.source, sx, sy, size, size, 0, 0, PREVIEW, PREVIEW);
    });
  }, [image, crop, frame]);

  // The wheel zooms around the pointer; React's wheel listener is passive, so this one is native.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const k = VIEW / (rect.width || VIEW);
      const anchor = { x: (event.clientX - rect.left) * k, y: (event.clientY - rect.top) * k };
      setCrop((c) => zoomCrop(c, event.deltaY < 0 ? c.scale * ZOOM_STEP : c.scale / ZOOM_STEP, frame, anchor));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [frame, setCrop]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = drag.current;
    if (!last || last.id !== event.pointerId) return;
    const k = VIEW / (event.currentTarget.getBoundingClientRect().width || VIEW);
    const dx = (event.clientX - last.x) * k;
    const dy = (event.clientY - last.y) * k;
    if (!Number.isFinite(dx) || !Number.isFinite(dy)) return;
    drag.current = { ...last, x: event.clientX, y: event.clientY };
    setCrop((c) => moveCrop(c, dx, dy, frame));
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = cropForKey(event.key, event.shiftKey, crop, frame);
    if (!next) return;
    event.preventDefault();
    setCrop(next);
  };

  const level = zoomLevel(crop, frame);
  return (
    <Layout>
      <Stage
        ref={stage}
        tabIndex={0}
        role="group"
        aria-label="裁切頭像"
        aria-describedby={helpId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
      >
        <canvas ref={view} width={VIEW} height={VIEW} aria-hidden="true" />
      </Stage>
      <Side>
        <label htmlFor={zoomId}>縮放</label>
        <input
          id={zoomId}
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.05}
          value={level}
          aria-valuetext={`${Math.round(level * 100)}%`}
          onChange={(e) => setCrop((c) => atZoomLevel(c, Number(e.target.value), frame))}
        />
        <span>預覽</span>
        <canvas ref={preview} width={PREVIEW} height={PREVIEW} role="img" aria-label="頭像預覽" />
        <p id={helpId}>拖曳圖片或用方向鍵移動（Shift 加快），滾輪或 + / - 縮放，按 0 重新置中。</p>
      </Side>
    </Layout>
  );
}
