import { createRequire } from 'node:module';
import { sql, type Compilable, type Kysely, type RawBuilder } from 'kysely';

/** `pg`'s own conversion of a parameter to text and its quoting of a literal (lib/utils.js, exported by `pg` but not typed). */
type PgUtils = { prepareValue(value: unknown): string | Buffer | null; escapeLiteral(text: string): string };
const { escapeLiteral, prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as PgUtils;

/** The connections (as `inTransaction` hands them out) whose transaction `commitWith` ended. */
const committed = new WeakSet<Kysely<any>>();

/**
 * Runs `work` between BEGIN and COMMIT on one pooled connection, as `db.transaction()` does, except
 * that `work` may end the transaction itself with its last statement (`commitWith`); when it does
 * not, COMMIT follows as usual. A failure rolls back. `work` must not open a transaction of its own.
 */
export async function inTransaction<DB, T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`BEGIN`.execute(conn);
    try {
      const result = await work(conn);
      if (!committed.has(conn)) await sql`COMMIT`.execute(conn);
      return result;
    } catch (err) {
      // A COMMIT that failed left no transaction to roll back, and a ROLLBACK then only warns; one
      // that fails (the connection is gone) changes nothing: the error to report is the first.
      await sql`ROLLBACK`.execute(conn).catch(() => {});
      throw err;
    }
  });
}

/**
 * An `inTransaction` transaction's last statement and its COMMIT, sent as one message: the rows the
 * statement locks (the ones other transactions queue for) are then held for the commit alone,
 * never across a round trip to this process. Postgres takes several statements in one message only
 * without parameters, so the statement's values go inline as literals, escaped by `pg` as it does
 * for its own queries; its casts (`::uuid[]`) stay as written. Returns no rows. When the statement
 * fails, the COMMIT is not run and the error rolls the transaction back.
 */
export async function commitWith(trx: Kysely<any>, query: Compilable | RawBuilder<unknown>): Promise<void> {
  const compiled = 'isRawBuilder' in query ? query.compile(trx) : query.compile();
  const text = compiled.sql.replaceAll(/\$(\d+)/g, (_, n: string) => literal(compiled.parameters[Number(n) - 1]));
  await sql.raw(`${text}; COMMIT`).execute(trx);
  committed.add(trx);
}

function literal(value: unknown): string {
  const prepared = prepareValue(value);
  if (prepared === null) return 'NULL';
  if (typeof prepared !== 'string') throw new TypeError('commitWith takes no binary values');
  return escapeLiteral(prepared);
}
