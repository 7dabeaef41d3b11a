import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRedis, sessionGenerationKey, revokedTokenKey, sessionStateRestoredKey, type Redis } from '@haat/server-kit';
import { startThrowawayRedis, type ThrowawayServer } from '@haat/server-kit/testing';
import { call, login, registerUser, signInSuperadmin, startWorld, type World } from './support/account-kit.ts';
import { endedSessionsDb, forgetExpiredSessionEnds } from '../src/sessions/ended-sessions.ts';
import { restoreSessionState } from '../src/sessions/session-state.ts';

const PORT = 6392; // this file's own redis-server: it is killed and restarted empty

/**
 * Redis keeps nothing on disk. When it restarts empty, identity must bring back every revocation,
 * ended session and ban from Postgres by itself, and until it has, no signed-in call may succeed.
 */
describe('Redis restarting empty forgets no ended session', () => {
  let redisServer: ThrowawayServer;
  let w: World;
  let probe: Redis;
  beforeAll(async () => {
    redisServer = await startThrowawayRedis({ ports: [PORT] });
    w = await startWorld({ REDIS_URL: redisServer.url });
    probe = createRedis(redisServer.url, { failFast: true });
    probe.on('error', () => {});
  }, 60_000);
  afterAll(async () => {
    probe?.disconnect();
    await w?.env.cleanup();
    await redisServer?.stop();
  });

  const me = (token: string) => call(w.app, 'GET', '/api/auth/me', { token }).then((r) => r.status);

  it('refuses a logged-out token, a banned account and a pre-password-change token again after identity restores, and 503 (never 200) before', async () => {
    const loggedOut = await registerUser(w.app);
    expect((await call(w.app, 'POST', '/api/auth/logout', { token: loggedOut.token })).status).toBe(200);
    const banned = await registerUser(w.app);
    const admin = await signInSuperadmin(w);
    expect((await call(w.app, 'PUT', `/api/users/${banned.id}`, { token: admin.token, body: { isBanned: true, banReason: 'Fake orders' } })).status).toBe(200);
    const changed = await registerUser(w.app);
    const change = await call(w.app, 'PUT', '/api/users/me/password', { token: changed.token, body: { currentPassword: changed.password, newPassword: 'secret456' } });
    expect(change.status).toBe(200);
    const live = await registerUser(w.app);
    const ended = { loggedOut: loggedOut.token, banned: banned.token, changed: changed.token };
    const expected = { loggedOut: 401, banned: 403, changed: 401 };
    const statuses = async () => ({ loggedOut: await me(ended.loggedOut), banned: await me(ended.banned), changed: await me(ended.changed) });
    expect(await statuses()).toEqual(expected);

    await redisServer.stop();
    await redisServer.start(); // empty: no revocations, no generations, no bans, no restored mark

    // Until identity notices and restores, ended sessions get 503 (or already their refusal), never 200.
    const seen = new Set<number>();
    const started = Date.now();
    for (;;) {
      const now = await statuses();
      for (const status of Object.values(now)) seen.add(status);
      expect(Object.values(now)).not.toContain(200);
      if ((await me(live.token)) === 200 && JSON.stringify(now) === JSON.stringify(expected)) break;
      expect(Date.now() - started).toBeLessThan(15_000);
      await sleep(20);
    }
    for (const status of seen) expect([401, 403, 503]).toContain(status);
    expect(await probe.exists(sessionStateRestoredKey(w.env.prefix))).toBe(1);
    expect((await call(w.app, 'GET', '/api/auth/me', { token: change.body.token })).status).toBe(200); // the new session lives on
    const refusal = await call(w.app, 'GET', '/api/auth/me', { token: ended.banned });
    expect(refusal.body.error).toBe('Your account has been banned. Reason: Fake orders');
  }, 30_000);

  it('answers signed-in calls with 503 and Retry-After while the restored mark is missing', async () => {
    const buyer = await registerUser(w.app);
    await probe.del(sessionStateRestoredKey(w.env.prefix));
    const reply = await call(w.app, 'GET', '/api/auth/me', { token: buyer.token });
    // Identity may already have restored (it looks every 2 s); if not, the call was refused.
    if (reply.status !== 200) {
      expect(reply.status).toBe(503);
      expect(reply.headers.get('retry-after')).toBe('5');
    }
    for (const started = Date.now(); !(await probe.exists(sessionStateRestoredKey(w.env.prefix))); await sleep(50)) {
      expect(Date.now() - started).toBeLessThan(10_000);
    }
    expect(await me(buyer.token)).toBe(200);
  });

  it('writes each revocation and ended session to Postgres with its expiry, restores only unexpired ones, and forgets expired ones', async () => {
    const buyer = await registerUser(w.app);
    const signedIn = await login(w.app, buyer.email, buyer.password);
    expect((await call(w.app, 'POST', '/api/auth/logout', { token: signedIn.body.token })).status).toBe(200);
    const sessions = endedSessionsDb(w.db);
    const rows = await sessions.selectFrom('revoked_tokens').selectAll().where('user_id', '=', buyer.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expires_at.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);

    const gone = { jti: crypto.randomUUID(), user_id: buyer.id, expires_at: new Date(Date.now() - 1000) };
    await sessions.insertInto('revoked_tokens').values(gone).execute();
    await sessions.insertInto('ended_sessions').values({ user_id: crypto.randomUUID(), generation: 3, expires_at: new Date(Date.now() - 1000) }).execute();
    await probe.flushall();
    await restoreSessionState(w.db, probe, w.env.prefix);
    expect(await probe.exists(revokedTokenKey(w.env.prefix, rows[0]!.jti))).toBe(1);
    expect(await probe.ttl(revokedTokenKey(w.env.prefix, rows[0]!.jti))).toBeGreaterThan(6 * 24 * 3600);
    expect(await probe.exists(revokedTokenKey(w.env.prefix, gone.jti))).toBe(0);

    expect(await forgetExpiredSessionEnds(w.db)).toBe(2);
    expect(await sessions.selectFrom('revoked_tokens').select('jti').where('jti', '=', gone.jti).execute()).toEqual([]);
    expect(await sessions.selectFrom('revoked_tokens').select('jti').where('jti', '=', rows[0]!.jti).execute()).toHaveLength(1);
  });

  it("keeps a deleted account's tokens refused after a restore (its row is gone, its ended sessions are not)", async () => {
    const buyer = await registerUser(w.app);
    const admin = await signInSuperadmin(w);
    expect((await call(w.app, 'DELETE', `/api/users/${buyer.id}`, { token: admin.token })).status).toBe(200);
    await probe.flushall();
    await restoreSessionState(w.db, probe, w.env.prefix);
    expect(await probe.get(sessionGenerationKey(w.env.prefix, buyer.id))).toBe('1');
    expect(await me(buyer.token)).toBe(401);
  });
});
