import type { ColumnType, Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { BroadcastType, ImageUrls } from '@haat/contracts';
import type { CreatedAt, UpdatedAt } from '../column-types.ts';
import type { CatalogDatabase } from '../database.ts';

type BroadcastsTable = {
  id: string;
  store_id: string;
  title: string;
  description: string;
  image_url: string;
  /** jsonb: read parsed, written as JSON text. */
  image_sizes: ColumnType<ImageUrls | null, string | null, string | null>;
  city: string;
  target_city: string | null;
  broadcast_type: BroadcastType;
  is_active: boolean;
  valid_from: Date;
  valid_until: Date;
  /** Set when the admin team deactivated the offer (migration 2026-11-27-02): its seller cannot switch it on again. */
  deactivated_by_admin_at: Date | null;
  deactivated_reason: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};
export type BroadcastRow = Selectable<BroadcastsTable>;
export type NewBroadcastRow = Insertable<BroadcastsTable>;

/** The catalog schema plus this module's table (added with `withTables`, so database.ts stays as it is). */
export type BroadcastDatabase = CatalogDatabase & { broadcasts: BroadcastsTable };
export type BroadcastDb = Kysely<BroadcastDatabase> | Transaction<BroadcastDatabase>;

export const broadcastDb = (db: Kysely<CatalogDatabase>): Kysely<BroadcastDatabase> => db.withTables<{ broadcasts: BroadcastsTable }>();
