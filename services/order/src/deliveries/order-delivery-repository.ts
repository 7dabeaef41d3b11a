import { sql, type SelectQueryBuilder } from 'kysely';
import { executePrepared } from '@haat/server-kit';
import { openDeliveryStatuses, type DeliveryOrdersQuery, type DeliveryStatus } from '@haat/contracts';
import type { OrderDatabase, OrderDb } from '../database.ts';
import type { MembershipRow } from '../delivery-partners/delivery-partners.table.ts';
import type { NewOrderDeliveryRow, OrderDeliveryRow, OrderDeliveryUpdate } from './order-deliveries.table.ts';
import { orderStillOpen } from './delivery-sql.ts';
import { riderAccess, riderSeesDelivery, type RiderAccess } from './rider-access.ts';

export async function findDelivery(db: OrderDb, orderId: string, { lock = false } = {}): Promise<OrderDeliveryRow | undefined> {
  const query = db.selectFrom('order_deliveries').selectAll().where('order_id', '=', orderId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * The deliveries of a page of orders, in one query. Only orders with a delivery partner can have
 * one (assignment sets orders.delivery_partner_id with the row), so a page without any asks nothing.
 */
export async function deliveriesOfOrders(db: OrderDb, orders: { id: string; delivery_partner_id: string | null }[]): Promise<Map<string, OrderDeliveryRow>> {
  const ids = orders.filter((order) => order.delivery_partner_id !== null).map((order) => order.id);
  if (ids.length === 0) return new Map();
  const rows = await executePrepared(db, db.selectFrom('order_deliveries').selectAll().where(sql<boolean>`order_id = any(${ids}::uuid[])`));
  return new Map(rows.map((row) => [row.order_id, row]));
}

/**
 * The store's membership that `partnerRef` names: its own id, or the rider's account id
 * (delivery-partners/ keeps the table); undefined when the store has no such partner. Share-locked
 * until the transaction ends, so the seller cannot remove or deactivate the rider while an order
 * is being handed to them.
 */
export async function findMembershipOfStore(db: OrderDb, storeId: string, partnerRef: string): Promise<MembershipRow | undefined> {
  return db.selectFrom('store_delivery_partners').selectAll()
    .where('store_id', '=', storeId)
    .where((eb) => eb.or([eb('id', '=', partnerRef), eb('user_id', '=', partnerRef)]))
    .limit(1)
    .forShare()
    .executeTakeFirst();
}

/** A fresh assignment: the order's one delivery row, replaced whole (a reassignment starts from nothing). Stamped as updateDelivery stamps. */
export async function saveAssignment(db: OrderDb, delivery: NewOrderDeliveryRow): Promise<OrderDeliveryRow> {
  const fresh = {
    ...delivery,
    status: 'Assigned' as const,
    delivery_code: null, code_attempts: 0, code_locked_until: null,
    cod_collected_paise: null, cash_handed_over_at: null,
    proof_photo: null, proof_reason: null, failed_reason: null, note: null, needs_review: false, attempts: 0,
    assigned_at: sql<Date>`clock_timestamp()`, picked_up_at: null, out_for_delivery_at: null, delivered_at: null, updated_at: sql<Date>`clock_timestamp()`,
  };
  const { order_id: _orderId, ...replaced } = fresh;
  return db.insertInto('order_deliveries').values(fresh)
    .onConflict((oc) => oc.column('order_id').doUpdateSet(replaced))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Applies `changes` to one delivery and stamps updated_at; returns the row as it is now. The clock,
 * not the transaction's start: changes queued on the row's lock are stamped in the order they happen.
 */
export async function updateDelivery(db: OrderDb, orderId: string, changes: OrderDeliveryUpdate): Promise<OrderDeliveryRow> {
  return db.updateTable('order_deliveries').set({ ...changes, updated_at: sql`clock_timestamp()` }).where('order_id', '=', orderId).returningAll().executeTakeFirstOrThrow();
}

/** Midnight of an Asia/Kolkata day (YYYY-MM-DD), `plusDays` later, as a timestamp. */
const indianMidnight = (day: string, plusDays = 0) => sql<Date>`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE 'Asia/Kolkata')`;

type DeliveriesQuery = SelectQueryBuilder<OrderDatabase, 'order_deliveries', object>;
type DeliveryFilter = Pick<DeliveryOrdersQuery, 'status' | 'from' | 'to' | 'storeId'>;

const completedStatuses: DeliveryStatus[] = ['Delivered', 'Returned to Store'];

function filtered(query: DeliveriesQuery, { status, from, to, storeId }: DeliveryFilter): DeliveriesQuery {
  let q = query;
  if (status === 'active') q = q.where('status', 'in', [...openDeliveryStatuses]).where(orderStillOpen());
  else if (status === 'completed') q = q.where('status', 'in', completedStatuses);
  else if (status !== undefined) q = q.where('status', '=', status);
  if (from !== undefined) q = q.where('assigned_at', '>=', indianMidnight(from));
  if (to !== undefined) q = q.where('assigned_at', '<', indianMidnight(to, 1));
  if (storeId !== undefined) q = q.where('store_id', '=', storeId);
  return q;
}

/** A rider's delivery with what they may see of it (rider-access.ts). */
export type RiderDeliveryRow = OrderDeliveryRow & { rider_access: RiderAccess };

/**
 * One page of the rider's deliveries, newest assignment first, and how many match: both walk the
 * index (partner_id, assigned_at DESC, order_id DESC) of this rider only, each prepared (the
 * dashboard asks the same few shapes all day). Only what the rider may still see: of a store they
 * left, their completed deliveries (as history).
 */
export async function pageOfDeliveries(db: OrderDb, partnerId: string, filter: DeliveryFilter, { limit, offset }: { limit: number; offset: number }): Promise<{ rows: RiderDeliveryRow[]; totalCount: number }> {
  const base = filtered(db.selectFrom('order_deliveries').where('partner_id', '=', partnerId).where(riderSeesDelivery()), filter);
  const [rows, [count]] = await Promise.all([
    executePrepared(db, base.selectAll().select(riderAccess().as('rider_access')).orderBy('assigned_at', 'desc').orderBy('order_id', 'desc').limit(limit).offset(offset)),
    executePrepared(db, base.select((eb) => eb.fn.countAll<string>().as('count'))),
  ]);
  return { rows: rows as RiderDeliveryRow[], totalCount: Number(count?.count ?? 0) };
}

/** The rider's delivery of one order, with what they may see of it; undefined when the order is not (or no longer) theirs to see. */
export async function deliveryOfPartner(db: OrderDb, orderId: string, partnerId: string): Promise<RiderDeliveryRow | undefined> {
  const row = await db.selectFrom('order_deliveries').selectAll().select(riderAccess().as('rider_access'))
    .where('order_id', '=', orderId).where('partner_id', '=', partnerId)
    .executeTakeFirst();
  return row && row.rider_access !== null ? (row as RiderDeliveryRow) : undefined;
}
