import { MODERATION_TEXTS, reportTargetRequestSchema, type ReportTargetReply } from '@haat/contracts';
import { notFound, serveRpc, type RpcServerDeps } from '@haat/server-kit';
import type { CatalogDatabase } from '../database.ts';
import { findReportTarget } from './report-target-repository.ts';

/**
 * Serves `reportTarget` (queue group 'catalog'): moderation asks for a reported store, offer or
 * review as it is now, to keep as the report's snapshot and to show beside it. An item that is
 * hidden from buyers is still found (visible false); one that does not exist is a 404 failure.
 */
export function serveReportTargetRpc({ db, nc, subjects, logger }: RpcServerDeps<CatalogDatabase>): { unsubscribe(): void } {
  return serveRpc(nc, {
    subject: subjects.rpc.reportTarget, queue: 'catalog', schema: reportTargetRequestSchema, logger,
    handle: async ({ type, id }): Promise<ReportTargetReply> => {
      const target = await findReportTarget(db, type, id);
      if (!target) throw notFound(MODERATION_TEXTS.itemNotFound);
      return { ok: true, target };
    },
  });
}
