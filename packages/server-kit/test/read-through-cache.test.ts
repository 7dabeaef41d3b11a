import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createReadThroughCache, createRedis, type ReadThroughCache } from '../src/index.ts';
import { dropTestWorld, newTestPrefix } from '../src/testing/index.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('read-through cache on the real Redis', () => {
  const prefix = newTestPrefix('cache');
  const redis = createRedis('redis://127.0.0.1:6379', { failFast: true });
  let cache: ReadThroughCache;
  beforeAll(async () => {
    if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
    cache = createReadThroughCache(redis, { keyPrefix: `${prefix}:listing`, ttlSeconds: 60, logger: createLogger({ name: 'cache-test', level: 'silent' }) });
  });
  afterAll(async () => {
    redis.disconnect();
    await dropTestWorld(prefix);
  });

  it('loads once, then answers from Redis until the group is invalidated', async () => {
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache.get('store-1', 'page-1', load)).toBe('v1');
    await settle();
    expect(await cache.get('store-1', 'page-1', load)).toBe('v1');
    expect(loads).toBe(1);
    await cache.invalidate('store-1');
    expect(await cache.get('store-1', 'page-1', load)).toBe('v2');
    expect(loads).toBe(2);
  });

  it('keeps groups apart and never stores an undefined load', async () => {
    await cache.invalidate('store-2');
    expect(await cache.get('store-2', 'page-1', async () => undefined)).toBeUndefined();
    await settle();
    expect(await cache.get('store-2', 'page-1', async () => 'found')).toBe('found');
    expect(await cache.get('store-3', 'page-1', async () => 'other')).toBe('other');
  });

  it('does not put back a value that a write invalidated while it was loading', async () => {
    let release!: () => void;
    const slowLoad = () => new Promise<string>((resolve) => (release = () => resolve('stale')));
    const reading = cache.get('store-4', 'page-1', slowLoad);
    await settle();
    await cache.invalidate('store-4'); // a write commits while the read is still in the database
    release();
    expect(await reading).toBe('stale');
    await settle();
    expect(await cache.get('store-4', 'page-1', async () => 'fresh')).toBe('fresh');
  });

  it('answers from the loader when Redis cannot be reached', async () => {
    const down = createRedis('redis://127.0.0.1:1', { failFast: true });
    down.on('error', () => {});
    const offline = createReadThroughCache(down, { keyPrefix: `${prefix}:down`, ttlSeconds: 60, logger: createLogger({ name: 'cache-test', level: 'silent' }) });
    expect(await offline.get('g', 'f', async () => 'from-db')).toBe('from-db');
    await offline.invalidate('g');
    down.disconnect();
  });
});
