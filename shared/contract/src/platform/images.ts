/**
 * Pictures of the image pipeline (the API's lib/image-pipeline.ts): each is named by the
 * SHA-256 of its bytes and served at `/images/{hash}/{width}.{format}` for the widths of
 * IMAGE_WIDTHS, as WebP, AVIF or JPEG, cached for a year (the name never changes meaning).
 * A reply that shows such a picture carries `ResponsiveImage`: enough to build `srcset`, to
 * reserve the picture's space (width and height) and to paint its blurred placeholder first.
 */
import type { ResponsiveImage } from './image-schemas';

export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The path of one variant. */
export const imageVariantPath = (hash: string, width: ImageWidth, format: ImageFormat): string => `/images/${hash}/${width}.${format}`;

/**
 * `srcset` of one format: each width of IMAGE_WIDTHS the original reaches, and, when the
 * original is narrower than the widest, the next width (served at the original's width, never
 * upscaled) described by its true width.
 */
export function imageSrcSet(image: Pick<ResponsiveImage, 'hash' | 'width'>, format: ImageFormat): string {
  const parts: string[] = [];
  for (const width of IMAGE_WIDTHS) {
    if (width <= image.width) parts.push(`${imageVariantPath(image.hash, width, format)} ${width}w`);
    else {
      if (!parts.length || image.width > IMAGE_WIDTHS[parts.length - 1]) parts.push(`${imageVariantPath(image.hash, width, format)} ${image.width}w`);
      break;
    }
  }
  return parts.join(', ');
}

export type { ResponsiveImage } from './image-schemas';
