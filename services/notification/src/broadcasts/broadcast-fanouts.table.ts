import type { ColumnType, Kysely, Selectable, Transaction } from 'kysely';
import type { NotificationDatabase } from '../notifications/notification.table.ts';

/** Who a fan-out is telling right now: the store's buyers (order), then its wishlisters (catalog). */
export type FanoutPhase = 'buyers' | 'wishlisters' | 'done';

type BroadcastFanoutsTable = {
  store_id: string;
  /** The Asia/Kolkata day: compared and written as 'YYYY-MM-DD', read back by pg as a Date. */
  day: ColumnType<Date | string, string, never>;
  broadcast_id: string;
  event_id: string;
  phase: ColumnType<FanoutPhase, FanoutPhase | undefined, FanoutPhase>;
  /** The last user id of the phase already told; null at the phase's start. */
  cursor: string | null;
  notified: ColumnType<number, number | undefined, number>;
  started_at: ColumnType<Date, never, never>;
  finished_at: ColumnType<Date | null, never, Date | null>;
};
export type BroadcastFanoutRow = Selectable<BroadcastFanoutsTable>;

/** The notification schema plus broadcast_fanouts (migration 2026-11-25-01). */
export type FanoutDatabase = NotificationDatabase & { broadcast_fanouts: BroadcastFanoutsTable };
export type FanoutDb = Kysely<FanoutDatabase> | Transaction<FanoutDatabase>;

export const fanoutDb = (db: Kysely<NotificationDatabase>): Kysely<FanoutDatabase> => db.withTables<{ broadcast_fanouts: BroadcastFanoutsTable }>();
