/**
 * Uploaded pictures are judged by their bytes, never by name or declared type: PNG, JPEG
 * and WebP only, at most 5 MB, decoded and re-encoded, stored in the object storage
 * (UPLOAD_DIR, or the S3-compatible bucket every instance shares) under <folder>/ with a
 * random name.
 */
import crypto from 'node:crypto';
import sharp from 'sharp';
import type { ObjectStorage } from '../adapters/storage';
import { MAX_UPLOAD_BYTES } from './define-route';

export function imageExtension(data: Buffer): 'png' | 'jpg' | 'webp' | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Longest edge of a stored avatar (the client crops it to a circle far smaller). */
export const AVATAR_EDGE = 512;

/**
 * Decodes the picture and writes it again — upright, within AVATAR_EDGE, WebP, without any
 * metadata (a phone photo's EXIF carries where it was taken) and without whatever followed
 * the image data in the file — and returns its public URL; null when the bytes are not an
 * accepted image or do not decode.
 */
export async function storeImage(storage: ObjectStorage, folder: string, data: Buffer): Promise<string | null> {
  if (!imageExtension(data) || data.length > MAX_UPLOAD_BYTES) return null;
  let image: Buffer;
  try {
    image = await sharp(data, { limitInputPixels: 60_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: AVATAR_EDGE, height: AVATAR_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    return null;
  }
  return storage.put(`${folder}/${crypto.randomBytes(16).toString('hex')}.webp`, image, 'image/webp');
}

/** Removes a picture this module stored (anything else, e.g. seed files, is left alone). */
export async function removeImage(storage: ObjectStorage, url: string): Promise<void> {
  await storage.remove(url);
}
