import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { subjects as subjectsFor, type Subjects } from '@haat/contracts';
import type { BaseConfig } from '../config/index.ts';
import type { Logger } from '../logger/index.ts';
import { createDb, ensureDatabase, migrateToLatest, type Migration } from '../db/index.ts';
import { connectNats, ensureEventStream, natsCredentialsOf, type NatsConnection } from '../messaging/index.ts';
import { createRedis, type Redis } from '../jobs/index.ts';
import { checkingSessions, createSessionCheck, createTokenVerifier, loadVerificationKeys, type TokenVerifier } from '../auth/index.ts';

/** Everything a service's `build` function receives: connections are open and migrations applied. */
export type ServiceDeps<Cfg extends BaseConfig = BaseConfig> = {
  config: Cfg;
  logger: Logger;
  db: Kysely<any>;
  /** Commands: fails fast (about half a second) while Redis is away, so callers answer 503 instead of hanging. */
  redis: Redis;
  /** BullMQ: commands wait through a Redis outage, as its workers need. A queue that requests add to may use `redis`, to fail fast. */
  queueRedis: Redis;
  nc: NatsConnection;
  js: JetStreamClient;
  subjects: Subjects;
  /** Verifies a bearer token and refuses ended sessions and banned accounts (auth/session-check.ts). */
  verifyToken: TokenVerifier;
  /** The signature check alone: for identity's start-up key check, before it has refilled Redis. */
  verifySignature: TokenVerifier;
  /** Registers clean-up run on shutdown, in reverse order of registration. */
  onStop(fn: () => Promise<void> | void): void;
  stop(): Promise<void>;
};

/** Retries `attempt` until it succeeds, logging one clear line per failure instead of crashing. */
export async function waitFor<T>(what: string, attempt: () => Promise<T>, logger: Logger, { maxDelayMs = 5000, signal }: { maxDelayMs?: number; signal?: AbortSignal } = {}): Promise<T> {
  for (let delay = 500; ; delay = Math.min(delay * 2, maxDelayMs)) {
    try {
      return await attempt();
    } catch (err) {
      if (signal?.aborted) throw err;
      logger.warn(`${what} is not reachable (${(err as Error).message || String(err)}); retrying in ${delay / 1000}s`);
      await sleep(delay);
    }
  }
}

export async function connectInfrastructure<Cfg extends BaseConfig>({ name, config, logger, schema, migrations }: {
  name: string;
  config: Cfg;
  logger: Logger;
  schema: string;
  migrations: Record<string, Migration>;
}): Promise<ServiceDeps<Cfg>> {
  const stops: (() => Promise<void> | void)[] = [];
  const onStop = (fn: () => Promise<void> | void) => void stops.push(fn);

  await waitFor('Postgres', () => ensureDatabase(config.DATABASE_URL), logger);
  const db = createDb<any>({ url: config.DATABASE_URL, schema, logger });
  onStop(() => db.destroy());
  await waitFor('Postgres', () => sql`SELECT 1`.execute(db), logger);
  await migrateToLatest(db, schema, migrations);

  const redis = createRedis(config.REDIS_URL, { failFast: true });
  const queueRedis = createRedis(config.REDIS_URL);
  for (const client of [redis, queueRedis]) {
    client.on('error', () => {}); // reconnects on its own; failures surface on the commands that need it
    onStop(async () => void (await client.quit().catch(() => client.disconnect())));
  }
  await waitFor('Redis', async () => {
    if (queueRedis.status === 'wait' || queueRedis.status === 'end') await queueRedis.connect();
    await Promise.all([queueRedis.ping(), redis.ping()]);
  }, logger);

  const nc = await waitFor('NATS', () => connectNats({ url: config.NATS_URL, name, credentials: natsCredentialsOf(config, name) }), logger);
  onStop(async () => void (await nc.drain().catch(() => nc.close())));
  const subjects = subjectsFor(config.HAAT_PREFIX);
  await waitFor('NATS JetStream', () => ensureEventStream(nc, subjects), logger);

  const verifyToken = createTokenVerifier(loadVerificationKeys(config));
  let stopped: Promise<void> | null = null;
  return {
    config, logger, db, redis, queueRedis, nc, js: jetstream(nc), subjects, onStop,
    verifyToken: checkingSessions(verifyToken, createSessionCheck({ redis, prefix: config.HAAT_PREFIX })),
    verifySignature: verifyToken,
    stop() {
      stopped ??= (async () => {
        for (const fn of stops.toReversed()) {
          try {
            await fn();
          } catch (err) {
            logger.warn({ err: String(err) }, 'error during shutdown');
          }
        }
      })();
      return stopped;
    },
  };
}
