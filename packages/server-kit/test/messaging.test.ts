import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import {
  claimEvent, consumeEvents, createMessagingTables, endSessionsBefore, enqueueEvent, requestRpc, revokeToken, serveRpc, startOutboxRelay,
  type AuthUser, type ReceivedEvent, type ServiceDeps,
} from '../src/index.ts';
import { createTestEnvironment, eventually, signTestToken, type TestEnvironment } from '../src/testing/index.ts';
import { z } from 'zod';
import type { EventEnvelope } from '@haat/contracts';

const migrations = { '2026-11-21-messaging': { up: (db: Kysely<any>) => createMessagingTables(db) } };

const statusChanged = (orderId: string) => ({
  orderId, userId: 'u1', storeId: 's1', storeName: 'Store', previousStatus: 'Processing' as const, status: 'Confirmed' as const, changedAt: new Date().toISOString(),
});

/** The order ids of the batch test's events (theirs start with 'b'; the stream holds the first test's too). */
const batchOrderIds = (events: ReceivedEvent[]) => events.map(({ event }) => (event.payload as { orderId: string }).orderId).filter((id) => id.startsWith('b'));

describe('outbox relay, durable consumer and request-reply on the real NATS', () => {
  let env: TestEnvironment;
  let deps: ServiceDeps;
  beforeAll(async () => {
    env = await createTestEnvironment();
    deps = await env.connect('kit-test', 'kit', migrations);
  });
  afterAll(() => env.cleanup());

  it('publishes every committed outbox row exactly once and a redelivered event is claimed only once', async () => {
    const seen: EventEnvelope[] = [];
    const consumer = await consumeEvents({
      nc: deps.nc, subjects: deps.subjects, durable: 'kit-test', types: ['order.status_changed'], logger: deps.logger,
      handle: async (event) => {
        await deps.db.transaction().execute(async (trx) => {
          if (await claimEvent(trx, 'kit-test', event.id)) seen.push(event);
        });
      },
    });
    const ids = await deps.db.transaction().execute(async (trx) => [
      await enqueueEvent(trx, 'order.status_changed', statusChanged('o1')),
      await enqueueEvent(trx, 'order.status_changed', statusChanged('o2')),
    ]);
    // A rolled-back change must never leave an event behind.
    await deps.db.transaction().execute(async (trx) => {
      await enqueueEvent(trx, 'order.status_changed', statusChanged('rolled-back'));
      throw new Error('rollback');
    }).catch(() => {});
    const relay = startOutboxRelay({ db: deps.db, js: deps.js, subjects: deps.subjects, logger: deps.logger, intervalMs: 50 });
    for (let i = 0; i < 100 && seen.length < 2; i++) await sleep(50);
    // Publishing the same outbox id again (a relay crash before marking) is dropped by JetStream.
    await deps.js.publish(deps.subjects.event('order.status_changed'), JSON.stringify({ id: ids[0], type: 'order.status_changed', occurredAt: '', payload: statusChanged('o1') }), { msgID: ids[0] });
    await sleep(300);
    await relay.stop();
    await consumer.stop();
    expect(seen.map((e) => e.payload).map((p) => (p as { orderId: string }).orderId).toSorted()).toEqual(['o1', 'o2']);
    const unpublished = await deps.db.selectFrom('outbox').select('id').where('published_at', 'is', null).execute();
    expect(unpublished).toEqual([]);
  });

  it('hands the events that arrive together to a batch handler in one call, and redelivers a failed batch whole', async () => {
    // Published before the consumer exists, so its first pull brings them all at once.
    const orderIds = ['b1', 'b2', 'b3', 'b4', 'b5'];
    await Promise.all(orderIds.map((orderId) => deps.js.publish(deps.subjects.event('order.status_changed'),
      JSON.stringify({ id: randomUUID(), type: 'order.status_changed', occurredAt: new Date().toISOString(), payload: statusChanged(orderId) }))));
    const failedBatches: string[][] = [];
    const handledBatches: string[][] = [];
    const consumer = await consumeEvents({
      nc: deps.nc, subjects: deps.subjects, durable: 'kit-batch', types: ['order.status_changed'], logger: deps.logger,
      handleBatch: async (events) => {
        if (failedBatches.length === 0) {
          failedBatches.push(batchOrderIds(events));
          throw new Error('the first batch fails');
        }
        handledBatches.push(batchOrderIds(events));
      },
    });
    await eventually(() => handledBatches.flat().length >= orderIds.length, 10_000, { what: 'every event handled' });
    await consumer.stop();
    expect(failedBatches[0]!.length).toBeGreaterThan(1);
    expect(handledBatches.flat().toSorted()).toEqual(orderIds);
    expect(handledBatches.length).toBeLessThan(orderIds.length);
  });

  it('answers request-reply in a queue group and maps thrown errors to failures', async () => {
    const subject = `${env.prefix}.rpc.echo`;
    const sub = serveRpc(deps.nc, {
      subject, queue: 'echo', logger: deps.logger, schema: z.object({ n: z.number() }),
      handle: async ({ n }) => ({ ok: true, doubled: n * 2 }),
    });
    await expect(requestRpc(deps.nc, subject, { n: 21 })).resolves.toEqual({ ok: true, doubled: 42 });
    await expect(requestRpc(deps.nc, subject, { n: 'x' })).resolves.toMatchObject({ ok: false, status: 400 });
    sub.unsubscribe();
    await expect(requestRpc(deps.nc, `${env.prefix}.rpc.nobody`, {}, { timeoutMs: 500 })).rejects.toMatchObject({ status: 503 });
  });

  it('hands an acting endpoint the user its token names, and refuses a request without one, or with a bad or ended one', async () => {
    const subject = `${env.prefix}.rpc.whoami`;
    const handled: string[] = [];
    const sub = serveRpc(deps.nc, {
      subject, queue: 'whoami', logger: deps.logger, schema: z.object({ note: z.string() }), verifyUser: deps.verifyToken,
      handle: async ({ note }, user: AuthUser) => {
        handled.push(note);
        return { ok: true, id: user.id, role: user.role };
      },
    });
    const buyer = { id: randomUUID(), role: 'buyer' as const, name: 'Asha', email: 'asha@example.in' };
    const { token } = await signTestToken(buyer);
    await expect(requestRpc(deps.nc, subject, { note: 'real', user: { id: randomUUID(), role: 'seller' } }, { actingFor: token }))
      .resolves.toEqual({ ok: true, id: buyer.id, role: 'buyer' });
    await expect(requestRpc(deps.nc, subject, { note: 'no token' })).resolves.toMatchObject({ ok: false, status: 401 });
    await expect(requestRpc(deps.nc, subject, { note: 'forged' }, { actingFor: `${token.slice(0, -4)}AAAA` })).resolves.toMatchObject({ ok: false, status: 401 });
    const revoked = await signTestToken(buyer);
    await revokeToken(deps.redis, env.prefix, revoked.jti, revoked.expiresAt);
    await expect(requestRpc(deps.nc, subject, { note: 'revoked' }, { actingFor: revoked.token })).resolves.toMatchObject({ ok: false, status: 401 });
    await endSessionsBefore(deps.redis, env.prefix, buyer.id, 1); // a password change ends the first token's session
    await expect(requestRpc(deps.nc, subject, { note: 'ended' }, { actingFor: token })).resolves.toMatchObject({ ok: false, status: 401 });
    sub.unsubscribe();
    expect(handled).toEqual(['real']);
  });
});
