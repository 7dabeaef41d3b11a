import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppError, createRedis, createSessionCheck, endSessionsBefore, errorReply, markBanned, revokeToken, sessionStateRestoredKey, type AuthUser,
} from '../src/index.ts';
import { dropTestWorld, newTestPrefix } from '../src/testing/index.ts';

const user = (over: Partial<AuthUser> = {}): AuthUser => ({
  id: crypto.randomUUID(), role: 'buyer', name: 'Asha', email: 'asha@example.in', jti: crypto.randomUUID(),
  expiresAt: Math.floor(Date.now() / 1000) + 3600, sessionGeneration: 0, ...over,
});

/** What the check threw, as the client would see it. */
async function refusal(check: Promise<void>) {
  const err = await check.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return errorReply(err);
}

describe('session check (gateway and every service) on the real Redis', () => {
  const prefix = newTestPrefix('session');
  const redis = createRedis('redis://127.0.0.1:6379', { failFast: true });
  const refuseEnded = createSessionCheck({ redis, prefix });
  beforeAll(async () => {
    if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  });
  afterAll(async () => {
    redis.disconnect();
    await dropTestWorld(prefix);
  });

  it('answers 503 with Retry-After while identity has not restored the session state (fails closed)', async () => {
    const reply = await refusal(refuseEnded(user()));
    expect(reply.status).toBe(503);
    expect(reply.headers['Retry-After']).toBe('5');
    expect(reply.body.message).toBe('Sign-in checks are unavailable for a moment. Please try again shortly.');
  });

  it('lets a live session through once the state is restored, and refuses revoked, ended and banned ones', async () => {
    await redis.set(sessionStateRestoredKey(prefix), 'test');
    await expect(refuseEnded(user())).resolves.toBeUndefined();

    const loggedOut = user();
    await revokeToken(redis, prefix, loggedOut.jti, loggedOut.expiresAt);
    expect((await refusal(refuseEnded(loggedOut))).body).toEqual({ success: false, error: 'Not authorized, token revoked', message: 'Your session has ended. Please log in again.' });

    const beforeChange = user();
    await endSessionsBefore(redis, prefix, beforeChange.id, 1);
    expect((await refusal(refuseEnded(beforeChange))).status).toBe(401);
    await expect(refuseEnded({ ...beforeChange, jti: crypto.randomUUID(), sessionGeneration: 1 })).resolves.toBeUndefined();

    const banned = user();
    await markBanned(redis, prefix, banned.id, 'Fake orders');
    const reply = await refusal(refuseEnded(banned));
    expect(reply.status).toBe(403);
    expect(reply.body.error).toBe('Your account has been banned. Reason: Fake orders');
  });

  it('answers 503 at once when Redis cannot be reached', async () => {
    const away = createRedis('redis://127.0.0.1:1', { failFast: true });
    away.on('error', () => {});
    const started = Date.now();
    const reply = await refusal(createSessionCheck({ redis: away, prefix })(user()));
    expect(reply.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1000);
    away.disconnect();
  });
});
