import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { executePrepared, type ServiceDeps } from '../src/index.ts';
import { createTestEnvironment, type TestEnvironment } from '../src/testing/index.ts';

const migrations = {
  '001-shelf': {
    async up(db: Kysely<any>) {
      await sql`CREATE TABLE shelf (id int PRIMARY KEY, units int NOT NULL)`.execute(db);
      await sql`INSERT INTO shelf VALUES (1, 5), (2, 7)`.execute(db);
    },
  },
};

/** The statements this connection keeps prepared (read from within the same transaction). */
const preparedHere = async (trx: Kysely<any>) =>
  (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(trx)).rows.map((row) => row.statement);

/** executePrepared on the real Postgres: named statements on the pool and inside transactions. */
describe('executePrepared', () => {
  let env: TestEnvironment;
  let deps: ServiceDeps;
  const db = () => deps.db as Kysely<any>;

  beforeAll(async () => {
    env = await createTestEnvironment();
    deps = await env.connect('prepared', 'prepared', migrations);
  });
  afterAll(() => env.cleanup());

  it('runs a builder and a sql template as prepared statements inside a transaction, with their results', async () => {
    await db().transaction().execute(async (trx) => {
      const taken = await executePrepared(trx, sql<{ units: number }>`UPDATE shelf SET units = units - ${2} WHERE id = ${1} RETURNING units`);
      expect(taken).toEqual([{ units: 3 }]);
      const read = await executePrepared(trx, trx.selectFrom('shelf').select(['id', 'units']).where('id', '=', 2));
      expect(read).toEqual([{ id: 2, units: 7 }]);
      const statements = await preparedHere(trx);
      expect(statements.some((text) => text.includes('UPDATE shelf SET units'))).toBe(true);
      expect(statements.some((text) => text.includes('from "shelf"'))).toBe(true);
      // Other statements of the transaction stay unnamed.
      expect(statements.some((text) => text.includes('pg_prepared_statements'))).toBe(false);
      throw new Error('roll back');
    }).catch((err: unknown) => expect(String(err)).toContain('roll back'));
    expect(await executePrepared(db(), db().selectFrom('shelf').select('units').where('id', '=', 1))).toEqual([{ units: 5 }]);
  });

  it('a migration that changes what `*` returns fails a prepared statement once per connection, then it runs unprepared', async () => {
    const everything = () => executePrepared(db(), db().selectFrom('shelf').selectAll().where('id', '=', 1));
    // Prepare it on every pooled connection: ten at once take ten connections.
    await Promise.all(Array.from({ length: 10 }, everything));
    await sql`ALTER TABLE shelf ADD COLUMN note text NOT NULL DEFAULT ''`.execute(db());
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, everything));
    const failures = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(failures.length).toBeGreaterThan(0);
    expect(String((failures[0] as PromiseRejectedResult).reason)).toContain('cached plan must not change result type');
    for (let i = 0; i < 20; i++) expect(await everything()).toEqual([{ id: 1, units: 5, note: '' }]);
  });
});
