import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from 'pg';

export type CommitCounters = { xactCommit: number; xids: number; walSync: number; walRecords: number };

/**
 * Postgres' own counters: transactions committed in this run's database (read-only ones too: every
 * statement outside a transaction is one, and the services' pollers make some every second) and,
 * for the whole server, transaction ids handed out (one per transaction that writes), WAL flushes
 * to disk and WAL records. Backends report their counts when idle, within about 10 s: `settleMs`
 * waits for that.
 */
export async function commitCounters(client: Client, { settleMs = 0 } = {}): Promise<CommitCounters> {
  if (settleMs > 0) await sleep(settleMs);
  const { rows: [row] } = await client.query<{ xact_commit: string; xids: string; wal_sync: string; wal_records: string }>(`
    SELECT d.xact_commit, pg_snapshot_xmax(pg_current_snapshot())::text AS xids, w.wal_sync, w.wal_records
      FROM pg_stat_database d, pg_stat_wal w WHERE d.datname = current_database()`);
  return { xactCommit: Number(row!.xact_commit), xids: Number(row!.xids), walSync: Number(row!.wal_sync), walRecords: Number(row!.wal_records) };
}

/** Each counter's growth per order between two readings. */
export function perOrder(before: CommitCounters, after: CommitCounters, orders: number): CommitCounters {
  const per = (a: number, b: number) => (orders > 0 ? Math.round(((b - a) / orders) * 100) / 100 : 0);
  return { xactCommit: per(before.xactCommit, after.xactCommit), xids: per(before.xids, after.xids), walSync: per(before.walSync, after.walSync), walRecords: per(before.walRecords, after.walRecords) };
}
