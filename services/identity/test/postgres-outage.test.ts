import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  createTestEnvironment, eventually as poll, killServiceProcesses, startServiceProcess, startThrowawayPostgres,
  type ServiceProcess, type TestEnvironment, type ThrowawayServer,
} from '@haat/server-kit/testing';

const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

/** Polls every 200 ms while Postgres restarts. */
const eventually = (check: () => Promise<boolean>, timeoutMs: number) => poll(check, timeoutMs, { intervalMs: 200 });

describe('identity while Postgres restarts', () => {
  let env: TestEnvironment;
  let postgres: ThrowawayServer;
  let identity: ServiceProcess;
  const account = { name: 'Meera Iyer', email: `meera-${Date.now()}@example.in`, password: 'secret123', role: 'buyer', phone: '98765 43210', currentCity: 'Pune' };
  let token: string;

  beforeAll(async () => {
    env = await createTestEnvironment();
    postgres = await startThrowawayPostgres();
    identity = await startServiceProcess('services/identity/src/main.ts', { ...env.env, DATABASE_URL: `${postgres.url}/haat_${env.prefix}` });
    const registered = await fetch(`${identity.url}/api/auth/register`, json(account));
    expect(registered.status).toBe(201);
    token = ((await registered.json()) as { token: string }).token;
  });
  afterAll(async () => {
    await killServiceProcesses();
    await postgres?.destroy();
    await env?.cleanup();
  });

  const login = () => fetch(`${identity.url}/api/auth/login`, json({ email: account.email, password: account.password }));
  const profile = () => fetch(`${identity.url}/api/users/profile`, { headers: { Authorization: `Bearer ${token}` } });

  it('answers sign-in and profile with 503 and Retry-After while Postgres is down, stays up, and serves again once it is back', async () => {
    expect((await login()).status).toBe(200);
    expect((await profile()).status).toBe(200);

    await postgres.stop(); // fast shutdown: every open connection of the pool is ended under it
    await sleep(500); // the pool hears of its idle connections' end (the event that used to end the process)
    for (const call of [login, profile]) {
      const res = await call();
      expect(res.status).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('5');
      expect(await res.json()).toMatchObject({ success: false, error: 'Service temporarily unavailable' });
    }
    expect(identity.alive()).toBe(true);

    await postgres.start();
    // No restart of identity: its pool opens fresh connections on the next calls.
    await eventually(async () => (await login()).status === 200, 10_000);
    expect((await profile()).status).toBe(200);
    expect(identity.alive()).toBe(true);
  }, 60_000);
});
