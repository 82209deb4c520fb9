/** A responsive image as a reply field (the widths, formats and paths: images.ts). */
import * as yup from 'yup';
import { int, text } from './response-fields';

export const responsiveImage = yup.object({
  /** SHA-256 of the kept original (64 hex). */
  hash: text(),
  /** The original's size in pixels (after turning it upright). */
  width: int(),
  height: int(),
  /** A tiny blurred WebP as a data URI (under 1 KB), painted until the picture loads. */
  placeholder: text(),
});

export type ResponsiveImage = yup.InferType<typeof responsiveImage>;

export const optionalResponsiveImage = () => responsiveImage.nullable().default(null).defined();
