import { sql, type ExpressionBuilder } from 'kysely';
import type { BroadcastType } from '@haat/contracts';
import type { BroadcastDatabase, BroadcastDb, BroadcastRow, NewBroadcastRow } from './broadcasts.table.ts';

/** A broadcast with what readers and the ownership check need from its store. */
export type BroadcastView = BroadcastRow & { store_name: string; store_owner_id: string; store_is_active: boolean };

const withStore = (db: BroadcastDb) =>
  db.selectFrom('broadcasts')
    .innerJoin('stores', 'stores.id', 'broadcasts.store_id')
    .selectAll('broadcasts')
    .select(['stores.name as store_name', 'stores.owner_id as store_owner_id', 'stores.is_active as store_is_active']);

export async function findBroadcast(db: BroadcastDb, id: string): Promise<BroadcastView | undefined> {
  return withStore(db).where('broadcasts.id', '=', id).executeTakeFirst();
}

type BroadcastFilter = {
  storeId?: string | undefined;
  /** Reaches this city: the broadcast's city or its target city (case-insensitive). */
  city?: string | undefined;
  targetCity?: string | undefined;
  broadcastType?: BroadcastType | undefined;
  /** Active, inside validFrom..validUntil now, of a live store. */
  currentOnly: boolean;
  limit: number;
  offset: number;
};

type Eb = ExpressionBuilder<BroadcastDatabase, 'broadcasts' | 'stores'>;

function conditions(eb: Eb, filter: BroadcastFilter) {
  const all = [];
  if (filter.storeId) all.push(eb('broadcasts.store_id', '=', filter.storeId));
  if (filter.broadcastType) all.push(eb('broadcasts.broadcast_type', '=', filter.broadcastType));
  if (filter.city) {
    const city = filter.city.toLowerCase();
    all.push(eb.or([eb(sql<string>`lower(broadcasts.city)`, '=', city), eb(sql<string>`lower(broadcasts.target_city)`, '=', city)]));
  }
  if (filter.targetCity) all.push(eb(sql<string>`lower(broadcasts.target_city)`, '=', filter.targetCity.toLowerCase()));
  if (filter.currentOnly) {
    all.push(eb('broadcasts.is_active', '=', true), eb('stores.is_active', '=', true), eb('broadcasts.valid_from', '<=', sql<Date>`now()`), eb('broadcasts.valid_until', '>=', sql<Date>`now()`));
  }
  return eb.and(all);
}

/** Newest first, one page of them, and how many match in all. */
export async function listBroadcasts(db: BroadcastDb, filter: BroadcastFilter): Promise<{ rows: BroadcastView[]; total: number }> {
  const [rows, count] = await Promise.all([
    withStore(db).where((eb) => conditions(eb, filter)).orderBy('broadcasts.created_at', 'desc').orderBy('broadcasts.id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    db.selectFrom('broadcasts').innerJoin('stores', 'stores.id', 'broadcasts.store_id')
      .where((eb) => conditions(eb, filter))
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

export async function insertBroadcast(db: BroadcastDb, row: NewBroadcastRow): Promise<void> {
  await db.insertInto('broadcasts').values(row).execute();
}

export type BroadcastPatch = Partial<Pick<NewBroadcastRow, 'title' | 'description' | 'image_url' | 'image_sizes' | 'city' | 'target_city' | 'broadcast_type' | 'is_active' | 'valid_from' | 'valid_until'>>;

/** False when the row is gone (deleted meanwhile). */
export async function updateBroadcast(db: BroadcastDb, id: string, patch: BroadcastPatch): Promise<boolean> {
  const result = await db.updateTable('broadcasts').set({ ...patch, updated_at: new Date() }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Sets is_active; true only when it changed (so an activation is told apart from a repeat). */
export async function switchBroadcastActive(db: BroadcastDb, id: string, isActive: boolean): Promise<boolean> {
  const result = await db.updateTable('broadcasts').set({ is_active: isActive, updated_at: new Date() })
    .where('id', '=', id).where('is_active', '=', !isActive).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteBroadcast(db: BroadcastDb, id: string): Promise<boolean> {
  const result = await db.deleteFrom('broadcasts').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
