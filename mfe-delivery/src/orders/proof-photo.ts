/**
 * The proof photo is made smaller on the phone before it is sent: a camera picture is often 3–10 MB,
 * more than the upload takes (5 MB for the 'delivery' preset) and slow on a rider's mobile data. The
 * server re-encodes it to 1200 × 1200 anyway, so nothing it keeps is lost.
 */

/** The longest side sent; a little above the server's box so its own resize does the final cut. */
const LONGEST_SIDE = 1600;
const JPEG_QUALITY = 0.8;

/** The size that fits `width × height` within a `box × box` square, never enlarged. */
export function fitWithin(width: number, height: number, box: number): { width: number; height: number } {
  const scale = Math.min(1, box / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The picture as a smaller JPEG; the original when the browser cannot decode it (the server then decides). */
export async function shrinkPhoto(file: File): Promise<File> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const { width, height } = fitWithin(bitmap.width, bitmap.height, LONGEST_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], file.name.replace(/\.[^.]*$/, '') + '.jpg', { type: 'image/jpeg', lastModified: Date.now() });
  } catch {
    return file;
  }
}
