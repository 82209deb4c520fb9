import { sourceRect, type Crop, type Frame } from './crop';
import type { LoadedImage } from './load-image';

/** Side of the uploaded avatar in pixels (smaller when the chosen square has fewer pixels). */
export const AVATAR_SIZE = 512;

/** Draws the square under the viewport onto a canvas and encodes it as JPEG (white behind transparency). */
export function exportCrop(image: LoadedImage, crop: Crop, frame: Frame, size = AVATAR_SIZE): Promise<Blob> {
  const { sx, sy, size: side } = sourceRect(crop, frame);
  const out = Math.max(1, Math.min(size, Math.round(side)));
  const canvas = document.createElement('canvas');
  canvas.width = out;
  canvas.height = out;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('canvas unavailable'));
  ctx.imageSmoothingQuality = 'high';
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, out, out);
  ctx.drawImage(image.source, sx, sy, side, side, 0, 0, out, out);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))), 'image/jpeg', 0.9));
}
