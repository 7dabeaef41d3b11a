import { sessionStateRestoredKey } from '../auth/index.ts';
import { createRedis } from '../jobs/index.ts';

/**
 * Marks the session state of `prefix` as present in the Redis at `redisUrl`, as identity does
 * after refilling Redis: without the mark every session check answers 503 (fail closed), and a
 * service tested without identity would never see a signed-in call through.
 */
export async function markSessionStateRestored(redisUrl: string, prefix: string): Promise<void> {
  const redis = createRedis(redisUrl);
  await redis.connect();
  try {
    await redis.set(sessionStateRestoredKey(prefix), 'test');
  } finally {
    await redis.quit();
  }
}
