import type { Context } from 'hono';
import type { z } from 'zod';
import { readJson } from '@haat/server-kit';
import type { ImageUrls } from '@haat/contracts';
import { fileBytes, isMultipart, readMultipart, textFields, type Images } from '@haat/images';

/** JSON with an imageUrl, or multipart whose optional `image` file goes through the image pipeline. */
export async function readBroadcastInput<S extends z.ZodType>(c: Context, schema: S, images: Images): Promise<{ body: z.infer<S>; image: Uint8Array | null }> {
  if (!isMultipart(c)) return { body: await readJson(c, schema), image: null };
  const fields = await readMultipart(c, images.maxBytesFor('broadcast'));
  return { body: schema.parse(textFields(fields)), image: await fileBytes(fields['image']) };
}

/** Stores an uploaded broadcast image; the broadcast keeps the full size and every size's URL. */
export async function storeBroadcastImage(images: Images, image: Uint8Array, uploadedBy: string): Promise<{ imageUrl: string; imageSizes: ImageUrls }> {
  const uploaded = await images.upload(image, { preset: 'broadcast', uploadedBy });
  const { thumbnail, card, full } = uploaded.sizes;
  return { imageUrl: uploaded.url, imageSizes: { thumbnail: thumbnail.url, card: card.url, full: full.url } };
}
