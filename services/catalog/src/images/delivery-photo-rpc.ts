import { serveRpc, type RpcServerDeps } from '@haat/server-kit';
import { deliveryPhotoRequestSchema, type DeliveryPhotoReply } from '@haat/contracts';
import type { CatalogDatabase } from '../database.ts';
import type { ImageTables } from './images.table.ts';

/**
 * Answers the order service's "is this proof-of-delivery photo the rider's own?": a size of an
 * upload with the 'delivery' preset by that rider. Any other image (a product photo, another
 * rider's proof, the rider's own review photo, or no image at all) is `riders: false`. Any size:
 * a photo smaller than a size is stored once for both, under the first size's row.
 */
export function serveDeliveryPhotoRpc({ db, nc, subjects, logger }: RpcServerDeps<CatalogDatabase>): ReturnType<typeof serveRpc> {
  return serveRpc(nc, {
    subject: subjects.rpc.deliveryPhoto, queue: 'catalog', schema: deliveryPhotoRequestSchema, logger,
    handle: async ({ key, riderId }): Promise<DeliveryPhotoReply> => {
      const row = await db.withTables<ImageTables>().selectFrom('images').select('key')
        .where('key', '=', key).where('preset', '=', 'delivery').where('uploaded_by', '=', riderId)
        .executeTakeFirst();
      return { ok: true, riders: row !== undefined };
    },
  });
}
