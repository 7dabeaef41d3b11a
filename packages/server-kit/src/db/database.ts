import { createHash } from 'node:crypto';
import { Client, Pool, type PoolClient, type QueryResult } from 'pg';
import { Kysely, PostgresDialect, sql, type Compilable, type RawBuilder } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import type { Logger } from '../logger/index.ts';
import { lockForTransaction } from './postgres.ts';

export type { Migration };

/** Creates the database named in `url` when it is missing (first start on a fresh machine). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  client.on('error', () => {}); // a lost connection also rejects the call in progress, which is retried
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`).catch((err: { code?: string }) => {
        // Several services start at once: losing the race to create it is fine.
        if (err.code !== '42P04' && err.code !== '23505') throw err;
      });
    }
  } finally {
    await client.end();
  }
}

const pools = new WeakMap<object, Pool>();

/**
 * A Kysely handle whose connections see only the service's own schema. A connection Postgres drops
 * (restart, failover, an admin's kill) emits 'error': on the pool when it was idle, on the client
 * when checked out. Unheard, that event ends the process; heard, the pool discards the connection,
 * the query in progress fails (a 503, see `isPostgresUnavailable`) and the next one reconnects.
 */
export function createDb<DB>({ url, schema, max = 10, logger }: { url: string; schema: string; max?: number; logger?: Logger }): Kysely<DB> {
  const pool = new Pool({ connectionString: url, max, options: `-c search_path="${schema}"` });
  pool.on('error', (err) => logger?.warn({ err: err.message }, 'lost an idle Postgres connection; the next query opens a new one'));
  pool.on('connect', (client) => {
    client.on('error', () => {}); // the query in progress is rejected with the same error
    runMarkedStatementsPrepared(client);
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/**
 * Runs a named prepared statement on the pool behind `db` (a handle made by `createDb`, not a
 * transaction): Postgres parses it once per connection instead of on every call, which more than
 * doubles the throughput of a hot read. (It still plans it again for the values when it judges a
 * generic plan costlier: a search does, about 1 ms a call.) One `name` per distinct `text`.
 */
export async function queryPrepared<R>(db: Kysely<any>, { name, text, values }: { name: string; text: string; values: readonly unknown[] }): Promise<R[]> {
  const pool = pools.get(db);
  if (!pool) throw new Error('queryPrepared needs a Kysely handle made by createDb');
  const result = await pool.query({ name, text, values: [...values] });
  return result.rows as R[];
}

/** How `executePrepared` marks a statement for the connection that runs it. */
const PREPARED_MARK = '/* prepared */ ';

const statementNames = new Map<string, string>();
const STATEMENT_NAMES_KEPT = 1000;
/** A prepared statement's name, a hash of its text, worked out once per text (the hot ones repeat on every checkout). */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    if (statementNames.size >= STATEMENT_NAMES_KEPT) statementNames.clear();
    name = `k_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A statement (a Kysely builder or `sql` template) run as a named prepared statement, on the pool
 * or in a transaction: each distinct shape is parsed once per connection, and planned once when
 * Postgres judges its generic plan no costlier (a checkout statement's planning cost more than its
 * execution). Only for hot shapes that repeat (lists bound as arrays, `= any($1)`, not `in ($1, $2, …)`),
 * and naming the columns they return, not `*`: a migration that changes what `*` means fails a
 * prepared statement once per connection ("cached plan must not change result type").
 */
export async function executePrepared<R>(db: Kysely<any>, query: Compilable<R> | RawBuilder<R>): Promise<R[]> {
  const compiled = 'isRawBuilder' in query ? query.compile(db) : query.compile();
  return (await db.executeQuery<R>({ ...compiled, sql: `${PREPARED_MARK}${compiled.sql}` })).rows;
}

/**
 * Makes the client run statements marked by `executePrepared` as named prepared statements (the
 * name is a hash of the text). Kysely sends every statement as `query(text, values)`; the rest pass
 * through untouched.
 */
function runMarkedStatementsPrepared(client: PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<QueryResult>;
  // Statements a migration changed the result of since this connection prepared them: run unprepared here.
  const stale = new Set<string>();
  client.query = ((text: unknown, ...rest: unknown[]) => {
    if (typeof text !== 'string' || !text.startsWith(PREPARED_MARK) || !Array.isArray(rest[0])) return query(text, ...rest);
    const name = statementName(text);
    if (stale.has(name)) return query(text, rest[0]);
    return query({ name, text, values: rest[0] }).catch((err: unknown) => {
      if ((err as { code?: string }).code === '0A000') stale.add(name); // cached plan must not change result type
      throw err;
    });
  }) as typeof client.query;
}

/**
 * Applies the service's migrations; Kysely's migrator reports rather than throws, so check it.
 * Several instances may start at once: CREATE SCHEMA IF NOT EXISTS is not safe against itself (the
 * loser fails on pg_namespace's unique index), so it runs under an advisory lock; Kysely's migrator
 * then serialises the migrations themselves with its own lock.
 */
export async function migrateToLatest(db: Kysely<unknown>, schema: string, migrations: Record<string, Migration>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, `haat-create-schema:${schema}`);
    await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(trx);
  });
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} of schema ${schema} failed: ${String(error)}`);
  }
}
