import type { Actor } from '@haat/contracts';
import type { CatalogDb } from '../database.ts';
import type { StoreRow } from '../stores/stores.table.ts';

export type ReviewStatus = 'pending' | 'verified' | 'rejected';

/**
 * One page of the stores whose request is in `status`, and how many there are: the pending queue
 * oldest request first (the one the 24-hour promise runs out on first), decided ones newest decision
 * first. Both orders are the partial indexes of migration 2026-11-27-03.
 */
export async function pageOfRequests(db: CatalogDb, status: ReviewStatus, { limit, offset }: { limit: number; offset: number }): Promise<{ rows: StoreRow[]; totalCount: number }> {
  const inStatus = db.selectFrom('stores').where('verification_status', '=', status);
  const ordered = status === 'pending'
    ? inStatus.selectAll().orderBy('verification_requested_at').orderBy('id')
    : inStatus.selectAll().orderBy('verification_decided_at', (ob) => ob.desc().nullsLast()).orderBy('id', 'desc');
  const [rows, count] = await Promise.all([
    ordered.limit(limit).offset(offset).execute(),
    inStatus.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(count.n) };
}

export type PendingSummary = { waiting: number; overdue: number; oldestSubmittedAt: string | null };

/** Over every pending request: how many, how many were submitted before `overdueBefore`, and the oldest. */
export async function pendingSummary(db: CatalogDb, overdueBefore: Date): Promise<PendingSummary> {
  const row = await db.selectFrom('stores')
    .where('verification_status', '=', 'pending')
    .select((eb) => [
      eb.fn.countAll<string>().as('waiting'),
      eb.fn.countAll<string>().filterWhere('verification_requested_at', '<', overdueBefore).as('overdue'),
      eb.fn.min('verification_requested_at').as('oldest'),
    ])
    .executeTakeFirstOrThrow();
  const oldest = row.oldest as Date | null;
  return { waiting: Number(row.waiting), overdue: Number(row.overdue), oldestSubmittedAt: oldest ? oldest.toISOString() : null };
}

export type Decision = { status: 'verified' | 'rejected'; reason: string; admin: Actor; at: Date };

/**
 * Decides the store's request if it is still pending, in one conditional statement: of two admins
 * deciding at once, one changes the row and the other finds nothing (undefined).
 */
export async function decideRequest(db: CatalogDb, storeId: string, { status, reason, admin, at }: Decision): Promise<StoreRow | undefined> {
  return db.updateTable('stores')
    .set({
      verification_status: status,
      verification_rejection_reason: status === 'rejected' ? reason : '',
      verification_decided_at: at,
      verification_decided_by_id: admin.id,
      verification_decided_by_name: admin.name,
      updated_at: at,
    })
    .where('id', '=', storeId)
    .where('verification_status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}
