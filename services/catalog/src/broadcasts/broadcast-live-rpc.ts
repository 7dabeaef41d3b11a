import { broadcastLiveRequestSchema, type BroadcastLiveReply } from '@haat/contracts';
import { serveRpc, type RpcServerDeps } from '@haat/server-kit';
import type { CatalogDatabase } from '../database.ts';
import { findBroadcast } from './broadcast-repository.ts';
import { broadcastDb } from './broadcasts.table.ts';

/**
 * Serves `broadcastLive` (queue group 'catalog'): the notification service asks before a delayed
 * fan-out starts whether the broadcast is still on (not deleted, deactivated, expired or of a closed-down store).
 */
export function serveBroadcastLiveRpc({ db, nc, subjects, logger }: RpcServerDeps<CatalogDatabase>): { unsubscribe(): void } {
  const broadcasts = broadcastDb(db);
  return serveRpc(nc, {
    subject: subjects.rpc.broadcastLive, queue: 'catalog', schema: broadcastLiveRequestSchema, logger,
    handle: async ({ broadcastId }): Promise<BroadcastLiveReply> => {
      const row = await findBroadcast(broadcasts, broadcastId);
      return { ok: true, live: row !== undefined && row.is_active && row.store_is_active && row.valid_until > new Date() };
    },
  });
}
