/**
 * The passbook cover photo of a bank account: judged by its bytes (JPEG, PNG or WebP — never
 * the name or declared type), decoded and re-encoded by sharp (upright, within 1600 px,
 * WebP, metadata stripped), then stored through the object storage under `passbooks/` with
 * a random 128-bit name. The same checks and words as comment photos (lib/comment-images.ts).
 */
import crypto from 'node:crypto';
import sharp from 'sharp';
import { PASSBOOK_IMAGE_MAX_BYTES, rules } from '@joy/contract';
import type { ObjectStorage } from '../adapters/storage';
import type { UploadedFile } from './define-route';
import { imageExtension } from './image-upload';

const EDGE = 1600;

export type PassbookCheck = { ok: true; image: Buffer } | { ok: false; message: string };

export async function preparePassbookImage(file: UploadedFile): Promise<PassbookCheck> {
  if (file.data.length > PASSBOOK_IMAGE_MAX_BYTES) return { ok: false, message: rules.commentMessages.imageTooLarge };
  if (!imageExtension(file.data)) return { ok: false, message: rules.commentMessages.imageType };
  try {
    const image = await sharp(file.data, { limitInputPixels: 60_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: EDGE, height: EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return { ok: true, image };
  } catch {
    return { ok: false, message: rules.commentMessages.imageUnreadable };
  }
}

export const storePassbookImage = (storage: ObjectStorage, image: Buffer): Promise<string> =>
  storage.put(`passbooks/${crypto.randomBytes(16).toString('hex')}.webp`, image, 'image/webp');
