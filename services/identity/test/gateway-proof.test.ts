import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_PROOF_HEADER, type Redis } from '@haat/server-kit';
import { createTestEnvironment, startServiceProcess, uniqueEmail, type ServiceProcess, type TestEnvironment } from '@haat/server-kit/testing';
import { connectWorldRedis, stopProcessWorld } from './support/process-world.ts';

const SIGN_IN_POINTS = 5;
const GATEWAY_SECRET = randomBytes(32).toString('base64url');
/** The test calls identity from this machine: the TCP peer every call without the proof is counted as. */
const PEER = '127.0.0.1';

/** A wrong password for an unknown account, from `address`, with or without a proof header. */
const signIn = (identity: ServiceProcess, address: string, proof?: string) =>
  fetch(`${identity.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(proof === undefined ? {} : { [GATEWAY_PROOF_HEADER]: proof }) },
    body: JSON.stringify({ email: uniqueEmail('guess'), password: 'a-wrong-password' }),
  });

/**
 * X-Forwarded-For on identity's own port (issue 36): with GATEWAY_SECRET, only a call carrying the
 * gateway's proof chooses the address it is counted as; a caller reaching the port directly (another
 * pod, a container on the compose network) is counted as itself whatever it sends. Without the
 * secret (npm start, the tests), as before. The real service process, as in sign-in-limits.test.ts.
 */
describe("X-Forwarded-For on identity's own port", () => {
  let env: TestEnvironment;
  let withSecret: ServiceProcess;
  let withoutSecret: ServiceProcess;
  let redis: Redis;

  beforeAll(async () => {
    env = await createTestEnvironment();
    const limits = { RATE_LIMIT_SIGN_IN_POINTS: String(SIGN_IN_POINTS) };
    // One after the other: both migrate the same database.
    withSecret = await startServiceProcess('services/identity/src/main.ts', { ...env.env, ...limits, GATEWAY_SECRET });
    withoutSecret = await startServiceProcess('services/identity/src/main.ts', { ...env.env, ...limits, GATEWAY_SECRET: '' });
    redis = await connectWorldRedis(env);
  });
  afterAll(() => stopProcessWorld({ env, redis }));

  const counted = async (address: string) => Number((await redis.get(`${env.prefix}:rl:sign-in:${address}`)) ?? 0);

  it('with GATEWAY_SECRET: a new X-Forwarded-For on every call without the proof, or with a wrong one, is counted against the caller itself, and refused past the limit', async () => {
    const wrongProofs = [undefined, 'guessed', GATEWAY_SECRET.replace(/^./, (ch) => (ch === 'A' ? 'B' : 'A')), `${GATEWAY_SECRET}x`, ''];
    for (const [i, proof] of wrongProofs.entries()) expect((await signIn(withSecret, `203.0.113.${i + 1}`, proof)).status).toBe(401);
    expect(await counted(PEER)).toBe(SIGN_IN_POINTS);
    for (let i = 1; i <= wrongProofs.length; i++) expect(await counted(`203.0.113.${i}`)).toBe(0);
    const refused = await signIn(withSecret, '203.0.113.99', 'guessed');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
  });

  it('with GATEWAY_SECRET: a call with the proof is counted against its X-Forwarded-For, so two addresses are counted apart', async () => {
    const before = await counted(PEER);
    for (let i = 0; i < 2; i++) expect((await signIn(withSecret, '198.51.100.41', GATEWAY_SECRET)).status).toBe(401);
    expect((await signIn(withSecret, '198.51.100.42', GATEWAY_SECRET)).status).toBe(401);
    expect(await counted('198.51.100.41')).toBe(2);
    expect(await counted('198.51.100.42')).toBe(1);
    // The same address without the proof is not believed: that call is the caller's own.
    expect([401, 429]).toContain((await signIn(withSecret, '198.51.100.42')).status);
    expect(await counted('198.51.100.42')).toBe(1);
    expect(await counted(PEER)).toBe(before + 1);
  });

  it('without GATEWAY_SECRET: X-Forwarded-For is believed with no proof, as before, and a stray proof header changes nothing', async () => {
    for (let i = 0; i < SIGN_IN_POINTS; i++) expect((await signIn(withoutSecret, '192.0.2.51')).status).toBe(401);
    expect((await signIn(withoutSecret, '192.0.2.51', 'anything')).status).toBe(429);
    expect((await signIn(withoutSecret, '192.0.2.52', 'anything')).status).toBe(401);
    expect(await counted('192.0.2.52')).toBe(1);
  });
});
