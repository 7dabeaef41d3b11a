import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Client } from 'pg';

const run = promisify(execFile);
const PGBENCH = process.env['PGBENCH'] ?? '/usr/bin/pgbench';

export type PgbenchResult = { tps: number; clients: number; seconds: number; latencyMs: number | null };

/** The same server's URL with another database name. */
const withDatabase = (url: string, database: string): string => {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
};

/**
 * pgbench's simple-update transactions per second (-N: update one account, read it, append one
 * history row, commit) on the Postgres `databaseUrl` points at: what this server and its disk do
 * with small committing transactions, the yardstick for orders/s. Runs in a scratch database
 * created here (`pgbench -i`) and dropped again whatever happens.
 */
export async function pgbenchSimpleUpdate(databaseUrl: string, { clients, seconds }: { clients: number; seconds: number }): Promise<PgbenchResult> {
  const scratch = `${new URL(databaseUrl).pathname.slice(1)}_pgbench`;
  const admin = new Client({ connectionString: withDatabase(databaseUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${scratch}"`);
    await admin.query(`CREATE DATABASE "${scratch}"`);
    const target = withDatabase(databaseUrl, scratch);
    await run(PGBENCH, ['-i', '-q', target]);
    const { stdout } = await run(PGBENCH, ['-N', '-c', String(clients), '-j', '2', '-T', String(seconds), target], { maxBuffer: 16 * 1024 * 1024 });
    const tps = /tps = ([\d.]+)/.exec(stdout);
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    const latency = /latency average = ([\d.]+) ms/.exec(stdout);
    return { tps: Number(tps[1]), clients, seconds, latencyMs: latency ? Number(latency[1]) : null };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}
