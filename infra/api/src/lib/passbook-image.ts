/**
 * The passbook cover photo of a bank account: judged by its bytes (JPEG, PNG or WebP — never
 * the name or declared type), decoded and re-encoded by sharp (upright, within 1600 px,
 * WebP, metadata stripped), then stored through the object storage under `passbooks/` with
 * a random 128-bit name. The same checks and words as comment photos (lib/comment-images.ts).
 * The folder is private (adapters/storage.ts): `sendPassbookImage` hands the bytes to the
 * account's owner or staff, never cached, sandboxed like every upload.
 */
import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import { PASSBOOK_IMAGE_MAX_BYTES, rules } from '@joy/contract';
import type { ObjectStorage } from '../adapters/storage';
import { ApiFailure } from './api-error';
import { UPLOAD_CSP } from './static-file';
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

/** Sends a stored passbook photo, or the envelope 404 (`notFound`) when there is none. */
export async function sendPassbookImage(storage: ObjectStorage, url: string | null, reply: FastifyReply, notFound: () => ApiFailure): Promise<null> {
  const image = url ? await storage.read(url) : null;
  if (!image) throw notFound();
  reply
    .type('image/webp')
    .header('Cache-Control', 'private, no-store')
    .header('Content-Security-Policy', UPLOAD_CSP)
    .header('Content-Disposition', 'inline; filename="passbook.webp"')
    .send(image);
  return null;
}
