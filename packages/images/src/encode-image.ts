import sharp, { type OutputInfo } from 'sharp';
import { badRequest } from '@haat/server-kit';
import { IMAGE_CARD_BOX, IMAGE_THUMBNAIL_BOX, imageSizeNames, type ImagePreset, type ImageSizeName } from '@haat/contracts';

type Rendition = { size: ImageSizeName; data: Buffer; width: number; height: number };

/** Larger than any phone photo; a small file that decodes to more pixels is a decompression bomb. */
const MAX_INPUT_PIXELS = 50_000_000;

const boxOf = (size: ImageSizeName, preset: ImagePreset) =>
  size === 'thumbnail' ? { width: IMAGE_THUMBNAIL_BOX, height: IMAGE_THUMBNAIL_BOX }
    : size === 'card' ? { width: IMAGE_CARD_BOX, height: IMAGE_CARD_BOX }
      : { width: preset.maxWidth, height: preset.maxHeight };

/**
 * Decodes once (upright by its EXIF orientation, first frame of an animation) into the preset's box,
 * then writes each size as WebP. Re-encoding drops EXIF, GPS and anything hidden after the image.
 */
export async function encodeImage(bytes: Uint8Array, preset: ImagePreset): Promise<Rendition[]> {
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ ...boxOf('full', preset), fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw badRequest('Image dimensions are too large', 'The image has more than 50 megapixels.');
    throw badRequest('File must be an image', 'The image could not be read; it may be damaged.');
  }
  const { width, height, channels } = base.info;
  const quality = Math.round(preset.quality * 100);
  return Promise.all(imageSizeNames.map(async (size) => {
    const { data, info } = await sharp(base.data, { raw: { width, height, channels } })
      .resize({ ...boxOf(size, preset), fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { size, data, width: info.width, height: info.height };
  }));
}
