import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLimits, type Redis } from '@haat/server-kit';
import { createTestEnvironment, startServiceProcess, uniqueEmail, type ServiceProcess, type TestEnvironment } from '@haat/server-kit/testing';
import { connectWorldRedis, stopProcessWorld } from './support/process-world.ts';

const SIGN_IN_POINTS = 5;
const AUTH_POINTS = 3;
const LIMITS = { RATE_LIMIT_SIGN_IN_POINTS: String(SIGN_IN_POINTS), RATE_LIMIT_AUTH_POINTS: String(AUTH_POINTS) };

/** The gateway's 429 for sign-in calls, word for word. */
async function expectLimited(res: Response) {
  expect(res.status).toBe(429);
  const seconds = res.headers.get('retry-after');
  expect(seconds).toMatch(/^[1-9]\d*$/);
  expect(await res.json()).toEqual({ success: false, error: 'Too many requests', message: `Too many login attempts. Please try again in ${seconds} seconds.` });
}

/**
 * The sign-in limits on identity's own port, with nothing in front: the real service process, as a
 * pod that reaches it directly would call it. The same limits as the gateway's, in the same keys.
 */
describe("sign-in limits on identity's own port", () => {
  let env: TestEnvironment;
  let identity: ServiceProcess;
  let redis: Redis;

  beforeAll(async () => {
    env = await createTestEnvironment();
    identity = await startServiceProcess('services/identity/src/main.ts', { ...env.env, ...LIMITS });
    redis = await connectWorldRedis(env);
  });
  afterAll(() => stopProcessWorld({ env, redis }));

  const post = (path: string, body: unknown, address?: string) =>
    fetch(`${identity.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(address ? { 'x-forwarded-for': address } : {}) },
      body: JSON.stringify(body),
    });

  it('refuses sign-ins past the limit with 429, called directly without any forwarded address', async () => {
    for (let i = 0; i < SIGN_IN_POINTS; i++) expect((await post('/api/auth/login', { email: uniqueEmail('guess'), password: `guess-${i}` })).status).toBe(401);
    await expectLimited(await post('/api/auth/login', { email: uniqueEmail('guess'), password: 'one-more' }));
    // Google sign-in is under the same limit.
    await expectLimited(await post('/api/auth/google', { credential: 'x' }));
  });

  it('refuses sign-ups, recovery and OTP calls past the stricter limit, and a refused sign-up creates nothing', async () => {
    const address = '198.51.100.21';
    for (let i = 0; i < AUTH_POINTS; i++) expect((await post('/api/auth/forgot-password', { email: uniqueEmail('lost') }, address)).status).toBe(200);
    const email = uniqueEmail('late');
    await expectLimited(await post('/api/auth/register', { name: 'Late Comer', email, password: 'kesar-mango-2026', role: 'buyer' }, address));
    await expectLimited(await post('/api/verification/send-otp', { phone: '9876543210' }, address));
    // No account: its password does not sign in (asked from another address, under its own limit).
    expect((await post('/api/auth/login', { email, password: 'kesar-mango-2026' }, '198.51.100.23')).status).toBe(401);
    // Another address is not affected.
    expect((await post('/api/auth/register', { name: 'Next Door', email: uniqueEmail('next'), password: 'kesar-mango-2026', role: 'buyer' }, '198.51.100.22')).status).toBe(201);
  });

  it('counts each call once, in the keys the gateway reads: an address identity refuses, the gateway refuses before passing it on', async () => {
    const address = '198.51.100.30';
    for (let i = 0; i < SIGN_IN_POINTS; i++) await post('/api/auth/login', { email: uniqueEmail('count'), password: 'wrong' }, address);
    expect(await redis.get(`${env.prefix}:rl:sign-in:${address}`)).toBe(String(SIGN_IN_POINTS));
    const gatewaysView = createSignInLimits({ redis, prefix: env.prefix, config: { RATE_LIMIT_SIGN_IN_POINTS: SIGN_IN_POINTS } });
    expect(await gatewaysView.peek('sign-in', address)).toMatchObject({ allowed: false });
    expect(await gatewaysView.peek('sign-in', '198.51.100.31')).toEqual({ allowed: true });
    expect(await redis.get(`${env.prefix}:rl:sign-in:${address}`)).toBe(String(SIGN_IN_POINTS)); // looking counted nothing
  });
});
