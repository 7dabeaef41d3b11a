import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { commitWith, inTransaction, type ServiceDeps } from '../src/index.ts';
import { createTestEnvironment, type TestEnvironment } from '../src/testing/index.ts';

const migrations = {
  '001-notes': {
    async up(db: Kysely<any>) {
      await sql`CREATE TABLE notes (id uuid PRIMARY KEY, body text, tags text[], counts int[], doc jsonb, at timestamptz, flag boolean)`.execute(db);
      await sql`CREATE TABLE shelf (id int PRIMARY KEY, units int NOT NULL CHECK (units >= 0))`.execute(db);
      await sql`INSERT INTO shelf VALUES (1, 5)`.execute(db);
    },
  },
};

/** Whether the connection is inside a transaction begun before this statement (its clock stands at its BEGIN). */
const inOpenTransaction = async (db: Kysely<any>) =>
  (await sql<{ open: boolean }>`SELECT now() <> statement_timestamp() AS open`.execute(db)).rows[0]!.open;

/** inTransaction and commitWith on the real Postgres: the last statement travels with its COMMIT, its values inline. */
describe('commitWith', () => {
  let env: TestEnvironment;
  let deps: ServiceDeps;
  const db = () => deps.db as Kysely<any>;
  const units = async () => (await sql<{ units: number }>`SELECT units FROM shelf WHERE id = 1`.execute(db())).rows[0]!.units;

  beforeAll(async () => {
    env = await createTestEnvironment();
    deps = await env.connect('commit_with', 'commit_with', migrations);
  });
  afterAll(() => env.cleanup());

  it('writes every kind of value exactly as a parameter would, quotes, backslashes and all', async () => {
    const id = randomUUID();
    const note = {
      body: `it's a "test" \\ with a backslash, $1 and $$dollars$$; COMMIT; --not a comment ✓`,
      tags: ['plain', `o'brien`, 'back\\slash', 'comma, brace}', null, '"quoted"'],
      counts: [1, -2, 3],
      doc: { text: `it's \\ "json"`, list: [1, null] },
      at: new Date('2026-12-02T04:30:00.123Z'),
      flag: false,
    };
    await inTransaction(db(), async (trx) => {
      await commitWith(trx, sql`INSERT INTO notes (id, body, tags, counts, doc, at, flag)
        VALUES (${id}::uuid, ${note.body}, ${note.tags}::text[], ${note.counts}::int[], ${JSON.stringify(note.doc)}::jsonb, ${note.at}::timestamptz, ${note.flag})`);
    });
    const rows = await db().selectFrom('notes').select(['body', 'tags', 'counts', 'doc', 'at', 'flag']).where('id', '=', id).execute();
    expect(rows).toEqual([note]);
  });

  it('commits what came before with the last statement; a transaction it does not end is committed as usual', async () => {
    await inTransaction(db(), async (trx) => {
      await sql`UPDATE shelf SET units = units - 1 WHERE id = 1`.execute(trx);
      expect(await inOpenTransaction(trx)).toBe(true);
      await commitWith(trx, trx.updateTable('shelf').set({ units: sql`units - ${1}` }).where('id', '=', 1));
      // The COMMIT went with the statement: nothing is left open for another round trip to end.
      expect(await inOpenTransaction(trx)).toBe(false);
    });
    expect(await units()).toBe(3);
    await inTransaction(db(), (trx) => sql`UPDATE shelf SET units = units - 1 WHERE id = 1`.execute(trx));
    expect(await units()).toBe(2);
  });

  it('a last statement that fails runs no COMMIT: everything rolls back and the connection serves the next caller', async () => {
    const failing = inTransaction(db(), async (trx) => {
      await sql`UPDATE shelf SET units = units - 1 WHERE id = 1`.execute(trx);
      await commitWith(trx, sql`UPDATE shelf SET units = units - ${10} WHERE id = 1`); // below zero: the CHECK refuses
    });
    await expect(failing).rejects.toThrow(/shelf_units_check/);
    expect(await units()).toBe(2);
    // So does a failure in the work before it.
    await expect(inTransaction(db(), async (trx) => {
      await sql`UPDATE shelf SET units = 0 WHERE id = 1`.execute(trx);
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    expect(await units()).toBe(2);
    // No connection was left inside a transaction.
    const open = await Promise.all(Array.from({ length: 12 }, () => inOpenTransaction(db())));
    expect(open).toEqual(Array.from({ length: 12 }, () => false));
  });
});
