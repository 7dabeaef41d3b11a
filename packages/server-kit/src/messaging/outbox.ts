import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { JetStreamClient } from '@nats-io/jetstream';
import type { EventEnvelope, EventPayloads, EventType, Subjects } from '@haat/contracts';
import type { Logger } from '../logger/index.ts';
import { watchOutboxLag } from '../metrics/index.ts';
import { currentRequestId, requestIdHeaders } from '../request-context/index.ts';

type OutboxTable = {
  id: string;
  type: string;
  payload: unknown;
  occurred_at: Date;
  published_at: Date | null;
  /** The request that caused the event (addOutboxRequestIds), carried to consumers in a NATS header. */
  request_id?: string | null;
};
type ProcessedEventsTable = { consumer: string; event_id: string; processed_at: Date };
export type MessagingTables = { outbox: OutboxTable; processed_events: ProcessedEventsTable };

/** For a service's first migration: the outbox it publishes from and the inbox that makes consumers idempotent. */
export async function createMessagingTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('published_at', 'timestamptz')
    .execute();
  await sql`CREATE INDEX outbox_unpublished ON outbox (occurred_at) WHERE published_at IS NULL`.execute(db);
  await db.schema
    .createTable('processed_events')
    .addColumn('consumer', 'text', (c) => c.notNull())
    .addColumn('event_id', 'uuid', (c) => c.notNull())
    .addColumn('processed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('processed_events_pk', ['consumer', 'event_id'])
    .execute();
}

/** For a later migration: the outbox keeps the id of the request that caused each event. */
export async function addOutboxRequestIds(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('request_id', 'text').execute();
}

/** Records an event in the same transaction as the change it describes, with the current request's id. */
export async function enqueueEvent<T extends EventType>(trx: Transaction<any>, type: T, payload: EventPayloads[T]): Promise<string> {
  const { id } = await eventInsert(trx, type, payload).executeTakeFirstOrThrow();
  return id;
}

/** enqueueEvent's statement, for a caller that folds it into a statement of its own (a CTE). */
export function eventInsert<T extends EventType>(trx: Kysely<any>, type: T, payload: EventPayloads[T]) {
  const requestId = currentRequestId();
  return trx.insertInto('outbox')
    .values({ id: randomUUID(), type, payload: JSON.stringify(payload), ...(requestId ? { request_id: requestId } : {}) })
    .returning('id');
}

/**
 * Marks an event as handled by `consumer` inside the handler's transaction. Returns false when it
 * was handled before (a redelivery), so the handler changes nothing.
 */
export async function claimEvent(trx: Transaction<any>, consumer: string, eventId: string): Promise<boolean> {
  const inserted = await trx
    .insertInto('processed_events')
    .values({ consumer, event_id: eventId })
    .onConflict((oc) => oc.doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export type OutboxRelay = { kick(): void; stop(): Promise<void> };

/**
 * Publishes outbox rows to JetStream with Nats-Msg-Id = row id (the stream drops duplicates), then
 * marks them published (a commit that does not wait for the disk). Polls, and runs at once when
 * kicked after a commit. Rows are locked with SKIP LOCKED so several instances share the work
 * without double-publishing a batch.
 */
export function startOutboxRelay({ db, js, subjects, logger, intervalMs = 250, batchSize = 100, name = String(logger.bindings()['name'] ?? 'service') }: {
  db: Kysely<any>;
  js: JetStreamClient;
  subjects: Subjects;
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
  /** The outbox's name on the lag metrics: the service's (its logger's name) unless given. */
  name?: string;
}): OutboxRelay {
  let stopped = false;
  const isStopped = () => stopped;
  let running: Promise<void> | null = null;
  let again = false;
  let lastFailureLog = 0;

  const publishBatch = async (): Promise<number> =>
    db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('outbox')
        .selectAll() // request_id too, where the service's migrations added it
        .where('published_at', 'is', null)
        .orderBy('occurred_at')
        .orderBy('id')
        .limit(batchSize)
        .forUpdate()
        .skipLocked()
        .execute();
      // Sent in order, awaited together: one round trip to JetStream for the batch, not one per row.
      await Promise.all(rows.map((row) => {
        const envelope: EventEnvelope = { id: row.id, type: row.type, occurredAt: row.occurred_at.toISOString(), payload: row.payload };
        const headers = requestIdHeaders(row.request_id ?? undefined);
        return js.publish(subjects.event(row.type as EventType), JSON.stringify(envelope), { msgID: row.id, ...(headers ? { headers } : {}) });
      }));
      if (rows.length > 0) {
        // The mark is rebuilt from JetStream: lost in a crash, the rows go out again under the same
        // Nats-Msg-Id and the stream drops them as duplicates. So its commit need not wait for the disk.
        await sql`SET LOCAL synchronous_commit = off`.execute(trx);
        await trx.updateTable('outbox').set({ published_at: sql`now()` }).where('id', 'in', rows.map((r) => r.id)).execute();
      }
      return rows.length;
    });

  const drain = async () => {
    do {
      again = false;
      try {
        let published = batchSize;
        // A full batch means more may be waiting.
        while (published === batchSize && !isStopped()) published = await publishBatch();
      } catch (err) {
        // NATS or Postgres is away: rows stay unpublished and the next tick tries again.
        if (Date.now() - lastFailureLog > 10_000) {
          lastFailureLog = Date.now();
          logger.warn({ err: String(err) }, 'outbox relay could not publish; will retry');
        }
      }
    } while (again && !isStopped());
  };

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(kick, intervalMs);
  kick();
  const unwatch = watchOutboxLag(db, name);
  return {
    kick,
    async stop() {
      stopped = true;
      unwatch();
      clearInterval(timer);
      await running;
    },
  };
}
