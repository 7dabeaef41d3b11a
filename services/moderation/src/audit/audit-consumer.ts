import type { StoreVerificationDecidedEvent, UserBanChangedEvent } from '@haat/contracts';
import { consumeEvents, type Logger, type NatsConnection } from '@haat/server-kit';
import type { Subjects } from '@haat/contracts';
import type { Kysely } from 'kysely';
import type { ModerationDatabase } from '../database.ts';
import { syncBanRecord } from '../actions/action-repository.ts';
import { recordAudit } from './audit-repository.ts';

export const AUDIT_CONSUMER = 'moderation-audit';

/**
 * What admins decide in the owning services enters the audit log from their events: a store's
 * verification (catalog) and a ban or unban on the users page (identity). An entry's source is the
 * event id, so a redelivery adds nothing. A ban change caused by a moderation action was audited
 * with the action and is skipped; one made on the users page also keeps moderation's record of the
 * account's ban true, so the next ban or unban action is judged right.
 */
export async function consumeAuditEvents({ db, nc, subjects, logger }: { db: Kysely<ModerationDatabase>; nc: NatsConnection; subjects: Subjects; logger: Logger }) {
  return consumeEvents({
    nc, subjects, durable: AUDIT_CONSUMER, types: ['store.verification_decided', 'user.ban_changed'], logger,
    handle: async (event) => {
      if (event.type === 'store.verification_decided') {
        const e = event.payload as StoreVerificationDecidedEvent;
        await recordAudit(db, {
          admin: { id: e.adminId, name: e.adminName },
          what: e.status === 'verified' ? 'verification.approved' : 'verification.rejected',
          targetType: 'store', targetId: e.storeId, reason: e.reason, sourceId: event.id, at: new Date(e.decidedAt),
          details: { storeName: e.storeName },
        });
        return;
      }
      const e = event.payload as UserBanChangedEvent;
      if (e.actionId) return;
      await db.transaction().execute(async (trx) => {
        await recordAudit(trx, {
          admin: { id: e.adminId, name: e.adminName },
          what: e.banned ? 'user.banned' : 'user.unbanned',
          targetType: 'user', targetId: e.userId, reason: e.reason, sourceId: event.id, at: new Date(e.changedAt),
          details: { userName: e.userName },
        });
        await syncBanRecord(trx, { userId: e.userId, userName: e.userName, banned: e.banned, at: new Date(e.changedAt) });
      });
    },
  });
}
