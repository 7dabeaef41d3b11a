import { sql, type Kysely, type Transaction } from 'kysely';
import type { GrievanceStatus, GrievanceSubject } from '@haat/contracts';
import type { GrievanceRow, GrievanceTables } from './grievances.table.ts';
import { clockCutoffs } from './grievance-clocks.ts';

type Db = Kysely<GrievanceTables> | Transaction<GrievanceTables>;
type Paging = { limit: number; offset: number };

export type NewGrievance = {
  subject: GrievanceSubject;
  category: string;
  orderId: string | null;
  storeId: string | null;
  storeName: string;
  description: string;
  buyer: { id: string; name: string };
};

/** Files one complaint; the database gives it its ticket number. */
export async function insertGrievance(db: Db, g: NewGrievance): Promise<GrievanceRow> {
  return db.insertInto('grievances').values({
    subject: g.subject,
    category: g.category,
    order_id: g.orderId,
    store_id: g.storeId,
    store_name: g.storeName,
    description: g.description,
    buyer_id: g.buyer.id,
    buyer_name: g.buyer.name,
    handled_by_id: null,
    handled_by_name: null,
    acknowledged_at: null,
    resolved_at: null,
  }).returningAll().executeTakeFirstOrThrow();
}

/** A buyer's complaints, newest first, with the total for paging. */
export async function grievancesOfBuyer(db: Db, buyerId: string, { limit, offset }: Paging): Promise<{ rows: GrievanceRow[]; total: number }> {
  const query = db.selectFrom('grievances').where('buyer_id', '=', buyerId);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export type GrievanceQueueFilter = { status?: GrievanceStatus | undefined; overdue?: boolean | undefined; now: Date };

/**
 * The console's queue, oldest first. `overdue`: past either clock and not yet done (true), or
 * within both (false); the cut-offs come from `now`, as the clocks the reply shows do.
 */
export async function grievanceQueue(db: Db, { status, overdue, now }: GrievanceQueueFilter, { limit, offset }: Paging): Promise<{ rows: GrievanceRow[]; total: number }> {
  const { ackBefore, resolveBefore } = clockCutoffs(now);
  let query = db.selectFrom('grievances');
  if (status) query = query.where('status', '=', status);
  if (overdue !== undefined) {
    query = query.where((eb) => {
      const late = eb.or([
        eb.and([eb('status', '=', 'Open'), eb('created_at', '<', ackBefore)]),
        eb.and([eb('status', 'in', ['Open', 'Acknowledged']), eb('created_at', '<', resolveBefore)]),
      ]);
      return overdue ? late : eb.not(late);
    });
  }
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', 'asc').orderBy('id', 'asc').limit(limit).offset(offset).execute(),
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export async function findGrievanceByTicket(db: Db, ticketNumber: string): Promise<GrievanceRow | undefined> {
  return db.selectFrom('grievances').selectAll().where('ticket_number', '=', ticketNumber).executeTakeFirst();
}

/** The row, locked until the transaction ends, so two admins' changes apply one after the other. */
export async function lockGrievance(trx: Transaction<GrievanceTables>, id: string): Promise<GrievanceRow | undefined> {
  return trx.selectFrom('grievances').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export type GrievanceChange = { status: GrievanceStatus; response: string; admin: { id: string; name: string }; at: Date };

/** Moves it to `status`, keeping the response (a new one replaces it only when given) and who handled it. */
export async function changeGrievance(trx: Transaction<GrievanceTables>, row: GrievanceRow, change: GrievanceChange): Promise<GrievanceRow> {
  const closing = change.status === 'Resolved' || change.status === 'Rejected';
  return trx.updateTable('grievances').set({
    status: change.status,
    response: change.response || row.response,
    handled_by_id: change.admin.id,
    handled_by_name: change.admin.name,
    // Closing straight from Open acknowledges it too: the buyer has had an answer.
    acknowledged_at: row.acknowledged_at ?? change.at,
    resolved_at: closing ? change.at : row.resolved_at,
    updated_at: change.at,
  }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
}
