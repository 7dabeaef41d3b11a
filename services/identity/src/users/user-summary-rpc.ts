import { notFound, serveRpc, type RpcServerDeps } from '@haat/server-kit';
import { userSummaryRequestSchema, type UserSummaryReply } from '@haat/contracts';
import type { IdentityDatabase } from './user.table.ts';

/** Answers moderation's question about an account (ban actions): its name, role and ban; an unknown one is a 404 failure. */
export function serveUserSummary({ db, nc, subjects, logger }: RpcServerDeps<IdentityDatabase>): ReturnType<typeof serveRpc> {
  return serveRpc(nc, {
    subject: subjects.rpc.userSummary, queue: 'identity', schema: userSummaryRequestSchema, logger,
    handle: async ({ userId }): Promise<UserSummaryReply> => {
      const row = await db.selectFrom('users').select(['id', 'name', 'role', 'is_banned', 'ban_reason']).where('id', '=', userId).executeTakeFirst();
      if (!row) throw notFound('User not found');
      return { ok: true, user: { id: row.id, name: row.name, role: row.role, isBanned: row.is_banned, banReason: row.ban_reason ?? '' } };
    },
  });
}
