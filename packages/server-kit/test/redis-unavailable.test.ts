import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createRedis, errorReply } from '../src/index.ts';
import { startThrowawayRedis } from '../src/testing/index.ts';

const PORT = 6393; // this file's own redis-server

describe('a command on a Redis that is away', () => {
  it('fails within a second instead of waiting for Redis, maps to a 503 with Retry-After, and works again once Redis is back', async () => {
    const server = await startThrowawayRedis({ ports: [PORT] });
    const redis = createRedis(server.url, { failFast: true });
    redis.on('error', () => {});
    const ready = async () => {
      while (redis.status !== 'ready') await sleep(20);
    };
    try {
      await ready();
      await server.stop();
      for (const command of [() => redis.set('k', 'v'), () => redis.mget('a', 'b')]) {
        const started = Date.now();
        const err = await command().then(() => null, (e: unknown) => e);
        expect(Date.now() - started).toBeLessThan(1000);
        const reply = errorReply(err);
        expect(reply.status, String(err)).toBe(503);
        expect(reply.headers['Retry-After']).toBe('5');
        expect(reply.body.error).toBe('Service temporarily unavailable');
      }
      await server.start();
      await ready(); // reconnects on its own
      expect(await redis.set('k', 'v')).toBe('OK');
    } finally {
      redis.disconnect();
      await server.stop();
    }
  });

  it('leaves other errors to the generic 500', () => {
    expect(errorReply(new Error('Connection is closing')).status).toBe(500);
  });
});
