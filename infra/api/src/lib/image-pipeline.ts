/**
 * The image pipeline: a picture is uploaded once and served in responsive sizes.
 *
 * An upload is judged by its bytes like the comment photos (JPEG, PNG or WebP magic numbers,
 * the contract's size limit, and it must decode), then normalised by sharp — turned upright
 * from EXIF, scaled to fit ORIGINAL_EDGE, written again in its own format without any
 * metadata — and named by the SHA-256 of the result. The storage adapter keeps it once as
 * `images/<hash>.<ext>` (the same picture uploaded twice is one object and one `images` row),
 * with its size and a tiny blurred WebP placeholder (a data URI of ~16 px, a few hundred
 * bytes) that pages paint while the picture loads.
 *
 * Variants — `GET /images/<hash>/<width>.<webp|avif|jpg>` for the widths of IMAGE_WIDTHS —
 * are made on their first request and then kept in the storage next to the original
 * (`images/<hash>/<width>.<ext>`); a width wider than the original gives the original's width
 * (never upscaled). Concurrent first requests share one encoding in this instance, and the
 * storage writes whole objects only (a temporary name renamed into place, or one S3 PUT), so
 * two instances racing on a variant both leave a correct one.
 */
import crypto from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { IMAGE_WIDTHS, rules, type ImageFormat, type ImageWidth } from '@joy/contract';
import type { ObjectStorage } from '../adapters/storage';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { imageExtension } from './image-upload';

/** Longest edge of a kept original: enough for the widest variant on any screen. */
export const ORIGINAL_EDGE = 2560;
/** Width of the inlined placeholder. */
export const PLACEHOLDER_WIDTH = 16;
const INPUT_PIXELS = 60_000_000;

const MIME = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
type OriginalExt = keyof typeof MIME;
const EXT_OF_MIME: Record<string, OriginalExt> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export const VARIANT_TYPES: Record<ImageFormat, string> = { webp: 'image/webp', avif: 'image/avif', jpg: 'image/jpeg' };

/** An upload made ready for the storage: normalised bytes and what the `images` row holds. */
export interface PreparedImage {
  hash: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  placeholder: string;
  data: Buffer;
}

export type ImageCheck = { ok: true; image: PreparedImage } | { ok: false; message: string };

/** Checks and normalises an upload; nothing is stored yet. Messages are the comment photos'. */
export async function prepareImage(data: Buffer): Promise<ImageCheck> {
  if (data.length > rules.COMMENT_IMAGE_MAX_BYTES) return { ok: false, message: rules.commentMessages.imageTooLarge };
  const ext = imageExtension(data);
  if (!ext) return { ok: false, message: rules.commentMessages.imageType };
  try {
    const upright = sharp(data, { limitInputPixels: INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: ORIGINAL_EDGE, height: ORIGINAL_EDGE, fit: 'inside', withoutEnlargement: true });
    const encoded = ext === 'png' ? upright.png({ compressionLevel: 9 }) : ext === 'jpg' ? upright.jpeg({ quality: 90, mozjpeg: true }) : upright.webp({ quality: 90 });
    const { data: normalised, info } = await encoded.toBuffer({ resolveWithObject: true });
    const placeholder = await sharp(normalised).resize({ width: PLACEHOLDER_WIDTH }).blur(0.6).webp({ quality: 30 }).toBuffer();
    return {
      ok: true,
      image: {
        hash: crypto.createHash('sha256').update(normalised).digest('hex'),
        mime: MIME[ext],
        width: info.width,
        height: info.height,
        bytes: normalised.length,
        placeholder: `data:image/webp;base64,${placeholder.toString('base64')}`,
        data: normalised,
      },
    };
  } catch {
    return { ok: false, message: rules.commentMessages.imageUnreadable };
  }
}

const originalKey = (hash: string, mime: string): string => `images/${hash}.${EXT_OF_MIME[mime] ?? 'jpg'}`;

/** The public path of a variant (what store_photos.url holds for a pipeline photo: the 640 WebP). */
export const variantPath = (hash: string, width: ImageWidth = 640, format: ImageFormat = 'webp'): string => `/images/${hash}/${width}.${format}`;

/** The hash of a pipeline path (`/images/<hash>/…`), or null for any other URL. */
export function hashOfPath(url: string): string | null {
  return /^\/images\/([0-9a-f]{64})\//.exec(url)?.[1] ?? null;
}

/**
 * Keeps the original in the storage (once: the same bytes under the same name) and returns the
 * row to insert into `images` — inside the caller's transaction, with `on conflict do nothing`.
 */
export async function keepOriginal(storage: ObjectStorage, image: PreparedImage): Promise<typeof t.images.$inferInsert> {
  const key = originalKey(image.hash, image.mime);
  if (!(await storage.read(storage.urlOf(key)))) await storage.keep(key, image.data, image.mime);
  return { hash: image.hash, mime: image.mime, width: image.width, height: image.height, bytes: image.bytes, placeholder: image.placeholder };
}

export interface Variant {
  data: Buffer;
  type: string;
  /** Strong: the SHA-256 of the bytes sent. */
  etag: string;
}

export const isImageWidth = (value: number): value is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(value);
export const isImageFormat = (value: string): value is ImageFormat => Object.hasOwn(VARIANT_TYPES, value);

function encode(original: Buffer, width: number, format: ImageFormat): Promise<Buffer> {
  const resized = sharp(original, { limitInputPixels: INPUT_PIXELS }).resize({ width, withoutEnlargement: true });
  if (format === 'avif') return resized.avif({ quality: 50, effort: 4 }).toBuffer();
  if (format === 'jpg') return resized.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  return resized.webp({ quality: 75 }).toBuffer();
}

/**
 * Variants of pipeline pictures: read from the storage, or made from the original on their
 * first request (one encoding per variant at a time in this instance) and kept there.
 */
export function createVariantSource(db: Database, storage: ObjectStorage) {
  const making = new Map<string, Promise<Buffer | null>>();
  const etagOf = (data: Buffer) => `"${crypto.createHash('sha256').update(data).digest('hex').slice(0, 40)}"`;

  async function make(hash: string, width: ImageWidth, format: ImageFormat, key: string): Promise<Buffer | null> {
    const [row] = await db.select({ mime: t.images.mime }).from(t.images).where(eq(t.images.hash, hash));
    if (!row) return null;
    const original = await storage.read(storage.urlOf(originalKey(hash, row.mime)));
    if (!original) return null;
    const data = await encode(original, width, format);
    await storage.keep(key, data, VARIANT_TYPES[format]);
    return data;
  }

  return {
    /** The variant, or null when no such picture is known. */
    async variant(hash: string, width: ImageWidth, format: ImageFormat): Promise<Variant | null> {
      const key = `images/${hash}/${width}.${format}`;
      let data = await storage.read(storage.urlOf(key));
      if (!data) {
        let pending = making.get(key);
        if (!pending) {
          pending = make(hash, width, format, key).finally(() => making.delete(key));
          making.set(key, pending);
        }
        data = await pending;
      }
      return data ? { data, type: VARIANT_TYPES[format], etag: etagOf(data) } : null;
    },
  };
}
