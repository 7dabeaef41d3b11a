import { sql } from 'kysely';
import { openDeliveryStatuses, type VehicleType } from '@haat/contracts';
import type { OrderDb } from '../database.ts';
import { orderStillOpen, startOfTodayInIndia } from '../deliveries/delivery-sql.ts';
import type { MembershipRow, MembershipUpdate, NewMembershipRow, PartnerProfileRow } from './delivery-partners.table.ts';

/** The Postgres names of the unique rules the routes turn into 409s. */
export const PHONE_PER_STORE_KEY = 'store_delivery_partners_store_id_phone_key';
export const RIDER_PER_STORE_KEY = 'store_delivery_partners_store_user';

/** A membership with the rider's own availability switch (null while invited). */
export type MembershipView = MembershipRow & { is_available: boolean | null };

/** A membership's work for its store, in paise and counts. */
export type MembershipFigures = { openDeliveries: number; deliveredToday: number; cashPaise: number };

export async function insertMembership(db: OrderDb, row: NewMembershipRow): Promise<MembershipRow> {
  return db.insertInto('store_delivery_partners').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findMembership(db: OrderDb, id: string, { lock = false } = {}): Promise<MembershipRow | undefined> {
  const query = db.selectFrom('store_delivery_partners').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The membership an invitation code was made for; the code stays on it once spent (see claim-invitation.ts). */
export async function findMembershipByCode(db: OrderDb, code: string): Promise<MembershipRow | undefined> {
  return db.selectFrom('store_delivery_partners').selectAll().where('invite_code', '=', code).executeTakeFirst();
}

/** The rider's membership of a store, if they already deliver for it. */
export async function findRiderMembership(db: OrderDb, storeId: string, userId: string): Promise<MembershipRow | undefined> {
  return db.selectFrom('store_delivery_partners').selectAll().where('store_id', '=', storeId).where('user_id', '=', userId).executeTakeFirst();
}

/** Memberships with the rider's availability: one store's (newest first) or the given ids. */
export async function membershipViews(db: OrderDb, which: { storeId: string } | { ids: string[] }): Promise<MembershipView[]> {
  if ('ids' in which && which.ids.length === 0) return [];
  let query = db
    .selectFrom('store_delivery_partners as m')
    .leftJoin('delivery_partners as p', 'p.user_id', 'm.user_id')
    .selectAll('m')
    .select('p.is_available');
  query = 'storeId' in which ? query.where('m.store_id', '=', which.storeId) : query.where('m.id', 'in', which.ids);
  return query.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').execute();
}

/**
 * Each joined membership's deliveries for its store: still open, delivered today (India), and the
 * cash collected and not yet handed over. Memberships without deliveries are absent.
 */
export async function membershipFigures(db: OrderDb, membershipIds: string[]): Promise<Map<string, MembershipFigures>> {
  if (membershipIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('store_delivery_partners as m')
    .innerJoin('order_deliveries as d', (join) => join.onRef('d.store_id', '=', 'm.store_id').onRef('d.partner_id', '=', 'm.user_id'))
    .where('m.id', 'in', membershipIds)
    // Only rows that count for something: a rider's long history of settled deliveries is not read.
    .where((w) => w.or([
      w('d.status', 'in', openDeliveryStatuses),
      w('d.delivered_at', '>=', startOfTodayInIndia),
      w.and([w('d.cod_collected_paise', 'is not', null), w('d.cash_handed_over_at', 'is', null)]),
    ]))
    .groupBy('m.id')
    .select((eb) => [
      'm.id',
      eb.fn.countAll<string>().filterWhere((w) => w.and([w('d.status', 'in', openDeliveryStatuses), orderStillOpen(sql.ref('d.order_id'))])).as('open'),
      eb.fn.countAll<string>().filterWhere((w) => w.and([w('d.status', '=', 'Delivered'), w('d.delivered_at', '>=', startOfTodayInIndia)])).as('delivered_today'),
      eb.fn.sum<string | null>('d.cod_collected_paise').filterWhere('d.cash_handed_over_at', 'is', null).as('cash_paise'),
    ])
    .execute();
  return new Map(rows.map((row) => [row.id, { openDeliveries: Number(row.open), deliveredToday: Number(row.delivered_today), cashPaise: Number(row.cash_paise ?? 0) }]));
}

export async function updateMembership(db: OrderDb, id: string, changes: Omit<MembershipUpdate, 'updated_at'>): Promise<MembershipRow> {
  return db.updateTable('store_delivery_partners').set({ ...changes, updated_at: sql<Date>`now()` }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteMembership(db: OrderDb, id: string): Promise<void> {
  await db.deleteFrom('store_delivery_partners').where('id', '=', id).execute();
}

/** Deliveries assigned through this membership that are still with the rider (orderStillOpen). */
export async function openDeliveriesOfMembership(db: OrderDb, membershipId: string): Promise<number> {
  const row = await db
    .selectFrom('order_deliveries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('membership_id', '=', membershipId)
    .where('status', 'in', openDeliveryStatuses)
    .where(orderStillOpen())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks every amount the rider collected for the store and has not handed over as handed over now; their paise. */
export async function settleCollectedCash(db: OrderDb, { storeId, partnerId }: { storeId: string; partnerId: string }): Promise<number[]> {
  const rows = await db
    .updateTable('order_deliveries')
    .set({ cash_handed_over_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('store_id', '=', storeId)
    .where('partner_id', '=', partnerId)
    .where('cod_collected_paise', 'is not', null)
    .where('cash_handed_over_at', 'is', null)
    .returning('cod_collected_paise')
    .execute();
  return rows.map((row) => Number(row.cod_collected_paise));
}

export async function findProfile(db: OrderDb, userId: string): Promise<PartnerProfileRow | undefined> {
  return db.selectFrom('delivery_partners').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The rider's memberships, active or not, oldest first (the stores they deliver for). */
export async function membershipsOfRider(db: OrderDb, userId: string): Promise<MembershipRow[]> {
  return db.selectFrom('store_delivery_partners').selectAll().where('user_id', '=', userId).orderBy('joined_at').orderBy('id').execute();
}

type ProfileFields = { name: string; phone: string | null; vehicleType: VehicleType | null; vehicleNumber: string | null };

/**
 * The rider's profile on joining a store: made from `fields` when they have none; an existing one
 * keeps the rider's own details and only gains a phone or vehicle it lacked.
 */
export async function ensureProfile(db: OrderDb, userId: string, fields: ProfileFields): Promise<void> {
  await db
    .insertInto('delivery_partners')
    .values({ user_id: userId, name: fields.name, phone: fields.phone, vehicle_type: fields.vehicleType, vehicle_number: fields.vehicleNumber })
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({
      phone: eb.fn.coalesce('delivery_partners.phone', 'excluded.phone'),
      vehicle_type: eb.fn.coalesce('delivery_partners.vehicle_type', 'excluded.vehicle_type'),
      vehicle_number: eb.fn.coalesce('delivery_partners.vehicle_number', 'excluded.vehicle_number'),
      updated_at: sql<Date>`now()`,
    })))
    .execute();
}

type ProfileChanges = { name?: string; phone?: string; vehicleType?: VehicleType | null; vehicleNumber?: string | null; isAvailable?: boolean };

/** The rider's own changes; a rider without a profile yet gets one, named `defaultName` unless the changes name them. */
export async function saveProfile(db: OrderDb, userId: string, defaultName: string, changes: ProfileChanges): Promise<PartnerProfileRow> {
  const set = {
    ...(changes.name !== undefined && { name: changes.name }),
    ...(changes.phone !== undefined && { phone: changes.phone }),
    ...(changes.vehicleType !== undefined && { vehicle_type: changes.vehicleType }),
    ...(changes.vehicleNumber !== undefined && { vehicle_number: changes.vehicleNumber || null }),
    ...(changes.isAvailable !== undefined && { is_available: changes.isAvailable }),
  };
  return db
    .insertInto('delivery_partners')
    .values({ user_id: userId, name: defaultName, phone: null, vehicle_type: null, vehicle_number: null, ...set })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...set, updated_at: sql<Date>`now()` }))
    .returningAll()
    .executeTakeFirstOrThrow();
}
