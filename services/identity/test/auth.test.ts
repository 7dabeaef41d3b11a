import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { revokedTokenKey, type App, type ServiceDeps } from '@haat/server-kit';
import { createTestEnvironment, type TestEnvironment } from '@haat/server-kit/testing';
import { DEMO_PASSWORD, demoUsers } from '@haat/demo-data';
import type { IdentityConfig } from '../src/config.ts';
import { migrations } from '../src/migrations/index.ts';
import { buildIdentityService, SCHEMA } from '../src/service.ts';
import { createFirstSuperadmin } from '../src/auth/first-superadmin.ts';
import type { IdentityDatabase } from '../src/users/user.table.ts';

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

let env: TestEnvironment;
let deps: ServiceDeps<IdentityConfig>;
let app: App;

beforeAll(async () => {
  env = await createTestEnvironment();
  deps = await env.connect<IdentityConfig>('identity', SCHEMA, migrations);
  app = await buildIdentityService(deps);
});
afterAll(() => env.cleanup());

let n = 0;
const uniqueEmail = () => `user${++n}-${Date.now()}@example.in`;

async function registerUser(overrides: Record<string, unknown> = {}) {
  const body = { name: 'Priya Nair', email: uniqueEmail(), password: 'secret123', role: 'buyer', phone: '98765 43210', currentCity: 'Kochi', ...overrides };
  const res = await app.request('/api/auth/register', json(body));
  return { res, body, reply: (await res.json()) as any };
}

describe('POST /api/auth/register', () => {
  it('stores a shopkeeper as a seller, hashes the password with argon2id and returns a verifiable token', async () => {
    const { res, body, reply } = await registerUser({ role: 'shopkeeper' });
    expect(res.status).toBe(201);
    expect(reply.success).toBe(true);
    expect(reply.user).toMatchObject({ name: 'Priya Nair', email: body.email, role: 'seller', phone: '+919876543210', currentCity: 'Kochi', isBanned: false, avatar: null });
    expect(reply.user).toMatchObject({ _id: reply.user.id });
    expect(reply.data).toEqual({ token: reply.token, user: reply.user });
    expect(JSON.stringify(reply)).not.toMatch(/argon2|password/i);

    const row = await deps.db.selectFrom('users').selectAll().where('id', '=', reply.user.id).executeTakeFirstOrThrow();
    expect(row.role).toBe('seller');
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain('secret123');

    const claims = await deps.verifyToken(reply.token);
    expect(claims).toMatchObject({ id: reply.user.id, role: 'seller', email: body.email });
  });

  it('refuses an e-mail that is already registered with the spec text', async () => {
    const { body } = await registerUser();
    const again = await app.request('/api/auth/register', json({ ...body, email: `  ${body.email.toUpperCase()} ` }));
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ success: false, error: 'This email is already registered. Please use a different email or login.' });
  });

  it('stores the e-mail trimmed and lower-cased', async () => {
    const email = uniqueEmail();
    const { res, reply } = await registerUser({ email: `  ${email.toUpperCase()}  ` });
    expect(res.status).toBe(201);
    expect(reply.user.email).toBe(email);
    const row = await deps.db.selectFrom('users').select('email').where('id', '=', reply.user.id).executeTakeFirstOrThrow();
    expect(row.email).toBe(email);
  });

  it('answers 400 naming the invalid field', async () => {
    const short = await app.request('/api/auth/register', json({ name: 'A', email: uniqueEmail(), password: '123' }));
    expect(short.status).toBe(400);
    const shortReply = (await short.json()) as any;
    expect(shortReply).toMatchObject({ success: false, error: 'Password must be at least 6 characters' });
    expect(shortReply.message).toContain('password');

    const badEmail = await app.request('/api/auth/register', json({ name: 'A', email: 'not-an-email', password: 'secret123' }));
    expect(badEmail.status).toBe(400);
    expect(((await badEmail.json()) as any).message).toMatch(/^email: /);
  });

  it('treats an empty phone or city box as not given, but refuses a malformed phone', async () => {
    const { res, reply } = await registerUser({ phone: '', currentCity: '  ' });
    expect(res.status).toBe(201);
    expect(reply.user).toMatchObject({ phone: null, currentCity: null });

    const bad = await registerUser({ phone: '12345' });
    expect(bad.res.status).toBe(400);
    expect(bad.reply).toMatchObject({ error: 'Please enter a valid Indian mobile number' });
    expect(bad.reply.message).toMatch(/^phone: /);
  });

  it('cannot register a superadmin', async () => {
    const { res, reply } = await registerUser({ role: 'superadmin' });
    expect(res.status).toBe(400);
    expect(reply.message).toMatch(/^role: /);
  });

  it('answers 400 with the malformed-request text for broken JSON', async () => {
    const res = await app.request('/api/auth/register', json('{"name": "A", '));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, error: 'The request was malformed or contained invalid parameters.' });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the account real role, whatever role the client hints', async () => {
    const { body, reply: registered } = await registerUser({ role: 'deliveryPartner' });
    const res = await app.request('/api/auth/login', json({ email: body.email.toUpperCase(), password: body.password, role: 'buyer' }));
    expect(res.status).toBe(200);
    const reply = (await res.json()) as any;
    expect(reply.success).toBe(true);
    expect(reply.user).toEqual(registered.user);
    expect(reply.user.role).toBe('deliveryPartner');
    expect(reply.data.token).toBe(reply.token);
    expect(await deps.verifyToken(reply.token)).toMatchObject({ id: registered.user.id, role: 'deliveryPartner' });
  });

  it('answers a wrong password and an unknown e-mail with the same 401 body', async () => {
    const { body } = await registerUser();
    const wrong = await app.request('/api/auth/login', json({ email: body.email, password: 'wrong-password' }));
    const unknown = await app.request('/api/auth/login', json({ email: uniqueEmail(), password: 'wrong-password' }));
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongBody = await wrong.json();
    expect(wrongBody).toEqual({ success: false, error: 'Invalid credentials', message: 'Invalid credentials' });
    expect(await unknown.json()).toEqual(wrongBody);
  });

  it('refuses a banned account with 403 naming the ban and its reason', async () => {
    const { body, reply } = await registerUser();
    await deps.db.updateTable('users').set({ is_banned: true, ban_reason: 'Repeated fake orders' }).where('id', '=', reply.user.id).execute();
    const res = await app.request('/api/auth/login', json({ email: body.email, password: body.password }));
    expect(res.status).toBe(403);
    const refused = (await res.json()) as any;
    expect(refused.error).toBe('Your account has been banned. Reason: Repeated fake orders');
    expect(refused.error).toContain('banned');
  });

  it('answers 400 when the password is missing', async () => {
    const res = await app.request('/api/auth/login', json({ email: uniqueEmail() }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).message).toMatch(/^password: /);
  });
});

describe('session', () => {
  it('GET /api/auth/me returns the session user and needs a token', async () => {
    const { reply } = await registerUser();
    const me = await app.request('/api/auth/me', { headers: bearer(reply.token) });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ success: true, data: reply.user });

    expect((await app.request('/api/auth/me')).status).toBe(401);
    expect((await app.request('/api/auth/me', { headers: bearer('not-a-token') })).status).toBe(401);
  });

  it('GET /api/auth/me answers 404 once the account is gone', async () => {
    const { reply } = await registerUser();
    await deps.db.deleteFrom('users').where('id', '=', reply.user.id).execute();
    const me = await app.request('/api/auth/me', { headers: bearer(reply.token) });
    expect(me.status).toBe(404);
  });

  it('POST /api/auth/logout writes the revocation key the gateway checks, until the token expires', async () => {
    const { reply } = await registerUser();
    const { jti, expiresAt } = await deps.verifyToken(reply.token);
    const res = await app.request('/api/auth/logout', { method: 'POST', headers: bearer(reply.token) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Logged out successfully' });
    const key = revokedTokenKey(env.prefix, jti);
    expect(await deps.redis.get(key)).toBe('1');
    const ttl = await deps.redis.ttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(expiresAt - Math.floor(Date.now() / 1000) + 1);

    expect((await app.request('/api/auth/logout', { method: 'POST' })).status).toBe(401);
  });
});

const setupBody = (email: string) => ({ name: 'Root Admin', email, phone: '9812345678', password: 'admin12345', confirmPassword: 'admin12345' });

async function freshIdentity() {
  const raceEnv = await createTestEnvironment();
  const raceDeps = await raceEnv.connect<IdentityConfig>('identity', SCHEMA, migrations);
  return { raceEnv, raceDeps, raceApp: await buildIdentityService(raceDeps) };
}

describe('superadmin setup', () => {
  it('is available, creates one superadmin, then refuses with 409', async () => {
    const before = await app.request('/api/auth/superadmin-setup');
    expect(await before.json()).toEqual({ success: true, data: { available: true } });

    const mismatch = await app.request('/api/auth/superadmin-setup', json({ ...setupBody(uniqueEmail()), confirmPassword: 'other-pass' }));
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({ error: 'Passwords do not match' });

    const email = uniqueEmail();
    const created = await app.request('/api/auth/superadmin-setup', json(setupBody(email)));
    expect(created.status).toBe(201);
    const reply = (await created.json()) as any;
    expect(reply.success).toBe(true);
    expect(reply.data.user).toMatchObject({ email, role: 'superadmin', name: 'Root Admin' });

    const after = await app.request('/api/auth/superadmin-setup');
    expect(await after.json()).toEqual({ success: true, data: { available: false } });

    const again = await app.request('/api/auth/superadmin-setup', json(setupBody(uniqueEmail())));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ success: false, error: 'A superadmin account already exists' });

    const signIn = await app.request('/api/auth/login', json({ email, password: 'admin12345' }));
    expect(((await signIn.json()) as any).user.role).toBe('superadmin');
  });
});

describe('superadmin setup race', () => {
  it('lets exactly one of several parallel set-up calls succeed', async () => {
    const { raceEnv, raceDeps, raceApp } = await freshIdentity();
    try {
      const replies = await Promise.all([1, 2, 3, 4].map((i) =>
        raceApp.request('/api/auth/superadmin-setup', json({ name: `Admin ${i}`, email: `root${i}@race.in`, password: 'admin12345', confirmPassword: 'admin12345' })),
      ));
      expect(replies.map((r) => r.status).toSorted()).toEqual([201, 409, 409, 409]);
      const admins = await raceDeps.db.selectFrom('users').select('id').where('role', '=', 'superadmin').execute();
      expect(admins).toHaveLength(1);
    } finally {
      await raceEnv.cleanup();
    }
  });

  it('serialises overlapping set-up transactions so only the first inserts', async () => {
    // Hashing staggers HTTP calls; here the transactions really overlap (check-then-insert without the lock lets all through).
    const { raceEnv, raceDeps } = await freshIdentity();
    try {
      const db = raceDeps.db as Kysely<IdentityDatabase>;
      // Open six pooled connections first so the six transactions start together.
      await Promise.all([1, 2, 3, 4, 5, 6].map(() => sql`SELECT pg_sleep(0.05)`.execute(db)));
      const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((i) =>
        createFirstSuperadmin(db, { name: `Admin ${i}`, email: `tx${i}@race.in`, password_hash: 'x', phone: null }),
      ));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ status: 409 });
      const admins = await db.selectFrom('users').select('id').where('role', '=', 'superadmin').execute();
      expect(admins).toHaveLength(1);
    } finally {
      await raceEnv.cleanup();
    }
  });
});

describe('demo data', () => {
  it('seeds the demo users once, with fixed ids and the demo password', async () => {
    const demoEnv = await createTestEnvironment();
    try {
      const demoDeps = await demoEnv.connect<IdentityConfig>('identity', SCHEMA, migrations, { HAAT_DEMO_DATA: 'on' });
      const demoApp = await buildIdentityService(demoDeps);
      await buildIdentityService(demoDeps); // a second start adds nothing
      const rows = await demoDeps.db.selectFrom('users').select(['id', 'email', 'role', 'password_hash']).orderBy('id').execute();
      expect(rows.map((r) => [r.id, r.email, r.role])).toEqual(demoUsers.map((u) => [u.id, u.email, u.role]).toSorted());
      expect(new Set(rows.map((r) => r.password_hash)).size).toBe(1);

      const seller = demoUsers.find((u) => u.role === 'seller')!;
      const res = await demoApp.request('/api/auth/login', json({ email: seller.email, password: DEMO_PASSWORD, role: 'shopkeeper' }));
      expect(res.status).toBe(200);
      expect(((await res.json()) as any).user).toMatchObject({ id: seller.id, role: 'seller' });
      // The demo includes a superadmin, so the set-up form is closed.
      expect(await (await demoApp.request('/api/auth/superadmin-setup')).json()).toEqual({ success: true, data: { available: false } });
    } finally {
      await demoEnv.cleanup();
    }
  });
});
