import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { createDb, ensureDatabase, errorReply } from '@haat/server-kit';
import { startThrowawayPostgres, type ThrowawayServer } from '@haat/server-kit/testing';

describe('createDb when Postgres goes away under it', () => {
  let postgres: ThrowawayServer;
  let db: Kysely<any>;
  const uncaught: unknown[] = [];
  /** Lets the test's held transaction go on (also on failure, so the pool can close). */
  let finish: (() => void) | undefined;
  const record = (err: unknown) => void uncaught.push(err);

  beforeAll(async () => {
    process.on('uncaughtException', record);
    postgres = await startThrowawayPostgres();
    const url = `${postgres.url}/haat_outage`;
    await ensureDatabase(url);
    db = createDb({ url, schema: 'public', max: 4 });
  });
  afterAll(async () => {
    process.off('uncaughtException', record);
    finish?.();
    await db?.destroy();
    await postgres?.destroy();
  });

  it('a connection lost idle, one lost mid-query and one lost mid-transaction raise nothing; the calls fail as 503s; the next calls work once it is back', async () => {
    // Four connections open; then one runs a long query, one holds a transaction, two sit idle.
    await Promise.all([1, 2, 3, 4].map(() => sql`SELECT pg_sleep(0.1)`.execute(db)));
    const longQuery = sql`SELECT pg_sleep(30)`.execute(db).then(() => null, (err: unknown) => err);
    const held = new Promise<void>((resolve) => (finish = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await sql`SELECT 1`.execute(trx);
      await held;
      await sql`SELECT 2`.execute(trx);
    }).then(() => null, (err: unknown) => err);
    await sleep(300);

    await postgres.stop();
    const failures = await Promise.all([longQuery, sql`SELECT 1`.execute(db).then(() => null, (err: unknown) => err)]);
    await sleep(300);
    expect(uncaught).toEqual([]);
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(Error);
      expect(errorReply(failure)).toMatchObject({ status: 503, headers: { 'Retry-After': '5' }, body: { error: 'Service temporarily unavailable' } });
    }

    await postgres.start();
    expect((await sql<{ ok: number }>`SELECT 1 AS ok`.execute(db)).rows).toEqual([{ ok: 1 }]);
    // The transaction's connection was lost too: its next statement fails (a 503), it never hangs.
    finish!();
    expect(errorReply(await transaction)).toMatchObject({ status: 503 });
    expect(uncaught).toEqual([]);
  }, 60_000);
});
