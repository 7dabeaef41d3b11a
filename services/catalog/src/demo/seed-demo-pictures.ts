import type { Kysely } from 'kysely';
import type { ImagePresetName } from '@haat/contracts';
import { demoPictureTint, demoProductPictures, demoStores } from '@haat/demo-data';
import { demoProductPictureSvg, demoStorePictureSvg, pngOfSvg } from '@haat/demo-data/pictures';
import type { Images, PreparedImage } from '@haat/images';
import type { Logger, ReadThroughCache } from '@haat/server-kit';
import type { CatalogDatabase } from '../database.ts';
import { PUBLIC_STORE_LISTS } from '../products/listing-cache.ts';
import { createDemoPictureCache, type DemoPictureCache } from './demo-picture-cache.ts';

/** One picture to give: a demo product's or store's, drawn from these icons on this tint. */
type Job = { table: 'products' | 'stores'; id: string; storeId: string; ownerId: string; preset: ImagePresetName; draw: () => Promise<string> };

/** Encoding is the slow part; a few at once keep both cores busy without a queue of decoded images in memory. */
const AT_ONCE = 4;

const jobs: Job[] = demoStores.flatMap((store, i) => {
  const tint = demoPictureTint(i);
  const icons = store.products.map((product) => demoProductPictures[product.name]).filter((icon) => icon !== undefined);
  return [
    ...store.products.filter((product) => product.name in demoProductPictures).map((product): Job => ({
      table: 'products', id: product.id, storeId: store.id, ownerId: store.ownerId, preset: 'product',
      draw: () => demoProductPictureSvg(demoProductPictures[product.name]!, tint),
    })),
    { table: 'stores', id: store.id, storeId: store.id, ownerId: store.ownerId, preset: 'store', draw: () => demoStorePictureSvg([...new Set(icons)], tint) },
  ];
});

/**
 * With demo data on: a picture for every demo product and store that has none, uploaded through the
 * image pipeline as its seller's upload would be (a PNG in, the WebP sizes stored, the row pointing
 * at the full size). Runs at every start and only fills empty pictures, so a seller's own picture
 * stays, a demo database seeded before pictures gets them, and several instances starting at once
 * store the same objects (content-hash keys) and set each row once (the update is conditional).
 */
export async function seedDemoPictures(
  { db, images, logger, listings, storeLists, cache = createDemoPictureCache() }:
  { db: Kysely<CatalogDatabase>; images: Images; logger: Logger; listings: ReadThroughCache; storeLists: ReadThroughCache; cache?: DemoPictureCache },
): Promise<{ pictures: number; encoded: number }> {
  const started = performance.now();
  const idsOf = (table: Job['table']) => jobs.filter((job) => job.table === table).map((job) => job.id);
  const [products, stores] = await Promise.all([
    db.selectFrom('products').select('id').where('id', 'in', idsOf('products')).where('image', '=', '').execute(),
    db.selectFrom('stores').select('id').where('id', 'in', idsOf('stores')).where('image', '=', '').execute(),
  ]);
  const missing = new Set([...products.map((row) => `products ${row.id}`), ...stores.map((row) => `stores ${row.id}`)]);
  const todo = jobs.filter((job) => missing.has(`${job.table} ${job.id}`));
  if (todo.length === 0) return { pictures: 0, encoded: 0 };

  let encoded = 0;
  // The same artwork on the same tint (two stores' milk) is prepared once: the pipeline stores it as one object anyway.
  const preparing = new Map<string, Promise<PreparedImage>>();
  const prepare = (source: string, options: { preset: ImagePresetName; uploadedBy: string }) => {
    const key = `${options.preset}\n${source}`;
    let prepared = preparing.get(key);
    if (!prepared) {
      prepared = cache.get(source, options).then(async (hit) => {
        if (hit) return hit;
        encoded += 1;
        const fresh = await images.prepare(await pngOfSvg(source), options);
        await cache.put(source, fresh);
        return fresh;
      });
      preparing.set(key, prepared);
    }
    return prepared.then((each): PreparedImage => ({ ...each, uploadedBy: options.uploadedBy }));
  };

  const changedStores = new Set<string>();
  const give = async (job: Job) => {
    const prepared = await prepare(await job.draw(), { preset: job.preset, uploadedBy: job.ownerId });
    const { url } = await images.store(prepared);
    const result = await db.updateTable(job.table).set({ image: url }).where('id', '=', job.id).where('image', '=', '').executeTakeFirst();
    if (result.numUpdatedRows > 0n) changedStores.add(job.storeId);
  };
  let next = 0;
  await Promise.all(Array.from({ length: AT_ONCE }, async () => {
    while (next < todo.length) await give(todo[next++]!);
  }));

  // A demo database seeded before pictures may have its listings cached without them.
  for (const storeId of changedStores) await listings.invalidate(storeId);
  if (changedStores.size > 0) await storeLists.invalidate(PUBLIC_STORE_LISTS);
  logger.info(`demo data: ${todo.length} pictures (${encoded} drawn and encoded, the others from the cache) in ${Math.round(performance.now() - started)} ms`);
  return { pictures: todo.length, encoded };
}
