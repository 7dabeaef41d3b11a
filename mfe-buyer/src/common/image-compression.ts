import { compressionAttempts, fitWithin, jpegName, type CompressionPreset } from './image-rules.ts';
import { translate } from '../i18n.ts';
import messages from './messages.json';

/**
 * Recompresses pictures in the browser before upload (spec §5): drawn on a canvas no larger than
 * the preset, encoded as JPEG at the preset quality, and again smaller until under its byte limit.
 */

function loadImage(source: File | string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = typeof source === 'string' ? source : URL.createObjectURL(source);
    const image = new Image();
    const done = () => { if (typeof source !== 'string') URL.revokeObjectURL(url); };
    image.addEventListener('load', () => { done(); resolve(image); }, { once: true });
    image.addEventListener('error', () => { done(); reject(new Error(translate(messages, 'common.imageLoadFailed'))); }, { once: true });
    image.src = url;
  });
}

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(translate(messages, 'common.encodeFailed')))), 'image/jpeg', quality);
  });
}

function draw(image: HTMLImageElement, width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(translate(messages, 'common.noCanvas'));
  // JPEG has no transparency: transparent PNG/GIF areas become white, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return canvas;
}

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** One picture (a File or a data URL) → a JPEG File within the preset. */
export async function compressImage(source: File | string, preset: CompressionPreset): Promise<File> {
  if (!(source instanceof File) && typeof source !== 'string') throw new Error('Input must be a File object or base64 string');
  const image = await loadImage(source);
  try {
    const box = fitWithin(image.naturalWidth, image.naturalHeight, preset.maxWidth, preset.maxHeight);
    let smallest: Blob | null = null;
    for (const { scale, quality } of compressionAttempts(preset)) {
      const blob = await encode(draw(image, Math.max(1, Math.round(box.width * scale)), Math.max(1, Math.round(box.height * scale))), quality);
      if (!smallest || blob.size < smallest.size) smallest = blob;
      if (blob.size <= preset.maxBytes) break;
    }
    const name = jpegName(typeof source === 'string' ? 'image' : source.name);
    return new File([smallest as Blob], name, { type: 'image/jpeg', lastModified: Date.now() });
  } catch (err) {
    throw new Error(translate(messages, 'common.compressionFailed', { reason: reasonOf(err) }), { cause: err });
  }
}

/** Several pictures, in order; one failure fails the batch with the spec's text. */
export async function compressImages(files: readonly File[], preset: CompressionPreset): Promise<File[]> {
  try {
    return await Promise.all(files.map((file) => compressImage(file, preset)));
  } catch (err) {
    throw new Error(translate(messages, 'common.processFailed', { reason: reasonOf(err) }), { cause: err });
  }
}
