import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { jetstreamManager } from '@nats-io/jetstream';
import { subjects as subjectsFor } from '@haat/contracts';
import { baseConfigSchema, loadConfig, type BaseConfig } from '../config/index.ts';
import { createLogger } from '../logger/index.ts';
import type { Migration } from '../db/index.ts';
import { connectNats } from '../messaging/index.ts';
import { createRedis } from '../jobs/index.ts';
import { markSessionStateRestored } from './session-state.ts';
import { connectInfrastructure, type ServiceDeps } from '../runtime/index.ts';
import { createTokenSigner } from '../auth/index.ts';

const PG_ROOT = process.env['TEST_DATABASE_ROOT'] ?? 'postgres://postgres@127.0.0.1:5432';
export const testDatabaseUrl = (prefix: string) => `${PG_ROOT}/haat_${prefix}`;

/** Deletes everything a run created under `prefix`: its stream, its Redis keys and its database. */
export async function dropTestWorld(prefix: string, { natsUrl = 'nats://127.0.0.1:4222', redisUrl = 'redis://127.0.0.1:6379' } = {}): Promise<void> {
  const nc = await connectNats({ url: natsUrl, name: 'test-cleanup' });
  const jsm = await jetstreamManager(nc);
  await jsm.streams.delete(subjectsFor(prefix).eventStream).catch(() => {});
  await nc.close();
  const redis = createRedis(redisUrl);
  await redis.connect();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) await redis.del(...keys);
  } while (cursor !== '0');
  await redis.quit();
  const admin = new Client({ connectionString: `${PG_ROOT}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "haat_${prefix}" WITH (FORCE)`);
  await admin.end();
}

/** A fresh, unused prefix for one test run. */
export const newTestPrefix = (kind = 't') => `${kind}${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

/** Keys and OTP secret of this test process, made at random: tests never share or reuse a secret. */
const testKeys = generateKeyPairSync('ed25519');
export const testSecrets = {
  JWT_PRIVATE_KEY: testKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  JWT_PUBLIC_KEY: testKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  OTP_SECRET: randomBytes(32).toString('base64url'),
};

/** Signs a session token that every service and gateway of a test environment accepts. */
export const signTestToken = createTokenSigner(testKeys.privateKey);

/**
 * One isolated world per test file on the real Postgres, Redis and NATS: its own database, its own
 * key prefix and its own stream/subject names. `cleanup()` drops all of it.
 */
export async function createTestEnvironment() {
  const prefix = newTestPrefix();
  // A secret given as <NAME>_FILE in the shell would clash with the test secrets; tests run without a
  // gateway secret unless they give one (identity then believes X-Forwarded-For, as they expect).
  const shellEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(JWT_\w+_KEY|OTP_SECRET)_FILE$|^GATEWAY_SECRET(_FILE)?$/.test(name)));
  const env = {
    ...shellEnv,
    ...testSecrets,
    JWT_PREVIOUS_PUBLIC_KEY: '',
    NODE_ENV: 'test',
    LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent',
    HAAT_PREFIX: prefix,
    HAAT_DEMO_DATA: 'off',
    DATABASE_URL: testDatabaseUrl(prefix),
  };
  // Identity's settings ride along: services are built from this config in tests.
  const config: BaseConfig = Object.assign(loadConfig(baseConfigSchema, env), { JWT_PRIVATE_KEY: testSecrets.JWT_PRIVATE_KEY, OTP_SECRET: testSecrets.OTP_SECRET });
  const started: ServiceDeps<any>[] = [];
  await markSessionStateRestored(config.REDIS_URL, prefix); // as identity would: see session-state.ts

  return {
    prefix,
    env,
    config,
    subjects: subjectsFor(prefix),
    /** Connects like a service process would (same code path), for one service's schema. */
    async connect<Cfg extends BaseConfig = BaseConfig>(name: string, schema: string, migrations: Record<string, Migration>, extra: Record<string, unknown> = {}) {
      const logger = createLogger({ name, level: config.LOG_LEVEL });
      const deps = await connectInfrastructure<Cfg>({ name, config: { ...config, ...extra } as Cfg, logger, schema, migrations });
      started.push(deps);
      return deps;
    },
    async cleanup() {
      for (const deps of started.toReversed()) await deps.stop();
      await dropTestWorld(prefix);
    },
  };
}
export type TestEnvironment = Awaited<ReturnType<typeof createTestEnvironment>>;
