/**
 * Comment photos: judged by their bytes (JPEG, PNG or WebP magic numbers — never the file
 * name or declared type), limited in count and size by the contract's rules (the form shows
 * the same numbers), then decoded and re-encoded by sharp: turned upright from EXIF, scaled
 * to fit 1600 px, written as WebP without metadata (no camera or GPS data leaves the
 * server). A file that claims to be an image but does not decode is refused too.
 */
import crypto from 'node:crypto';
import sharp from 'sharp';
import { rules } from '@joy/contract';
import type { ObjectStorage } from '../adapters/storage';
import type { UploadedFile } from './define-route';
import { imageExtension } from './image-upload';

export const COMMENT_IMAGE_EDGE = 1600;
const FOLDER = 'comments';

export type ImageCheck = { ok: true; images: Buffer[] } | { ok: false; message: string };

/** Checks and re-encodes the uploaded photos; nothing is stored yet. */
export async function prepareCommentImages(files: readonly UploadedFile[], alreadyKept = 0): Promise<ImageCheck> {
  if (files.length + alreadyKept > rules.COMMENT_IMAGE_MAX_COUNT) return { ok: false, message: rules.commentMessages.imageTooMany };
  for (const file of files) {
    if (file.data.length > rules.COMMENT_IMAGE_MAX_BYTES) return { ok: false, message: rules.commentMessages.imageTooLarge };
    if (!imageExtension(file.data)) return { ok: false, message: rules.commentMessages.imageType };
  }
  const images: Buffer[] = [];
  for (const file of files) {
    try {
      images.push(
        await sharp(file.data, { limitInputPixels: 60_000_000, failOn: 'error' })
          .rotate()
          .resize({ width: COMMENT_IMAGE_EDGE, height: COMMENT_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
      );
    } catch {
      return { ok: false, message: rules.commentMessages.imageUnreadable };
    }
  }
  return { ok: true, images };
}

/** Stores prepared photos; returns their URLs in order. */
export async function storeCommentImages(storage: ObjectStorage, images: readonly Buffer[]): Promise<string[]> {
  const urls: string[] = [];
  for (const data of images) urls.push(await storage.put(`${FOLDER}/${crypto.randomBytes(16).toString('hex')}.webp`, data, 'image/webp'));
  return urls;
}

/** Best-effort removal (a failed write, replaced photos); a leftover file is harmless. */
export async function removeCommentImages(storage: ObjectStorage, urls: readonly string[]): Promise<void> {
  await Promise.all(urls.map((url) => storage.remove(url).catch(() => undefined)));
}
