import type { updateStoreBodySchema } from '@haat/contracts';
import type { z } from 'zod';
import { deliveryOptionsOf, storedDeliveryOptions } from './delivery-options.ts';
import type { StoreChanges, StoreRow } from './stores.table.ts';

type UpdateStore = z.infer<typeof updateStoreBodySchema>;

export const cleanTags = (tags: string[]): string[] => tags.filter((tag) => tag.length > 0);

/** The first spelling of each name wins: "Dairy" and "dairy" are one category. */
function uniqueCategories(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The columns a PUT changes: only the fields sent; delivery options merged into the stored ones. */
export function storeChanges(body: UpdateStore, current: StoreRow): StoreChanges {
  const changes: StoreChanges = {};
  const text = { name: 'name', description: 'description', address: 'address', location: 'location', city: 'city', businessHours: 'business_hours', category: 'category', phone: 'phone', email: 'email', image: 'image', bannerImage: 'banner_image', storeInstructions: 'store_instructions', upiId: 'upi_id', upiQrImage: 'upi_qr_image', gstin: 'gstin' } as const;
  for (const [field, column] of Object.entries(text) as [keyof typeof text, (typeof text)[keyof typeof text]][]) {
    const value = body[field];
    if (value !== undefined) changes[column] = value;
  }
  if (body.tags) changes.tags = JSON.stringify(cleanTags(body.tags));
  if (body.categories) changes.categories = JSON.stringify(uniqueCategories(body.categories));
  if (body.paymentOptions) changes.payment_options = JSON.stringify([...new Set(body.paymentOptions)]);
  if (body.isOpen !== undefined) changes.is_open = body.isOpen;
  const slug = body.slug ?? body.customSlug;
  if (slug !== undefined) changes.slug = slug;
  if (body.coordinates !== undefined) {
    changes.latitude = body.coordinates?.lat ?? null;
    changes.longitude = body.coordinates?.lng ?? null;
  }
  if (body.deliveryOptions) {
    const merged = { ...deliveryOptionsOf(current.delivery_options), ...body.deliveryOptions };
    changes.delivery_options = JSON.stringify(storedDeliveryOptions(merged));
  }
  return changes;
}
