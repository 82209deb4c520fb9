/** A picture decoded in the browser, ready to draw on a canvas. */
export interface LoadedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
  /** Frees the decoded bitmap or the object URL. */
  release(): void;
}

/** Types offered in the file chooser: what the API stores (PNG, JPEG, WebP). */
export const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
/** The chosen file is only decoded here (the upload is the small cropped square), but a huge one would stall a phone. */
export const MAX_INPUT_BYTES = 20 * 1024 * 1024;

/**
 * Decodes a chosen file. createImageBitmap applies the photo's EXIF orientation, so a
 * portrait taken on a phone is not cropped sideways; older browsers fall back to <img>.
 */
export async function loadImage(file: Blob): Promise<LoadedImage> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { source: img, width: img.naturalWidth, height: img.naturalHeight, release: () => URL.revokeObjectURL(url) };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}
