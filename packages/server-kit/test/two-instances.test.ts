import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { jetstreamManager } from '@nats-io/jetstream';
import { claimEvent, consumeEvents, createMessagingTables, enqueueEvent, startOutboxRelay, type ServiceDeps } from '../src/index.ts';
import { createTestEnvironment, type TestEnvironment } from '../src/testing/index.ts';

/**
 * What a second instance of a service shares with the first (its database, its stream, its durable
 * consumers), on the real Postgres and NATS: two processes connecting at once, as a scaled stack
 * starts them, both come up; two outbox relays publish every row exactly once; two consumers on one
 * durable handle every event exactly once between them.
 */
const migrations = {
  '2026-11-21-messaging': { up: (db: Kysely<any>) => createMessagingTables(db) },
  '2026-11-22-notes': { up: (db: Kysely<any>) => db.schema.createTable('notes').addColumn('id', 'integer', (c) => c.primaryKey()).execute() },
};

const statusChanged = (orderId: string) => ({
  orderId, userId: 'u1', storeId: 's1', storeName: 'Store', previousStatus: 'Processing' as const, status: 'Confirmed' as const, changedAt: new Date().toISOString(),
});

describe('two instances of one service on one database and one stream', () => {
  let env: TestEnvironment;
  beforeAll(async () => {
    env = await createTestEnvironment();
  });
  afterAll(() => env.cleanup());

  it('instances that start at the same moment on a fresh schema both come up, and each migration ran once', async () => {
    // Several fresh schemas: the race between two CREATE SCHEMA statements is a matter of timing.
    for (const schema of ['twin_a', 'twin_b', 'twin_c', 'twin_d', 'twin_e']) {
      const [first] = await Promise.all([1, 2, 3].map(() => env.connect(`${schema}-instance`, schema, migrations)));
      const applied = await sql<{ name: string }>`SELECT name FROM ${sql.table(`${schema}.kysely_migration`)} ORDER BY name`.execute(first!.db);
      expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations));
    }
  });

  it('two outbox relays and two consumers on one durable: every event is published once and handled once', async () => {
    const [one, two] = await Promise.all([env.connect('relay-1', 'relays', migrations), env.connect('relay-2', 'relays', migrations)]) as [ServiceDeps, ServiceDeps];
    const EVENTS = 300;
    const handledBy = { one: 0, two: 0 };
    const claimed: string[] = [];
    const consumerOn = (deps: ServiceDeps, instance: keyof typeof handledBy) => consumeEvents({
      nc: deps.nc, subjects: deps.subjects, durable: 'twin-consumer', types: ['order.status_changed'], logger: deps.logger,
      handle: async (event) => {
        handledBy[instance]++;
        await deps.db.transaction().execute(async (trx) => {
          if (await claimEvent(trx, 'twin-consumer', event.id)) claimed.push((event.payload as { orderId: string }).orderId);
        });
      },
    });
    // Both create (or find) the durable at the same moment, as two instances starting together do.
    const consumers = await Promise.all([consumerOn(one, 'one'), consumerOn(two, 'two')]);
    // Written in small transactions, as requests would, while both relays poll the same table.
    const relays = [one, two].map((deps) => startOutboxRelay({ db: deps.db, js: deps.js, subjects: deps.subjects, logger: deps.logger, intervalMs: 20, batchSize: 10 }));
    for (let i = 0; i < EVENTS; i += 10) {
      await one.db.transaction().execute(async (trx) => {
        for (let j = i; j < i + 10; j++) await enqueueEvent(trx, 'order.status_changed', statusChanged(`o${j}`));
      });
    }
    for (let i = 0; i < 200 && claimed.length < EVENTS; i++) await sleep(50);
    await sleep(300); // room for a duplicate to show up
    await Promise.all(relays.map((relay) => relay.stop()));
    await Promise.all(consumers.map((consumer) => consumer.stop()));

    expect(claimed.toSorted()).toEqual(Array.from({ length: EVENTS }, (_, j) => `o${j}`).toSorted());
    // Each row went to the stream once (the relays never published the same row twice)…
    const stream = await (await jetstreamManager(one.nc)).streams.info(one.subjects.eventStream);
    expect(stream.state.messages).toBe(EVENTS);
    // …and each delivery went to one consumer only.
    expect(handledBy.one + handledBy.two).toBe(EVENTS);
    const unpublished = await one.db.selectFrom('outbox').select('id').where('published_at', 'is', null).execute();
    expect(unpublished).toEqual([]);
  });
});
