import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import {
  addOutboxRequestIds, consumeEvents, createMessagingTables, createQueue, enqueueEvent, metricsText, startOutboxRelay, watchOutboxLag, type ServiceDeps,
} from '../src/index.ts';
import { createTestEnvironment, type TestEnvironment } from '../src/testing/index.ts';

const migrations = {
  '2026-11-21-messaging': { up: (db: Kysely<any>) => createMessagingTables(db) },
  '2026-11-27-request-ids': { up: (db: Kysely<any>) => addOutboxRequestIds(db) },
};

/** One series' value from this process's /metrics text, by name and labels. */
async function metric(name: string, labels: Record<string, string>): Promise<number | undefined> {
  const { body } = await metricsText();
  const line = body.split('\n').find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

async function eventually(read: () => Promise<unknown>, expected: unknown, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs && (await read()) !== expected) await sleep(50);
  expect(await read()).toBe(expected);
}

const statusChanged = (orderId: string) => ({
  orderId, userId: 'u1', storeId: 's1', storeName: 'Store', previousStatus: 'Processing' as const, status: 'Confirmed' as const, changedAt: new Date().toISOString(),
});

describe('metrics read at scrape time from BullMQ, the outbox and JetStream', () => {
  let env: TestEnvironment;
  let deps: ServiceDeps;
  beforeAll(async () => {
    env = await createTestEnvironment();
    deps = await env.connect('metrics-test', 'metrics', migrations);
  });
  afterAll(() => env.cleanup());

  it('reports a queue\'s waiting and delayed jobs per queue', async () => {
    const queue = createQueue<{ n: number }>('depth-probe', { connection: deps.queueRedis, prefix: env.prefix });
    deps.onStop(() => queue.close());
    await queue.add('a', { n: 1 });
    await queue.add('b', { n: 2 });
    await queue.add('c', { n: 3 }, { delay: 60_000 });
    expect(await metric('haat_queue_jobs', { queue: 'depth-probe', state: 'waiting' })).toBe(2);
    expect(await metric('haat_queue_jobs', { queue: 'depth-probe', state: 'delayed' })).toBe(1);
    expect(await metric('haat_queue_jobs', { queue: 'depth-probe', state: 'failed' })).toBe(0);
  });

  it('reports the outbox\'s unpublished rows and the age of the oldest, and both fall to 0 once relayed', async () => {
    await deps.db.transaction().execute(async (trx) => {
      await enqueueEvent(trx, 'order.status_changed', statusChanged('o1'));
      await enqueueEvent(trx, 'order.status_changed', statusChanged('o2'));
    });
    await sql`UPDATE outbox SET occurred_at = now() - interval '90 seconds'`.execute(deps.db);
    const unwatch = watchOutboxLag(deps.db, 'lag-probe');
    expect(await metric('haat_outbox_unpublished_events', { outbox: 'lag-probe' })).toBe(2);
    expect(await metric('haat_outbox_oldest_unpublished_age_seconds', { outbox: 'lag-probe' })).toBeGreaterThanOrEqual(90);
    unwatch();
    expect(await metric('haat_outbox_unpublished_events', { outbox: 'lag-probe' })).toBeUndefined();

    const relay = startOutboxRelay({ db: deps.db, js: deps.js, subjects: deps.subjects, logger: deps.logger, intervalMs: 50, name: 'lag-probe' });
    deps.onStop(() => relay.stop());
    await eventually(() => metric('haat_outbox_unpublished_events', { outbox: 'lag-probe' }), 0);
    expect(await metric('haat_outbox_oldest_unpublished_age_seconds', { outbox: 'lag-probe' })).toBe(0);
  });

  it('reports a durable consumer\'s unacknowledged messages while its handler is busy, then none', async () => {
    let release!: () => void;
    const busy = new Promise<void>((resolve) => (release = resolve));
    const consumer = await consumeEvents({
      nc: deps.nc, subjects: deps.subjects, durable: 'pending-probe', types: ['order.status_changed'], logger: deps.logger,
      handle: () => busy,
    });
    deps.onStop(() => consumer.stop());
    for (const id of ['p1', 'p2', 'p3']) {
      await deps.js.publish(deps.subjects.event('order.status_changed'), JSON.stringify({ id: crypto.randomUUID(), type: 'order.status_changed', occurredAt: new Date().toISOString(), payload: statusChanged(id) }));
    }
    // Two events relayed by the test before, three published now: all delivered, none acknowledged.
    await eventually(() => metric('haat_nats_consumer_ack_pending_messages', { durable: 'pending-probe' }), 5);
    expect(await metric('haat_nats_consumer_pending_messages', { durable: 'pending-probe' })).toBe(0);
    release();
    await eventually(() => metric('haat_nats_consumer_ack_pending_messages', { durable: 'pending-probe' }), 0);
  });
});
