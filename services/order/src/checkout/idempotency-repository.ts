import { sql } from 'kysely';
import { conflict, executePrepared, unprocessable } from '@haat/server-kit';
import type { OrderDb } from '../database.ts';

/** A 'running' key older than this belongs to a request that died (process crash); another may take over. */
const ABANDONED_AFTER_SECONDS = 120;
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

type KeyClaim = { kind: 'claimed' } | { kind: 'replay'; statusCode: number; response: string };

/**
 * Claims `key` for this request before anything else happens (committed at once, so concurrent
 * duplicates see it), or tells how to answer: the stored reply for a finished request, 409 while
 * the first is still running, 422 when the key came with a different body.
 *
 * The claim's commit does not wait for the disk (`set_config(…, true)` is its implicit
 * transaction's SET LOCAL). A claim matters only while its request runs, and a crash that loses it
 * ends that request too: the order's transaction cannot commit past it. Once the order commits, its
 * commit, which does wait, has made the claim durable as well (the log is flushed in order).
 */
export async function claimIdempotencyKey(db: OrderDb, { userId, key, requestHash }: { userId: string; key: string; requestHash: string }): Promise<KeyClaim> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const claim = db
      .insertInto('idempotency_keys')
      .values({ user_id: userId, key, request_hash: requestHash, state: 'running' })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .returning('key');
    const inserted = await executePrepared(db, sql<{ key: string }>`
      WITH claim AS (${claim}) SELECT key, set_config('synchronous_commit', 'off', true) AS synchronous_commit FROM claim`);
    if (inserted.length > 0) return { kind: 'claimed' };

    const existing = await db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'state', 'status_code', sql<string | null>`response::text`.as('response'), 'created_at'])
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!existing) continue; // the first request failed and let go of the key: try again
    if (existing.request_hash !== requestHash) throw unprocessable('Idempotency-Key was already used with a different request');
    if (existing.state === 'done' && existing.status_code !== null && existing.response !== null) {
      return { kind: 'replay', statusCode: existing.status_code, response: existing.response };
    }
    if (existing.created_at.getTime() > Date.now() - ABANDONED_AFTER_SECONDS * 1000) break;
    // Aged in SQL, not by equality with the JS Date read above: that has milliseconds, the column
    // microseconds, so it would (almost) never match. A fresh claim by someone else is young and stays.
    await db
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where('state', '=', 'running')
      .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`)
      .execute();
  }
  throw conflict('This order is already being placed');
}

/**
 * Stores the reply under the key with the order, in its transaction: a statement the checkout folds
 * into one of its own (a CTE). One row when this request still held the key, none when it was taken over.
 */
export function keyCompletion(db: OrderDb, { userId, key, statusCode, response }: { userId: string; key: string; statusCode: number; response: string }) {
  return db
    .updateTable('idempotency_keys')
    .set({ state: 'done', status_code: statusCode, response })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('state', '=', 'running')
    .returning('key');
}

/** Lets go of a key whose request failed, so the client may retry with it. */
export async function releaseIdempotencyKey(db: OrderDb, { userId, key }: { userId: string; key: string }): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).where('state', '=', 'running').execute();
}

export async function deleteExpiredIdempotencyKeys(db: OrderDb, { olderThanHours = IDEMPOTENCY_KEY_TTL_HOURS } = {}): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${olderThanHours})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
