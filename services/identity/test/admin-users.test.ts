import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannedUserKey, sessionEnded, sessionGenerationKey } from '@haat/server-kit';
import { call, login, registerUser, signInSuperadmin, startWorld, uniqueEmail, type SignedIn, type World } from './support/account-kit.ts';

let w: World;
let admin: SignedIn;
let buyer: SignedIn;
let seller: SignedIn;
beforeAll(async () => {
  w = await startWorld();
  admin = await signInSuperadmin(w);
  buyer = await registerUser(w.app);
  seller = await registerUser(w.app, { role: 'shopkeeper' });
});
afterAll(() => w.env.cleanup());

const userRow = (id: string) => w.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
const MISSING_ID = '8f14e45f-ceea-4e7a-9c8d-6f1b2a3c4d5e';

describe('who may manage users', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/users'],
    ['POST', '/api/users', { name: 'X', email: 'x@example.in', password: 'secret123' }],
    ['GET', `/api/users/${MISSING_ID}`],
    ['PUT', `/api/users/${MISSING_ID}`, { name: 'X' }],
    ['DELETE', `/api/users/${MISSING_ID}`],
  ];

  it('answers 401 without a token', async () => {
    for (const [method, path, body] of calls) expect((await call(w.app, method, path, { body })).status, `${method} ${path}`).toBe(401);
  });

  it('answers 403 to every role but superadmin, even about their own account', async () => {
    const partner = await registerUser(w.app, { role: 'deliveryPartner' });
    for (const who of [buyer, seller, partner]) {
      for (const [method, path, body] of calls) {
        const reply = await call(w.app, method, path, { token: who.token, body });
        expect(reply.status, `${who.user.role} ${method} ${path}`).toBe(403);
        expect(reply.body.success).toBe(false);
      }
      expect((await call(w.app, 'GET', `/api/users/${who.id}`, { token: who.token })).status).toBe(403);
      expect((await call(w.app, 'PUT', `/api/users/${who.id}`, { token: who.token, body: { role: 'superadmin' } })).status).toBe(403);
    }
    expect((await userRow(buyer.id))?.role).toBe('buyer');
    expect(await w.db.selectFrom('users').select('id').where('email', '=', 'x@example.in').executeTakeFirst()).toBeUndefined();
  });
});

describe('GET /api/users', () => {
  it('pages through every account with the spec list shape, newest first', async () => {
    const reply = await call(w.app, 'GET', '/api/users?limit=2', { token: admin.token });
    expect(reply.status).toBe(200);
    const total = (await w.db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
    expect(reply.body).toMatchObject({ success: true, totalCount: Number(total), currentPage: 1, totalPages: Math.ceil(Number(total) / 2), hasNextPage: true });
    expect(reply.body.data).toHaveLength(2);
    expect(reply.body.data[0]).toMatchObject({ id: expect.any(String), _id: expect.any(String), email: expect.any(String), role: expect.any(String), isBanned: false });
    expect(reply.body.data[0].createdAt >= reply.body.data[1].createdAt).toBe(true);
    expect(JSON.stringify(reply.body)).not.toMatch(/argon2|password/i);

    const last = await call(w.app, 'GET', `/api/users?limit=2&page=${reply.body.totalPages}`, { token: admin.token });
    expect(last.body).toMatchObject({ currentPage: reply.body.totalPages, hasNextPage: false });
    const beyond = await call(w.app, 'GET', `/api/users?limit=2&page=${reply.body.totalPages + 1}`, { token: admin.token });
    expect(beyond.body).toMatchObject({ data: [], hasNextPage: false });
  });

  it('searches name and e-mail, case-insensitively, with wildcards taken literally', async () => {
    const tag = `zebra${Date.now()}`;
    const byName = await registerUser(w.app, { name: `Meera ${tag.toUpperCase()}` });
    const byEmail = await registerUser(w.app, { email: `${tag}@example.in` });
    await registerUser(w.app, { name: 'Percent 100% Person' });

    const found = await call(w.app, 'GET', `/api/users?search=${tag}`, { token: admin.token });
    expect(found.body.data.map((u: any) => u.id).toSorted()).toEqual([byName.id, byEmail.id].toSorted());
    expect(found.body.totalCount).toBe(2);

    const percent = await call(w.app, 'GET', `/api/users?search=${encodeURIComponent('0% P')}`, { token: admin.token });
    expect(percent.body.data.map((u: any) => u.name)).toEqual(['Percent 100% Person']);
    const wildcard = await call(w.app, 'GET', `/api/users?search=${encodeURIComponent('%')}`, { token: admin.token });
    expect(wildcard.body.data.map((u: any) => u.name)).toEqual(['Percent 100% Person']);
  });

  it('filters by role (shopkeeper means seller; empty or "all" means every role)', async () => {
    const sellers = await call(w.app, 'GET', '/api/users?role=shopkeeper&limit=100', { token: admin.token });
    expect(sellers.body.data.length).toBeGreaterThan(0);
    expect(sellers.body.data.every((u: any) => u.role === 'seller')).toBe(true);
    expect(sellers.body.data.map((u: any) => u.id)).toContain(seller.id);
    const admins = await call(w.app, 'GET', '/api/users?role=superadmin', { token: admin.token });
    expect(admins.body.data.map((u: any) => u.id)).toEqual([admin.id]);
    const all = await call(w.app, 'GET', '/api/users?role=all', { token: admin.token });
    const blank = await call(w.app, 'GET', '/api/users?role=', { token: admin.token });
    expect(all.body.totalCount).toBe(blank.body.totalCount);
    expect(all.body.totalCount).toBeGreaterThan(sellers.body.totalCount);
  });

  it('answers 400 naming the bad query field', async () => {
    for (const [query, field] of [['limit=101', 'limit'], ['limit=0', 'limit'], ['page=0', 'page'], ['page=two', 'page'], ['role=wizard', 'role']]) {
      const reply = await call(w.app, 'GET', `/api/users?${query}`, { token: admin.token });
      expect(reply.status, query).toBe(400);
      expect(reply.body.message).toMatch(new RegExp(`^${field}: `));
    }
  });
});

describe('POST /api/users', () => {
  it('creates an account of any role with its password; it can sign in', async () => {
    for (const role of ['buyer', 'seller', 'deliveryPartner', 'superadmin'] as const) {
      const email = uniqueEmail(role.toLowerCase());
      const reply = await call(w.app, 'POST', '/api/users', { token: admin.token, body: { name: `New ${role}`, email: `  ${email.toUpperCase()} `, password: 'made-by-admin', role, phone: '098765 43210' } });
      expect(reply.status, role).toBe(201);
      expect(reply.body).toMatchObject({ success: true, data: { email, role, name: `New ${role}`, phone: '+919876543210', phoneVerified: false, isBanned: false } });
      expect(JSON.stringify(reply.body)).not.toMatch(/argon2|made-by-admin/);
      expect((await userRow(reply.body.data.id))?.password_hash).toMatch(/^\$argon2id\$/);
      const signIn = await login(w.app, email, 'made-by-admin');
      expect(signIn.status).toBe(200);
      expect(signIn.body.user.role).toBe(role);
    }
  });

  it('stores a shopkeeper as a seller and defaults to buyer', async () => {
    const shop = await call(w.app, 'POST', '/api/users', { token: admin.token, body: { name: 'Shop', email: uniqueEmail(), password: 'secret123', role: 'shopkeeper' } });
    expect(shop.body.data.role).toBe('seller');
    const plain = await call(w.app, 'POST', '/api/users', { token: admin.token, body: { name: 'Plain', email: uniqueEmail(), password: 'secret123', phone: '' } });
    expect(plain.body.data).toMatchObject({ role: 'buyer', phone: null });
  });

  it('answers 409 for a taken e-mail and 400 naming a bad field, creating nothing', async () => {
    const taken = await call(w.app, 'POST', '/api/users', { token: admin.token, body: { name: 'Again', email: buyer.email.toUpperCase(), password: 'secret123' } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ success: false, error: 'A user with this email already exists' });

    const email = uniqueEmail();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: 'A', email, password: '123' }, /^password: Password must be at least 6 characters$/],
      [{ name: 'A', email: 'nope', password: 'secret123' }, /^email: /],
      [{ name: '', email, password: 'secret123' }, /^name: /],
      [{ name: 'A', email, password: 'secret123', role: 'king' }, /^role: /],
      [{ name: 'A', email, password: 'secret123', phone: '12345' }, /^phone: /],
    ];
    for (const [body, message] of cases) {
      const reply = await call(w.app, 'POST', '/api/users', { token: admin.token, body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toMatch(message);
    }
    expect(await w.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });
});

describe('GET /api/users/:id', () => {
  it('returns the account with its dates', async () => {
    const reply = await call(w.app, 'GET', `/api/users/${buyer.id}`, { token: admin.token });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ ...buyer.user, createdAt: expect.any(String), updatedAt: expect.any(String) });
  });

  it("answers 404 'User not found' for an unknown or malformed id", async () => {
    for (const id of [MISSING_ID, 'not-a-uuid', '123']) {
      const reply = await call(w.app, 'GET', `/api/users/${id}`, { token: admin.token });
      expect(reply.status, id).toBe(404);
      expect(reply.body).toMatchObject({ success: false, error: 'User not found' });
    }
  });
});

describe('PUT /api/users/:id', () => {
  it('changes name, phone and city; a new phone loses its verification', async () => {
    const user = await registerUser(w.app, { phone: '9876543210' });
    await w.db.updateTable('users').set({ phone_verified: true, phone_verified_at: new Date() }).where('id', '=', user.id).execute();
    const reply = await call(w.app, 'PUT', `/api/users/${user.id}`, { token: admin.token, body: { name: 'Renamed', phone: '9123456789', currentCity: 'Pune', email: 'ignored@example.in' } });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ name: 'Renamed', phone: '+919123456789', phoneVerified: false, currentCity: 'Pune', email: user.email });
  });

  it('bans: database and gateway key at once, login refused with the reason; unban clears both', async () => {
    const user = await registerUser(w.app);
    const banned = await call(w.app, 'PUT', `/api/users/${user.id}`, { token: admin.token, body: { isBanned: true, banReason: 'Fake orders' } });
    expect(banned.status).toBe(200);
    expect(banned.body.data).toMatchObject({ isBanned: true, banReason: 'Fake orders' });
    expect(await userRow(user.id)).toMatchObject({ is_banned: true, ban_reason: 'Fake orders' });
    expect(await w.deps.redis.get(bannedUserKey(w.env.prefix, user.id))).toBe('Fake orders');
    const refused = await login(w.app, user.email, user.password);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Your account has been banned. Reason: Fake orders');

    const reason = await call(w.app, 'PUT', `/api/users/${user.id}`, { token: admin.token, body: { banReason: 'Abusive chat' } });
    expect(reason.body.data).toMatchObject({ isBanned: true, banReason: 'Abusive chat' });
    expect(await w.deps.redis.get(bannedUserKey(w.env.prefix, user.id))).toBe('Abusive chat');

    const unbanned = await call(w.app, 'PUT', `/api/users/${user.id}`, { token: admin.token, body: { isBanned: false } });
    expect(unbanned.body.data).toMatchObject({ isBanned: false, banReason: null });
    expect(await userRow(user.id)).toMatchObject({ is_banned: false, ban_reason: null });
    expect(await w.deps.redis.exists(bannedUserKey(w.env.prefix, user.id))).toBe(0);
    expect((await login(w.app, user.email, user.password)).status).toBe(200);
  });

  it('a ban without a reason uses the default text at the gateway', async () => {
    const user = await registerUser(w.app);
    await call(w.app, 'PUT', `/api/users/${user.id}`, { token: admin.token, body: { isBanned: true, banReason: '  ' } });
    expect(await userRow(user.id)).toMatchObject({ is_banned: true, ban_reason: null });
    expect(await w.deps.redis.get(bannedUserKey(w.env.prefix, user.id))).toBe('Account banned by admin');
  });

  it('a new role ends the sessions of the account (tokens carry the role)', async () => {
    const user = await registerUser(w.app);
    const reply = await call(w.app, 'PUT', `/api/users/${user.id}`, { token: admin.token, body: { role: 'shopkeeper' } });
    expect(reply.status).toBe(200);
    expect(reply.body.data.role).toBe('seller');
    const generation = await w.deps.redis.get(sessionGenerationKey(w.env.prefix, user.id));
    expect(generation).toBe('1');
    expect(sessionEnded((await w.deps.verifySignature(user.token)).sessionGeneration, generation)).toBe(true);
    const again = await login(w.app, user.email, user.password);
    expect(again.body.user.role).toBe('seller');
    expect((await w.deps.verifySignature(again.body.token)).sessionGeneration).toBe(1);

    // The same role again is no change: sessions stay.
    await call(w.app, 'PUT', `/api/users/${user.id}`, { token: admin.token, body: { role: 'seller' } });
    expect(await w.deps.redis.get(sessionGenerationKey(w.env.prefix, user.id))).toBe('1');
  });

  it('a superadmin cannot ban or demote itself (400), and nothing changes', async () => {
    const ban = await call(w.app, 'PUT', `/api/users/${admin.id}`, { token: admin.token, body: { isBanned: true, banReason: 'oops', name: 'Changed' } });
    expect(ban.status).toBe(400);
    expect(ban.body.error).toBe('You cannot ban your own account');
    const demote = await call(w.app, 'PUT', `/api/users/${admin.id}`, { token: admin.token, body: { role: 'buyer' } });
    expect(demote.status).toBe(400);
    expect(await userRow(admin.id)).toMatchObject({ role: 'superadmin', is_banned: false, name: 'Root Admin' });
    expect(await w.deps.redis.exists(bannedUserKey(w.env.prefix, admin.id))).toBe(0);
    const rename = await call(w.app, 'PUT', `/api/users/${admin.id}`, { token: admin.token, body: { name: 'Root Admin' } });
    expect(rename.status).toBe(200);
  });

  it('answers 400 naming a bad field and 404 for an unknown or malformed id, changing nothing', async () => {
    const user = await registerUser(w.app);
    const before = await userRow(user.id);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ role: 'king' }, /^role: /],
      [{ isBanned: 'yes' }, /^isBanned: /],
      [{ phone: '000', isBanned: true }, /^phone: /],
      [{ name: '' }, /^name: /],
    ];
    for (const [body, message] of cases) {
      const reply = await call(w.app, 'PUT', `/api/users/${user.id}`, { token: admin.token, body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toMatch(message);
    }
    expect(await userRow(user.id)).toEqual(before);
    expect(await w.deps.redis.exists(bannedUserKey(w.env.prefix, user.id))).toBe(0);
    for (const id of [MISSING_ID, 'nope']) {
      const reply = await call(w.app, 'PUT', `/api/users/${id}`, { token: admin.token, body: { name: 'X' } });
      expect(reply.status).toBe(404);
      expect(reply.body.error).toBe('User not found');
    }
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes the account and its addresses, ends its sessions and drops its ban key', async () => {
    const user = await registerUser(w.app);
    await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: { name: 'A', address: 'B', city: 'Kochi', postalCode: '682011', phone: '9876543210', email: 'a@example.in' } });
    await call(w.app, 'PUT', `/api/users/${user.id}`, { token: admin.token, body: { isBanned: true } });

    const reply = await call(w.app, 'DELETE', `/api/users/${user.id}`, { token: admin.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'User deleted successfully' });
    expect(await userRow(user.id)).toBeUndefined();
    expect(await w.db.selectFrom('addresses').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(sessionEnded(0, await w.deps.redis.get(sessionGenerationKey(w.env.prefix, user.id)))).toBe(true);
    expect(await w.deps.redis.exists(bannedUserKey(w.env.prefix, user.id))).toBe(0);

    const again = await call(w.app, 'DELETE', `/api/users/${user.id}`, { token: admin.token });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('User not found');
  });

  it('a superadmin cannot delete itself (400); a malformed id is 404', async () => {
    const self = await call(w.app, 'DELETE', `/api/users/${admin.id}`, { token: admin.token });
    expect(self.status).toBe(400);
    expect(self.body.error).toBe('You cannot delete your own account');
    expect(await userRow(admin.id)).toBeDefined();
    expect((await call(w.app, 'DELETE', '/api/users/nope', { token: admin.token })).status).toBe(404);
  });

  it('leaves the literal /api/users paths to their own handlers', async () => {
    // "profile" and "addresses" are not ids: the superadmin gets its own profile and address book.
    expect((await call(w.app, 'GET', '/api/users/profile', { token: admin.token })).body.data.id).toBe(admin.id);
    expect((await call(w.app, 'GET', '/api/users/addresses', { token: admin.token })).body.data).toEqual([]);
  });
});
