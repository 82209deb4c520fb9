/**
 * The avatar cropper's geometry, kept pure so it can be tested without a canvas.
 *
 * The crop is a square viewport of `view` units. The image (natural `width` × `height`) is
 * drawn at `scale` viewport units per image pixel with its top-left corner at (`x`, `y`).
 * The image always covers the whole viewport: the smallest scale fits its short side, the
 * largest is MAX_ZOOM times that, and the offsets are clamped so no empty edge shows. The
 * uploaded square is the part of the image under the viewport (`sourceRect`).
 */
export const MAX_ZOOM = 4;
export const MOVE_STEP = 10;
export const MOVE_STEP_LARGE = 40;
export const ZOOM_STEP = 1.1;

export interface Frame {
  view: number;
  width: number;
  height: number;
}

export interface Crop {
  scale: number;
  x: number;
  y: number;
}

const clampNumber = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export const minScale = (f: Frame): number => f.view / Math.min(f.width, f.height);
export const maxScale = (f: Frame): number => minScale(f) * MAX_ZOOM;

export function clampCrop(c: Crop, f: Frame): Crop {
  const scale = clampNumber(c.scale, minScale(f), maxScale(f));
  return {
    scale,
    x: clampNumber(c.x, f.view - f.width * scale, 0),
    y: clampNumber(c.y, f.view - f.height * scale, 0),
  };
}

/** The whole short side, centred. */
export function initialCrop(f: Frame): Crop {
  const scale = minScale(f);
  return { scale, x: (f.view - f.width * scale) / 2, y: (f.view - f.height * scale) / 2 };
}

export const moveCrop = (c: Crop, dx: number, dy: number, f: Frame): Crop => clampCrop({ ...c, x: c.x + dx, y: c.y + dy }, f);

/** Zooms to `scale`, keeping the image point under `anchor` (default: the centre) in place. */
export function zoomCrop(c: Crop, scale: number, f: Frame, anchor = { x: f.view / 2, y: f.view / 2 }): Crop {
  const next = clampNumber(scale, minScale(f), maxScale(f));
  const imageX = (anchor.x - c.x) / c.scale;
  const imageY = (anchor.y - c.y) / c.scale;
  return clampCrop({ scale: next, x: anchor.x - imageX * next, y: anchor.y - imageY * next }, f);
}

/** 1 (fit) … MAX_ZOOM, for the zoom slider. */
export const zoomLevel = (c: Crop, f: Frame): number => c.scale / minScale(f);
export const atZoomLevel = (c: Crop, level: number, f: Frame): Crop => zoomCrop(c, level * minScale(f), f);

/** The square of the image (in image pixels) under the viewport. */
export function sourceRect(c: Crop, f: Frame): { sx: number; sy: number; size: number } {
  return { sx: 0 - c.x / c.scale, sy: 0 - c.y / c.scale, size: f.view / c.scale };
}

/**
 * Keyboard: arrows move the image (Shift for bigger steps), + / = zoom in, - zoom out,
 * 0 resets. Returns null for other keys so they keep their usual meaning.
 */
export function cropForKey(key: string, shift: boolean, c: Crop, f: Frame): Crop | null {
  const step = shift ? MOVE_STEP_LARGE : MOVE_STEP;
  switch (key) {
    case 'ArrowLeft':
      return moveCrop(c, -step, 0, f);
    case 'ArrowRight':
      return moveCrop(c, step, 0, f);
    case 'ArrowUp':
      return moveCrop(c, 0, -step, f);
    case 'ArrowDown':
      return moveCrop(c, 0, step, f);
    case '+':
    case '=':
      return zoomCrop(c, c.scale * ZOOM_STEP, f);
    case '-':
    case '_':
      return zoomCrop(c, c.scale / ZOOM_STEP, f);
    case '0':
      return initialCrop(f);
    default:
      return null;
  }
}
