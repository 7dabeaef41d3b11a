import { Client } from 'pg';
import { createDb } from '@haat/server-kit';
import type { Kysely } from 'kysely';

/**
 * The database's side of the seller, delivery and moderation benches: runs a service's own read
 * function once on a handle of our own, records every statement it sends (whatever builds it:
 * Kysely or a prepared statement), then times each statement alone and shows its EXPLAIN (ANALYZE,
 * BUFFERS). The statements are the code's as it is now, not copies that could drift from it.
 */
export type Statement = { text: string; values: unknown[] };
export type StatementReport = { text: string; mean: number; p99: number; plan: string };

/** The statements `task` sends through pg while it runs (a patch of pg.Client#query, undone after). */
export async function captureStatements(databaseUrl: string, schema: string, task: (db: Kysely<any>) => Promise<unknown>): Promise<Statement[]> {
  const db = createDb<any>({ url: databaseUrl, schema, max: 1 });
  const captured: Statement[] = [];
  const original = Client.prototype.query;
  Client.prototype.query = function (this: Client, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
    const text = typeof first === 'string' ? first : first?.text;
    const values = typeof first === 'string' ? second : first?.values;
    if (typeof text === 'string' && !/^\s*(SET|SHOW|BEGIN|COMMIT|ROLLBACK)\b/i.test(text)) captured.push({ text, values: Array.isArray(values) ? values : [] });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await task(db);
  } finally {
    Client.prototype.query = original;
    await db.destroy();
  }
  return captured;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** Mean and p99 (ms) of `runs` executions on one connection, then the plan of one more. */
export async function explainStatement(client: Client, schema: string, { text, values }: Statement, runs = 100): Promise<StatementReport> {
  await client.query(`SET search_path = "${schema}"`);
  for (let i = 0; i < 5; i++) await client.query(text, values);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await client.query(text, values);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
  return {
    text: text.replace(/\s+/g, ' ').trim(),
    mean: round(times.reduce((a, b) => a + b, 0) / runs),
    p99: round(times[Math.floor(runs * 0.99)]!),
    plan: rows.map((r) => r['QUERY PLAN']).join('\n'),
  };
}
