import { sql, type Kysely } from 'kysely';
import { deliveryOptionsSchema, paymentOptions, toPaise } from '@haat/contracts';
import { demoStores } from '@haat/demo-data';
import { lockForTransaction, type Logger } from '@haat/server-kit';
import type { CatalogDatabase } from '../database.ts';
import { storedDeliveryOptions } from '../stores/index.ts';

/**
 * First start with HAAT_DEMO_DATA=on: the demo stores and products (fixed ids, so identity's demo
 * sellers own them), in one transaction. An advisory lock lets several instances start at once.
 */
export async function seedDemoStores(db: Kysely<CatalogDatabase>, logger: Logger): Promise<void> {
  const seeded = await db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, 'haat-catalog-demo-seed');
    const existing = await trx.selectFrom('stores').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    // Explicit, increasing times keep the store page in the demo's order (created_at, id).
    const start = Date.now() - 60_000;
    for (const store of demoStores) {
      await trx.insertInto('stores').values({
        id: store.id,
        owner_id: store.ownerId,
        name: store.name,
        slug: store.slug,
        description: store.description,
        address: store.address,
        location: store.address,
        city: store.city,
        business_hours: store.businessHours,
        category: store.category,
        categories: JSON.stringify([...new Set(store.products.map((p) => p.category))]),
        phone: store.phone,
        email: store.email,
        image: '',
        banner_image: '',
        tags: JSON.stringify([store.category, store.city]),
        payment_options: JSON.stringify(paymentOptions),
        store_instructions: '',
        upi_id: `${store.slug}@okaxis`,
        delivery_options: JSON.stringify(storedDeliveryOptions(deliveryOptionsSchema.parse({
          localDeliveryFee: store.localDeliveryFee, freeShippingThreshold: 499,
          ...(store.onlyPincodes ? { pincodeBasedDelivery: true, entireCityDelivery: false, serviceablePincodes: store.onlyPincodes } : {}),
        }))),
      }).execute();
      await trx.insertInto('products').values(store.products.map((product, i) => ({
        id: product.id,
        store_id: store.id,
        name: product.name,
        description: product.description,
        category: product.category,
        image: '',
        additional_images: JSON.stringify([]),
        price_paise: toPaise(product.price),
        discount_price_paise: product.discountPrice == null ? null : toPaise(product.discountPrice),
        quantity: product.quantity,
        variant_type: '',
        created_at: new Date(start + i * 1000),
        updated_at: new Date(start + i * 1000),
      }))).execute();
    }
    // One live offer from the demo seller's store, for the offers page and the seller's broadcasts (fixed id; 30 days from the first start).
    const kirana = demoStores.find((store) => store.slug === 'sharma-kirana');
    if (kirana) {
      await sql`
        INSERT INTO broadcasts (id, store_id, title, description, city, broadcast_type, is_active, valid_from, valid_until)
        VALUES ('00000000-0000-4000-8000-000000000301', ${kirana.id}, 'Flat 10% off on atta, rice and dal',
                'Stock up on staples at Sharma Kirana Store: 10% off on atta, rice and dal this month. Free delivery above ₹499 in Kothrud.',
                ${kirana.city}, 'offer', true, now() - interval '1 day', now() + interval '30 days')
        ON CONFLICT (id) DO NOTHING`.execute(trx);
    }
    // Each demo store sits a little way from its city's centre, so "nearby" finds them apart: five
    // to a row (Pune has 30), all within about 8 km.
    await sql`
      UPDATE stores s SET latitude = c.latitude + 0.01 * ((row_number - 1) % 5 + 1), longitude = c.longitude + 0.008 * ((row_number - 1) / 5 + 1)
        FROM (SELECT id, row_number() OVER (PARTITION BY lower(city) ORDER BY id) AS row_number FROM stores) n, cities c
       WHERE n.id = s.id AND lower(c.name) = lower(s.city) AND s.latitude IS NULL`.execute(trx);
    return true;
  });
  if (seeded) logger.info(`demo data: ${demoStores.length} stores with ${demoStores.reduce((n, s) => n + s.products.length, 0)} products`);
}
