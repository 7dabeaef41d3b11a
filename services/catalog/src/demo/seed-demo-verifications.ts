import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { DEMO_DOCUMENT_IMAGE, demoVerificationRequests, demoVerifiedStores } from '@haat/demo-data';
import type { Images } from '@haat/images';
import type { Logger } from '@haat/server-kit';
import type { CatalogDatabase } from '../database.ts';

/**
 * With demo data on: the demo verification requests, pending, each with the owner's document uploaded
 * privately as a seller's would be. A store that ever asked (or was decided) is left alone, so every
 * start may run it: a decision made in the console stays made, and several instances starting at
 * once record one request (the update is conditional; the upload stores the same object).
 */
export async function seedDemoVerifications(db: Kysely<CatalogDatabase>, images: Images, logger: Logger): Promise<number> {
  let seeded = 0;
  let document: Uint8Array | null = null;
  for (const request of demoVerificationRequests) {
    const store = await db.selectFrom('stores').select(['id', 'owner_id']).where('id', '=', request.storeId)
      .where('verification_status', '=', 'unverified').where('verification_requested_at', 'is', null).executeTakeFirst();
    if (!store) continue;
    document ??= new Uint8Array(await readFile(DEMO_DOCUMENT_IMAGE));
    const uploaded = await images.upload(document, { preset: 'document', uploadedBy: store.owner_id });
    const requestedAt = new Date(Date.now() - request.hoursAgo * 3_600_000);
    const result = await db.updateTable('stores')
      .set({ verification_status: 'pending', verification_requested_at: requestedAt, verification_documents: JSON.stringify([uploaded.url]), verification_note: request.note })
      .where('id', '=', store.id).where('verification_requested_at', 'is', null)
      .executeTakeFirst();
    seeded += Number(result.numUpdatedRows);
  }
  if (seeded > 0) logger.info(`demo data: ${seeded} verification requests waiting for review`);
  await seedDemoVerifiedStores(db, logger);
  return seeded;
}

/**
 * With demo data on: the demo stores that are already verified (the demo seller's, so its offers may
 * go out). Only a store that never asked is touched, so a decision made in the console stays made;
 * a demo database seeded before offers needed verification gets it on its next start.
 */
async function seedDemoVerifiedStores(db: Kysely<CatalogDatabase>, logger: Logger): Promise<void> {
  let verified = 0;
  for (const store of demoVerifiedStores) {
    const decidedAt = new Date(Date.now() - store.decidedHoursAgo * 3_600_000);
    const result = await db.updateTable('stores')
      .set({
        verification_status: 'verified', verification_requested_at: new Date(decidedAt.getTime() - 3_600_000), verification_decided_at: decidedAt,
        verification_decided_by_id: store.decidedById, verification_decided_by_name: store.decidedByName,
      })
      .where('id', '=', store.storeId).where('verification_status', '=', 'unverified').where('verification_requested_at', 'is', null)
      .executeTakeFirst();
    verified += Number(result.numUpdatedRows);
  }
  if (verified > 0) logger.info(`demo data: ${verified} stores verified`);
}
