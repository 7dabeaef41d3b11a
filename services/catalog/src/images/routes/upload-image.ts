import type { Context } from 'hono';
import { z } from 'zod';
import { badRequest, forbidden, type AppEnv } from '@haat/server-kit';
import { imagePresetNames, NO_FILE_TEXT, type ImagePresetName } from '@haat/contracts';
import { fileBytes, isMultipart, readMultipart, textFields, type Images } from '@haat/images';

/**
 * POST /api/images: multipart field `image`, optional `preset`; replies with every size. The private
 * presets (document, report, payment) get URLs under GET /api/images/private/:key.
 */
export function uploadImage(images: Images) {
  return async (c: Context<AppEnv>) => {
    if (!isMultipart(c)) throw badRequest(NO_FILE_TEXT, "Send the image as multipart/form-data in the field 'image'.");
    const largestPreset = Math.max(...imagePresetNames.map((name) => images.maxBytesFor(name)));
    const fields = await readMultipart(c, largestPreset);
    const preset = presetOf(textFields(fields)['preset']);
    const role = c.get('user').role;
    if (preset === 'delivery' && role !== 'deliveryPartner') {
      throw forbidden('Forbidden', 'Only delivery partners upload proof-of-delivery photos.');
    }
    if (preset === 'payment' && role !== 'buyer') {
      throw forbidden('Forbidden', 'Only buyers upload UPI payment screenshots.');
    }
    if (!PERSONAL_PRESETS.includes(preset) && !ROLE_PRESETS.includes(preset) && role !== 'seller' && role !== 'superadmin') {
      throw forbidden('Forbidden', 'Only sellers upload store and product images.');
    }
    const bytes = await fileBytes(fields['image']);
    if (!bytes) throw badRequest(NO_FILE_TEXT, "Send the image as multipart/form-data in the field 'image'.");
    const uploaded = await images.upload(bytes, { preset, uploadedBy: c.get('user').id });
    return c.json({ success: true, data: uploaded }, 201);
  };
}

const presetSchema = z.enum(imagePresetNames);

/**
 * Photos any signed-in user may upload; 'delivery' is the riders' own and 'payment' (a UPI
 * screenshot) the buyers'; every other preset is store material (sellers, superadmins).
 */
const PERSONAL_PRESETS: readonly ImagePresetName[] = ['review', 'report', 'avatar'];
const ROLE_PRESETS: readonly ImagePresetName[] = ['delivery', 'payment'];

/** A product photo unless the form names one of the spec's presets. */
function presetOf(field: string | undefined): ImagePresetName {
  if (field === undefined || field === '') return 'product';
  const parsed = presetSchema.safeParse(field);
  if (!parsed.success) throw badRequest('Unknown image preset', `preset must be one of ${imagePresetNames.join(', ')}.`);
  return parsed.data;
}
