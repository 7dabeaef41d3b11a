import { createRedis, type Redis } from '@haat/server-kit';
import { killServiceProcesses, type TestEnvironment } from '@haat/server-kit/testing';

/** A connection to the test world's Redis, to read the keys the service processes write. */
export async function connectWorldRedis(env: TestEnvironment): Promise<Redis> {
  const redis = createRedis(env.config.REDIS_URL);
  await redis.connect();
  return redis;
}

/** Stops what a process test started: the service processes, its Redis connection, then its world. */
export async function stopProcessWorld({ env, redis }: { env?: TestEnvironment; redis?: Redis }): Promise<void> {
  await killServiceProcesses();
  redis?.disconnect();
  await env?.cleanup();
}
