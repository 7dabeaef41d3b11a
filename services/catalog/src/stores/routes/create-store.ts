import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createStoreBodySchema } from '@haat/contracts';
import { conflict, isUniqueViolation, readJson, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { PUBLIC_STORE_LISTS } from '../../products/listing-cache.ts';
import { storedDeliveryOptions } from '../delivery-options.ts';
import { cleanTags } from '../store-changes.ts';
import { withStoreRules } from '../store-rules.ts';
import { findStoreIdOfOwner, insertStore } from '../store-repository.ts';
import { toStore } from '../store-mapper.ts';
import { slugCandidates } from '../slug.ts';
import type { StoreRow } from '../stores.table.ts';

const ONE_STORE_PER_SELLER = 'You already have a store';

/** POST /api/stores (seller): opens the caller's one store; it is live at once. */
export function createStore({ db, storeLists }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const body = await withStoreRules(db, await readJson(c, createStoreBodySchema));
    if (await findStoreIdOfOwner(db, user.id)) throw conflict(ONE_STORE_PER_SELLER);

    const id = randomUUID();
    let created: StoreRow | undefined;
    for (const slug of slugCandidates(body.name)) {
      try {
        created = await insertStore(db, {
          id,
          owner_id: user.id,
          name: body.name,
          slug,
          description: body.description,
          address: body.address,
          location: body.location,
          city: body.city,
          business_hours: body.businessHours,
          category: body.category,
          categories: JSON.stringify([]),
          phone: body.phone,
          email: body.email,
          image: body.image,
          banner_image: body.bannerImage,
          tags: JSON.stringify(cleanTags(body.tags)),
          payment_options: JSON.stringify([...new Set(body.paymentOptions)]),
          store_instructions: body.storeInstructions,
          upi_id: body.upiId,
          upi_qr_image: body.upiQrImage,
          gstin: body.gstin,
          delivery_options: JSON.stringify(storedDeliveryOptions(body.deliveryOptions)),
          latitude: body.coordinates?.lat ?? null,
          longitude: body.coordinates?.lng ?? null,
        });
        break;
      } catch (err) {
        // Two requests of the same seller can race past the check above; the unique index decides.
        if (isUniqueViolation(err, 'stores_one_per_owner')) throw conflict(ONE_STORE_PER_SELLER);
        if (!isUniqueViolation(err, 'stores_slug_unique')) throw err;
      }
    }
    if (!created) throw conflict('Could not find a free address for this store name. Please try a different name.');
    await storeLists.invalidate(PUBLIC_STORE_LISTS);
    return c.json({ success: true, data: toStore(created) }, 201);
  };
}
