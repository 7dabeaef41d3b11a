import { serveRpc, type RpcServerDeps } from '@haat/server-kit';
import { ownerStoreRequestSchema, type OwnerStoreReply } from '@haat/contracts';
import type { CatalogDatabase } from '../database.ts';
import { findStoreOfOwner } from './store-repository.ts';

/**
 * Answers the order service's "which store is this seller's?" (delivery partners belong to a
 * store; a seller has one). A user without a store gets `store: null`, not a failure.
 */
export function serveOwnerStore({ db, nc, subjects, logger }: RpcServerDeps<CatalogDatabase>): ReturnType<typeof serveRpc> {
  return serveRpc(nc, {
    subject: subjects.rpc.ownerStore, queue: 'catalog', schema: ownerStoreRequestSchema, logger,
    handle: async ({ ownerId }): Promise<OwnerStoreReply> => {
      const store = await findStoreOfOwner(db, ownerId);
      return { ok: true, store: store ? { id: store.id, name: store.name } : null };
    },
  });
}
