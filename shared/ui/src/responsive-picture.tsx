import { imageSrcSet, imageVariantPath, IMAGE_WIDTHS, type ResponsiveImage } from '@joy/contract';

export interface ResponsivePictureProps {
  /** The picture's URL: a seeded picture, or an image-pipeline picture's 640 px WebP. */
  src: string;
  /** The image pipeline's picture (hash, size, placeholder); without it a plain <img>. */
  image?: ResponsiveImage | null;
  alt: string;
  /** How wide the picture is shown (the `sizes` attribute), e.g. "(min-width: 768px) 25vw, 50vw". */
  sizes: string;
  /** The box to reserve (its aspect ratio): the caller's layout size, else the picture's own. */
  width?: number;
  height?: number;
  /** The page's LCP picture: fetched at once and first (eager, fetchpriority="high"). */
  priority?: boolean;
  /** Applied to the <img> (styled(ResponsivePicture) styles the picture itself). */
  className?: string;
}

/**
 * A picture in the sizes the screen needs: AVIF, then WebP, then JPEG, each as a `srcset` of
 * the image pipeline's widths, with `sizes`, width and height so its space is kept before it
 * loads, and its tiny blurred placeholder painted underneath until the picture arrives (no
 * layout shift, no empty box). Lazy by default; `priority` for the first picture of a page.
 * A picture outside the pipeline (a seeded URL) is a plain <img> with the same attributes.
 */
export function ResponsivePicture({ src, image, alt, sizes, width, height, priority = false, className }: ResponsivePictureProps) {
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  if (!image) {
    return <img className={className} src={src} alt={alt} width={width} height={height} loading={loading} fetchPriority={fetchPriority} decoding="async" />;
  }
  const fallback = imageVariantPath(image.hash, image.width >= 640 ? 640 : IMAGE_WIDTHS[0], 'jpg');
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(image, 'webp')} sizes={sizes} />
      <img
        className={className}
        src={fallback}
        srcSet={imageSrcSet(image, 'jpg')}
        sizes={sizes}
        alt={alt}
        width={width ?? image.width}
        height={height ?? image.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={priority ? 'sync' : 'async'}
        data-hash={image.hash}
        style={image.placeholder ? { backgroundImage: `url("${image.placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : undefined}
      />
    </picture>
  );
}
