import type { Transaction } from 'kysely';
import type { Actor } from '@haat/contracts';
import { clearBan, enqueueEvent, markBanned } from '@haat/server-kit';
import type { SessionEnds } from '../../sessions/ended-sessions.ts';
import { updateUser } from '../../users/user-repository.ts';
import type { IdentityDatabase, UserRow } from '../../users/user.table.ts';

/**
 * The one ban path (the users page and moderation's ban actions): the account's ban and reason in
 * the database, then in Redis, where every session check refuses the account from that moment (an
 * unban clears both), then the gateways close the account's sockets, and `user.ban_changed` when
 * the ban flips (moderation audits it). Runs inside
 * the caller's transaction, so if Redis refuses, nothing changes. `before` is the row as locked or
 * just updated in that transaction.
 */
export async function applyBan(
  trx: Transaction<IdentityDatabase>,
  { redis, prefix, announce }: SessionEnds,
  { before, banned, reason, by, actionId }: { before: UserRow; banned: boolean; reason: string | null; by: Actor; actionId: string | null },
): Promise<UserRow> {
  const banReason = banned ? reason : null;
  const row = await updateUser(trx, before.id, { is_banned: banned, ban_reason: banReason });
  if (!row) return before; // deleted meanwhile: nothing to ban
  if (banned) {
    await markBanned(redis, prefix, row.id, banReason ?? '');
    announce({ userId: row.id });
  } else await clearBan(redis, prefix, row.id);
  if (banned !== before.is_banned) {
    await enqueueEvent(trx, 'user.ban_changed', {
      userId: row.id, userName: row.name, banned, reason: banReason ?? '', adminId: by.id, adminName: by.name, actionId, changedAt: new Date().toISOString(),
    });
  }
  return row;
}
