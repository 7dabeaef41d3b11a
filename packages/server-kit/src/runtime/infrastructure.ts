import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { subjects as subjectsFor, type Subjects } from '@haat/contracts';
import type { BaseConfig } from '../config/index.ts';
import type { Logger } from '../logger/index.ts';
import { createDb, ensureDatabase, migrateToLatest, type Migration } from '../db/index.ts';
import { connectNats, ensureEventStream, type NatsConnection } from '../messaging/index.ts';
import { createRedis, type Redis } from '../jobs/index.ts';
import { createTokenVerifier, loadPublicKey, type TokenVerifier } from '../auth/index.ts';

/** Everything a service's `build` function receives: connections are open and migrations applied. */
export type ServiceDeps<Cfg extends BaseConfig = BaseConfig> = {
  config: Cfg;
  logger: Logger;
  db: Kysely<any>;
  redis: Redis;
  nc: NatsConnection;
  js: JetStreamClient;
  subjects: Subjects;
  verifyToken: TokenVerifier;
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
  const db = createDb<any>({ url: config.DATABASE_URL, schema });
  onStop(() => db.destroy());
  await waitFor('Postgres', () => sql`SELECT 1`.execute(db), logger);
  await migrateToLatest(db, schema, migrations);

  const redis = createRedis(config.REDIS_URL);
  redis.on('error', () => {}); // reconnects on its own; failures surface on the commands that need it
  onStop(async () => void (await redis.quit().catch(() => redis.disconnect())));
  await waitFor('Redis', async () => {
    if (redis.status === 'wait' || redis.status === 'end') await redis.connect();
    await redis.ping();
  }, logger);

  const nc = await waitFor('NATS', () => connectNats({ url: config.NATS_URL, name }), logger);
  onStop(async () => void (await nc.drain().catch(() => nc.close())));
  const subjects = subjectsFor(config.HAAT_PREFIX);
  await waitFor('NATS JetStream', () => ensureEventStream(nc, subjects), logger);

  const verifyToken = createTokenVerifier(loadPublicKey(config.JWT_PUBLIC_KEY, config.NODE_ENV));
  let stopped: Promise<void> | null = null;
  return {
    config, logger, db, redis, nc, js: jetstream(nc), subjects, verifyToken, onStop,
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
