import type { Kysely } from 'kysely';
import type { ModerationActionTakenEvent, Subjects } from '@haat/contracts';
import { claimEvent, consumeEvents, type Logger, type NatsConnection, type OutboxRelay } from '@haat/server-kit';
import type { SessionEnds } from '../../sessions/ended-sessions.ts';
import type { IdentityDatabase } from '../../users/user.table.ts';
import { applyBan } from './apply-ban.ts';

export const BAN_CONSUMER = 'identity-moderation';

/**
 * Moderation's ban_user and unban_user actions (`moderation.action_taken`, durable), applied once
 * each through the users page's own ban path. A superadmin is never banned (moderation refuses it
 * first; this holds even for an event that slipped through).
 */
export async function consumeBanActions({ db, sessionEnds, relay, nc, subjects, logger }: {
  db: Kysely<IdentityDatabase>; sessionEnds: SessionEnds; relay: OutboxRelay; nc: NatsConnection; subjects: Subjects; logger: Logger;
}): Promise<{ stop(): Promise<void> }> {
  return consumeEvents({
    nc, subjects, durable: BAN_CONSUMER, types: ['moderation.action_taken'], logger,
    handle: async (event) => {
      const e = event.payload as ModerationActionTakenEvent;
      if (e.action !== 'ban_user' && e.action !== 'unban_user') return;
      const applied = await db.transaction().execute(async (trx) => {
        if (!(await claimEvent(trx, BAN_CONSUMER, event.id))) return false;
        const user = await trx.selectFrom('users').selectAll().where('id', '=', e.targetId).forUpdate().executeTakeFirst();
        if (!user) return false;
        if (e.action === 'ban_user' && user.role === 'superadmin') {
          logger.warn({ userId: user.id, actionId: e.actionId }, 'a ban action on a superadmin was not applied');
          return false;
        }
        const banned = e.action === 'ban_user';
        await applyBan(trx, sessionEnds, { before: user, banned, reason: banned ? e.reason : null, by: { id: e.adminId, name: e.adminName }, actionId: e.actionId });
        return true;
      });
      if (applied) {
        relay.kick();
        logger.info({ userId: e.targetId, by: e.adminId, actionId: e.actionId }, e.action === 'ban_user' ? 'account banned by a moderation action' : 'account unbanned by a moderation action');
      }
    },
  });
}
