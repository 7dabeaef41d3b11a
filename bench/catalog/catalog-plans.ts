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

type Timing = { mean: number; p99: number };

function timingOf(times: number[]): Timing {
  const sorted = times.toSorted((a, b) => a - b);
  return { mean: round(sorted.reduce((a, b) => a + b, 0) / sorted.length), p99: round(sorted[Math.floor(sorted.length * 0.99)]!) };
}

async function timed(client: Client, statement: PreparedStatement): Promise<number> {
  const started = performance.now();
  await client.query(statement);
  return performance.now() - started;
}

/** Mean and p99 in ms of `runs` executions of a prepared statement on one connection (the database's own cost). */
export async function timePrepared(client: Client, statement: PreparedStatement, runs = 200): Promise<Timing> {
  for (let i = 0; i < 10; i++) await client.query(statement);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await timed(client, statement));
  return timingOf(times);
}

/**
 * Two statements (each on its own database) timed in turns, one run of each after the other, so both
 * see the machine as it is at the same moments: their ratio is the statements' own, not the drift of
 * whatever else ran between two measurements taken minutes apart. At least 500 runs each, and more
 * until the turns have taken `seconds`: a p99 is then at least the fifth slowest, and for a statement
 * of a fraction of a millisecond the fiftieth or more, so one stall of the shared machine (a few ms)
 * does not decide it.
 */
export async function timeInTurns(a: [Client, PreparedStatement], b: [Client, PreparedStatement], { runs = 500, seconds = 4 } = {}): Promise<[Timing, Timing]> {
  for (let i = 0; i < 10; i++) await Promise.all([a[0].query(a[1]), b[0].query(b[1])]);
  const times: [number[], number[]] = [[], []];
  const started = performance.now();
  while (times[0].length < runs || performance.now() - started < seconds * 1000) {
    times[0].push(await timed(...a));
    times[1].push(await timed(...b));
  }
  return [timingOf(times[0]), timingOf(times[1])];
}
