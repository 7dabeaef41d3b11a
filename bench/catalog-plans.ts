import type { Client } from 'pg';

export type PreparedStatement = { name: string; text: string; values: unknown[] };

const literal = (client: Client, value: unknown) => (typeof value === 'number' ? String(value) : client.escapeLiteral(String(value)));

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a prepared statement as the service runs it: prepared by name and
 * executed six times first, so Postgres' plan cache has made its generic-or-custom choice.
 */
export async function explainPrepared(client: Client, statement: PreparedStatement): Promise<string> {
  for (let i = 0; i < 6; i++) await client.query(statement);
  const args = statement.values.map((v) => literal(client, v)).join(', ');
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE "${statement.name}"(${args})`);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

/** EXPLAIN (ANALYZE, BUFFERS) of a plain parameterised query. */
export async function explainQuery(client: Client, text: string, values: readonly unknown[]): Promise<string> {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, [...values]);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** Mean and p99 in ms of `runs` executions of a prepared statement on one connection (the database's own cost). */
export async function timePrepared(client: Client, statement: PreparedStatement, runs = 200): Promise<{ mean: number; p99: number }> {
  for (let i = 0; i < 10; i++) await client.query(statement);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await client.query(statement);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { mean: round(times.reduce((a, b) => a + b, 0) / runs), p99: round(times[Math.floor(runs * 0.99)]!) };
}
