import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bannedUserKey, revokedTokenKey, sessionEnded, sessionGenerationKey, sessionStateRestoredKey } from '@haat/server-kit';
import { restoreBans } from '../src/accounts/restore-bans.ts';
import { buildIdentityService } from '../src/service.ts';
import { call, login, registerUser, signInSuperadmin, startWorld, type World } from './support/account-kit.ts';

let w: World;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(() => w.env.cleanup());

const userRow = (id: string) => w.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
const addressRows = (userId: string) => w.db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

const homeAddress = (overrides: Record<string, unknown> = {}) => ({
  label: 'Home',
  name: 'Priya Nair',
  address: '12 MG Road, Ernakulam',
  city: 'Kochi',
  postalCode: '682011',
  phone: '+91 98765 43210',
  email: '  Priya.Nair@Example.IN ',
  ...overrides,
});

describe('GET /api/users/profile', () => {
  it('returns the signed-in account as the session user', async () => {
    const user = await registerUser(w.app);
    const reply = await call(w.app, 'GET', '/api/users/profile', { token: user.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, data: user.user });
  });

  it('needs a token (401)', async () => {
    expect((await call(w.app, 'GET', '/api/users/profile')).status).toBe(401);
    expect((await call(w.app, 'GET', '/api/users/profile', { token: 'not-a-token' })).status).toBe(401);
  });
});

describe('PUT /api/users/profile and PUT /api/auth/me', () => {
  it('changes name, phone (normalised to +91XXXXXXXXXX), avatar and city, ignoring fields it does not own', async () => {
    const user = await registerUser(w.app, { phone: '9876543210' });
    const reply = await call(w.app, 'PUT', '/api/users/profile', {
      token: user.token,
      body: { name: '  Priya N. ', phone: '09812345678', avatar: 'https://cdn.example.in/a.jpg', currentCity: 'Pune', role: 'superadmin', email: 'x@evil.in', isBanned: true },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Profile updated successfully' });
    expect(reply.body.data).toMatchObject({ id: user.id, name: 'Priya N.', phone: '+919812345678', avatar: 'https://cdn.example.in/a.jpg', currentCity: 'Pune', role: 'buyer', email: user.email, isBanned: false });
    const row = await userRow(user.id);
    expect(row).toMatchObject({ name: 'Priya N.', phone: '+919812345678', role: 'buyer', email: user.email, is_banned: false });
  });

  it('accepts every typed form of one number as the same phone', async () => {
    const user = await registerUser(w.app);
    for (const typed of ['+91 98765 43210', '09876543210', '9876543210', '91-98765-43210']) {
      const reply = await call(w.app, 'PUT', '/api/users/profile', { token: user.token, body: { phone: typed } });
      expect(reply.body.data.phone, typed).toBe('+919876543210');
    }
  });

  it('keeps the phone verification for the same number and drops it for a new one', async () => {
    const user = await registerUser(w.app, { phone: '9876543210' });
    await w.db.updateTable('users').set({ phone_verified: true, phone_verified_at: new Date() }).where('id', '=', user.id).execute();

    const same = await call(w.app, 'PUT', '/api/users/profile', { token: user.token, body: { phone: '+91 98765 43210', name: 'Same Phone' } });
    expect(same.body.data).toMatchObject({ phone: '+919876543210', phoneVerified: true });
    expect(same.body.data.phoneVerifiedAt).not.toBeNull();

    const changed = await call(w.app, 'PUT', '/api/users/profile', { token: user.token, body: { phone: '9123456789' } });
    expect(changed.body.data).toMatchObject({ phone: '+919123456789', phoneVerified: false, phoneVerifiedAt: null });
    expect(await userRow(user.id)).toMatchObject({ phone_verified: false, phone_verified_at: null });
  });

  it('leaves missing fields alone and clears a field sent empty', async () => {
    const user = await registerUser(w.app, { phone: '9876543210', currentCity: 'Kochi' });
    const nameOnly = await call(w.app, 'PUT', '/api/users/profile', { token: user.token, body: { name: 'Only Name' } });
    expect(nameOnly.body.data).toMatchObject({ name: 'Only Name', phone: '+919876543210', currentCity: 'Kochi' });
    const cleared = await call(w.app, 'PUT', '/api/users/profile', { token: user.token, body: { phone: '', currentCity: null } });
    expect(cleared.body.data).toMatchObject({ name: 'Only Name', phone: null, currentCity: null });
  });

  it('PUT /api/auth/me is the same call', async () => {
    const user = await registerUser(w.app);
    const reply = await call(w.app, 'PUT', '/api/auth/me', { token: user.token, body: { name: 'Via Auth Me', currentCity: 'Mysuru' } });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ name: 'Via Auth Me', currentCity: 'Mysuru' });
    expect((await userRow(user.id))?.name).toBe('Via Auth Me');
  });

  it('answers 400 naming the field, and changes nothing', async () => {
    const user = await registerUser(w.app, { phone: '9876543210' });
    const before = await userRow(user.id);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ phone: '12345', name: 'Changed' }, /^phone: Please enter a valid Indian mobile number$/],
      [{ name: '   ' }, /^name: Name is required$/],
      [{ avatar: 'javascript:alert(1)' }, /^avatar: /],
      [{ avatar: 'data:image/png;base64,AAAA' }, /^avatar: /],
      [{ currentCity: 'x'.repeat(101) }, /^currentCity: /],
    ];
    for (const [body, message] of cases) {
      const reply = await call(w.app, 'PUT', '/api/users/profile', { token: user.token, body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.success).toBe(false);
      expect(reply.body.message).toMatch(message);
    }
    const broken = await call(w.app, 'PUT', '/api/users/profile', { token: user.token, body: '{"name":' });
    expect(broken.status).toBe(400);
    expect(await userRow(user.id)).toEqual(before);
  });

  it('needs a token (401)', async () => {
    expect((await call(w.app, 'PUT', '/api/users/profile', { body: { name: 'X' } })).status).toBe(401);
    expect((await call(w.app, 'PUT', '/api/auth/me', { body: { name: 'X' } })).status).toBe(401);
  });
});

describe('address book', () => {
  it('needs a token (401) for every call', async () => {
    expect((await call(w.app, 'GET', '/api/users/addresses')).status).toBe(401);
    expect((await call(w.app, 'PUT', '/api/users/addresses', { body: homeAddress() })).status).toBe(401);
    expect((await call(w.app, 'DELETE', '/api/users/addresses/8f14e45f-ceea-4e7a-9c8d-6f1b2a3c4d5e')).status).toBe(401);
  });

  it('adds addresses: the first is the default, e-mail and phone are normalised', async () => {
    const user = await registerUser(w.app);
    expect(await call(w.app, 'GET', '/api/users/addresses', { token: user.token })).toMatchObject({ status: 200, body: { success: true, data: [] } });

    const first = await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: { ...homeAddress(), unknownField: 'ignored' } });
    expect(first.status).toBe(201);
    expect(first.body.address).toMatchObject({ label: 'Home', name: 'Priya Nair', city: 'Kochi', postalCode: '682011', phone: '+919876543210', email: 'priya.nair@example.in', isDefault: true });
    expect(first.body.address._id).toBe(first.body.address.id);
    expect(first.body.data).toEqual([first.body.address]);

    const second = await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: homeAddress({ label: 'Office', address: '5 Infopark', postalCode: '682042' }) });
    expect(second.status).toBe(201);
    expect(second.body.address.isDefault).toBe(false);

    const list = await call(w.app, 'GET', '/api/users/addresses', { token: user.token });
    expect(list.body.data.map((a: any) => [a.label, a.isDefault])).toEqual([['Home', true], ['Office', false]]);
  });

  it('keeps exactly one default: isDefault moves it, false alone is ignored', async () => {
    const user = await registerUser(w.app);
    const home = (await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: homeAddress() })).body.address;
    const office = (await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: homeAddress({ label: 'Office', isDefault: true }) })).body.address;
    expect(office.isDefault).toBe(true);
    let rows = await addressRows(user.id);
    expect(rows.filter((r) => r.is_default).map((r) => r.id)).toEqual([office.id]);

    const back = await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: { _id: home.id, isDefault: true } });
    expect(back.status).toBe(200);
    expect(back.body.data[0]).toMatchObject({ id: home.id, isDefault: true });
    await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: { id: home.id, isDefault: false } });
    rows = await addressRows(user.id);
    expect(rows.filter((r) => r.is_default).map((r) => r.id)).toEqual([home.id]);
  });

  it('updates only the fields sent, by id', async () => {
    const user = await registerUser(w.app);
    const saved = (await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: homeAddress() })).body.address;
    const reply = await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: { id: saved.id, city: 'Thrissur', postalCode: '680001', label: '' } });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Address updated');
    expect(reply.body.address).toMatchObject({ id: saved.id, city: 'Thrissur', postalCode: '680001', label: null, name: 'Priya Nair', address: '12 MG Road, Ernakulam', isDefault: true });
    expect(await addressRows(user.id)).toHaveLength(1);
  });

  it("answers 404 for another user's address, and leaves it alone", async () => {
    const owner = await registerUser(w.app);
    const other = await registerUser(w.app);
    const saved = (await call(w.app, 'PUT', '/api/users/addresses', { token: owner.token, body: homeAddress() })).body.address;

    const update = await call(w.app, 'PUT', '/api/users/addresses', { token: other.token, body: { id: saved.id, city: 'Stolen' } });
    expect(update.status).toBe(404);
    expect(update.body).toMatchObject({ success: false, error: 'Address not found' });
    const remove = await call(w.app, 'DELETE', `/api/users/addresses/${saved.id}`, { token: other.token });
    expect(remove.status).toBe(404);
    expect((await call(w.app, 'GET', '/api/users/addresses', { token: other.token })).body.data).toEqual([]);

    const rows = await addressRows(owner.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.city).toBe('Kochi');
  });

  it('answers 404 for a malformed or unknown id', async () => {
    const user = await registerUser(w.app);
    expect((await call(w.app, 'DELETE', '/api/users/addresses/not-a-uuid', { token: user.token })).status).toBe(404);
    expect((await call(w.app, 'DELETE', '/api/users/addresses/8f14e45f-ceea-4e7a-9c8d-6f1b2a3c4d5e', { token: user.token })).status).toBe(404);
    expect((await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: { id: 'nope', city: 'X' } })).status).toBe(404);
    expect((await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: { id: 42, city: 'X' } })).status).toBe(404);
  });

  it('deleting the default makes the most recently changed remaining address the default', async () => {
    const user = await registerUser(w.app);
    const home = (await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: homeAddress() })).body.address;
    await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: homeAddress({ label: 'Office' }) });
    const parents = (await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: homeAddress({ label: 'Parents' }) })).body.address;

    const reply = await call(w.app, 'DELETE', `/api/users/addresses/${home.id}`, { token: user.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Address deleted' });
    expect(reply.body.data).toHaveLength(2);
    expect(reply.body.data[0]).toMatchObject({ id: parents.id, isDefault: true });
    expect((await addressRows(user.id)).filter((r) => r.is_default)).toHaveLength(1);
  });

  it('answers 400 naming the field, and saves nothing', async () => {
    const user = await registerUser(w.app);
    const cases: [Record<string, unknown>, RegExp][] = [
      [homeAddress({ postalCode: '12345' }), /^postalCode: Please enter a valid 6-digit pincode$/],
      [homeAddress({ postalCode: '68201a' }), /^postalCode: /],
      [homeAddress({ name: '' }), /^name: Name is required$/],
      [homeAddress({ address: undefined }), /^address: /],
      [homeAddress({ phone: '555' }), /^phone: Please enter a valid Indian mobile number$/],
      [homeAddress({ email: 'not-mail' }), /^email: /],
      [homeAddress({ isDefault: 'yes' }), /^isDefault: /],
    ];
    for (const [body, message] of cases) {
      const reply = await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toMatch(message);
    }
    expect((await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: [homeAddress()] })).status).toBe(400);
    expect(await addressRows(user.id)).toEqual([]);

    const saved = (await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: homeAddress() })).body.address;
    const badEdit = await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: { id: saved.id, postalCode: '1' } });
    expect(badEdit.status).toBe(400);
    expect((await addressRows(user.id))[0]?.postal_code).toBe('682011');
  });

  it("refuses a pincode India Post does not know or of another city (also when an edit changes only one of them), saving nothing", async () => {
    const user = await registerUser(w.app);
    const cases: [Record<string, unknown>, string][] = [
      [homeAddress({ postalCode: '000000' }), 'postalCode: Please enter a valid 6-digit pincode'],
      [homeAddress({ postalCode: '999999' }), 'Pincode 999999 does not exist'],
      [homeAddress({ city: 'Pune', postalCode: '110001' }), 'Pincode 110001 is not in Pune'],
    ];
    for (const [body, message] of cases) {
      const reply = await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toBe(message);
    }
    expect(await addressRows(user.id)).toEqual([]);

    const saved = (await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: homeAddress() })).body.address;
    const newCityOnly = await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: { id: saved.id, city: 'Pune' } });
    expect(newCityOnly.status).toBe(400);
    expect(newCityOnly.body.message).toBe('Pincode 682011 is not in Pune');
    const newPincodeOnly = await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: { id: saved.id, postalCode: '411038' } });
    expect(newPincodeOnly.body.message).toBe('Pincode 411038 is not in Kochi');
    expect(await addressRows(user.id)).toMatchObject([{ city: 'Kochi', postal_code: '682011' }]);
    const both = await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: { id: saved.id, city: 'Pune', postalCode: '411038' } });
    expect(both.status).toBe(200);
    expect(await addressRows(user.id)).toMatchObject([{ city: 'Pune', postal_code: '411038' }]);
  });

  it('holds at most 20 addresses', async () => {
    const user = await registerUser(w.app);
    for (let i = 0; i < 20; i++) {
      expect((await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: homeAddress({ label: `A${i}` }) })).status).toBe(201);
    }
    const extra = await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: homeAddress({ label: 'One too many' }) });
    expect(extra.status).toBe(400);
    expect(extra.body.error).toBe('You can save at most 20 addresses');
    expect(await addressRows(user.id)).toHaveLength(20);
  });

  it('parallel saves still leave exactly one default', async () => {
    const user = await registerUser(w.app);
    const replies = await Promise.all([1, 2, 3, 4, 5].map((i) =>
      call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: homeAddress({ label: `P${i}`, isDefault: true }) })));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const rows = await addressRows(user.id);
    expect(rows).toHaveLength(5);
    expect(rows.filter((r) => r.is_default)).toHaveLength(1);
  });
});

describe('password change', () => {
  it('PUT /api/users/me/password stores a new argon2id hash, ends older sessions and signs the caller in again', async () => {
    const user = await registerUser(w.app);
    const before = await userRow(user.id);
    const reply = await call(w.app, 'PUT', '/api/users/me/password', { token: user.token, body: { currentPassword: user.password, newPassword: 'new-secret-1', confirmPassword: 'new-secret-1' } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Password updated successfully', user: { id: user.id } });
    expect(reply.body.data).toEqual({ token: reply.body.token, user: reply.body.user });
    expect(JSON.stringify(reply.body)).not.toMatch(/argon2|new-secret/);

    const row = await userRow(user.id);
    expect(row?.session_generation).toBe(1);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.password_hash).not.toBe(before?.password_hash);

    // The gateway's key: every token signed before generation 1 is refused from now on.
    const key = sessionGenerationKey(w.env.prefix, user.id);
    expect(await w.deps.redis.get(key)).toBe('1');
    expect(await w.deps.redis.ttl(key)).toBeGreaterThan(0);
    const oldClaims = await w.deps.verifySignature(user.token);
    const newClaims = await w.deps.verifySignature(reply.body.token);
    expect(oldClaims.sessionGeneration).toBe(0);
    expect(newClaims.sessionGeneration).toBe(1);
    expect(sessionEnded(oldClaims.sessionGeneration, await w.deps.redis.get(key))).toBe(true);
    expect(sessionEnded(newClaims.sessionGeneration, await w.deps.redis.get(key))).toBe(false);

    expect((await login(w.app, user.email, user.password)).status).toBe(401);
    expect((await login(w.app, user.email, 'new-secret-1')).status).toBe(200);
  });

  it('PUT /api/auth/updatepassword is the same call; every change moves the generation on', async () => {
    const user = await registerUser(w.app);
    const first = await call(w.app, 'PUT', '/api/auth/updatepassword', { token: user.token, body: { currentPassword: user.password, newPassword: 'second-pass' } });
    expect(first.status).toBe(200);
    const second = await call(w.app, 'PUT', '/api/auth/updatepassword', { token: first.body.token, body: { currentPassword: 'second-pass', newPassword: 'third-pass' } });
    expect(second.status).toBe(200);
    expect((await w.deps.verifySignature(second.body.token)).sessionGeneration).toBe(2);
    expect(await w.deps.redis.get(sessionGenerationKey(w.env.prefix, user.id))).toBe('2');
  });

  it('refuses a wrong current password with 401 and changes nothing', async () => {
    const user = await registerUser(w.app);
    const before = await userRow(user.id);
    const reply = await call(w.app, 'PUT', '/api/users/me/password', { token: user.token, body: { currentPassword: 'not-my-password', newPassword: 'new-secret-1' } });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ success: false, error: 'Current password is incorrect', message: 'Current password is incorrect' });
    expect(await userRow(user.id)).toEqual(before);
    expect(await w.deps.redis.get(sessionGenerationKey(w.env.prefix, user.id))).toBeNull();
  });

  it('answers 400 naming the field for a short, mismatched, unchanged or missing password', async () => {
    const user = await registerUser(w.app);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ currentPassword: user.password, newPassword: '12345' }, /^newPassword: Password must be at least 6 characters$/],
      [{ currentPassword: user.password, newPassword: 'new-secret-1', confirmPassword: 'other-pass' }, /^confirmPassword: Passwords do not match$/],
      [{ currentPassword: user.password, newPassword: user.password }, /^newPassword: New password must be different/],
      [{ newPassword: 'new-secret-1' }, /^currentPassword: /],
    ];
    for (const [body, message] of cases) {
      const reply = await call(w.app, 'PUT', '/api/users/me/password', { token: user.token, body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toMatch(message);
    }
    expect((await userRow(user.id))?.session_generation).toBe(0);
  });

  it('needs a token (401)', async () => {
    expect((await call(w.app, 'PUT', '/api/users/me/password', { body: { currentPassword: 'a', newPassword: 'bbbbbb' } })).status).toBe(401);
    expect((await call(w.app, 'PUT', '/api/auth/updatepassword', { body: { currentPassword: 'a', newPassword: 'bbbbbb' } })).status).toBe(401);
  });

  it('counts wrong current passwords toward the lock-out and then answers 429', async () => {
    const user = await registerUser(w.app);
    for (let i = 0; i < 10; i++) {
      const wrong = await call(w.app, 'PUT', '/api/users/me/password', { token: user.token, body: { currentPassword: `guess-${i}`, newPassword: 'new-secret-1' } });
      expect(wrong.status).toBe(401);
    }
    const locked = await call(w.app, 'PUT', '/api/users/me/password', { token: user.token, body: { currentPassword: user.password, newPassword: 'new-secret-1' } });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe('Too many wrong passwords');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await userRow(user.id))?.session_generation).toBe(0);
    expect((await login(w.app, user.email, user.password)).status).toBe(401);
  });
});

describe('DELETE /api/users/profile (account deletion)', () => {
  it('deletes the account and its addresses, revokes this token and ends every session', async () => {
    const user = await registerUser(w.app);
    await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: homeAddress() });
    const other = await login(w.app, user.email, user.password); // a second device
    const { jti } = await w.deps.verifySignature(user.token);

    const reply = await call(w.app, 'DELETE', '/api/users/profile', { token: user.token, body: { password: user.password } });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Your account has been deleted' });
    expect(await userRow(user.id)).toBeUndefined();
    expect(await addressRows(user.id)).toEqual([]);
    expect(await w.deps.redis.get(revokedTokenKey(w.env.prefix, jti))).toBe('1');
    const generation = await w.deps.redis.get(sessionGenerationKey(w.env.prefix, user.id));
    expect(sessionEnded((await w.deps.verifySignature(other.body.token)).sessionGeneration, generation)).toBe(true);
    expect((await login(w.app, user.email, user.password)).status).toBe(401);
  });

  it('refuses a wrong password (401) and a missing one (400), keeping the account', async () => {
    const user = await registerUser(w.app);
    const wrong = await call(w.app, 'DELETE', '/api/users/profile', { token: user.token, body: { password: 'not-it' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('Password is incorrect');
    const missing = await call(w.app, 'DELETE', '/api/users/profile', { token: user.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^password: /);
    const noBody = await call(w.app, 'DELETE', '/api/users/profile', { token: user.token });
    expect(noBody.status).toBe(400);
    expect(await userRow(user.id)).toBeDefined();
    expect(await w.deps.redis.get(sessionGenerationKey(w.env.prefix, user.id))).toBeNull();
  });

  it('needs a token (401), and a superadmin cannot delete itself (400)', async () => {
    expect((await call(w.app, 'DELETE', '/api/users/profile', { body: { password: 'x' } })).status).toBe(401);
    const admin = await signInSuperadmin(w);
    const reply = await call(w.app, 'DELETE', '/api/users/profile', { token: admin.token, body: { password: admin.password } });
    expect(reply.status).toBe(400);
    expect(await userRow(admin.id)).toBeDefined();
  });
});

describe('bans at start-up', () => {
  it('copies every banned account from the database to the gateway keys', async () => {
    const a = await registerUser(w.app);
    const b = await registerUser(w.app);
    const c = await registerUser(w.app);
    await w.db.updateTable('users').set({ is_banned: true, ban_reason: 'Spam' }).where('id', '=', a.id).execute();
    await w.db.updateTable('users').set({ is_banned: true, ban_reason: null }).where('id', '=', b.id).execute();

    expect(await restoreBans(w.db, w.deps.redis, w.env.prefix)).toBeGreaterThanOrEqual(2);
    expect(await w.deps.redis.get(bannedUserKey(w.env.prefix, a.id))).toBe('Spam');
    expect(await w.deps.redis.get(bannedUserKey(w.env.prefix, b.id))).toBe('Account banned by admin');
    expect(await w.deps.redis.get(bannedUserKey(w.env.prefix, c.id))).toBeNull();
  });

  it('runs when the service starts on a Redis that lost its session state', async () => {
    const user = await registerUser(w.app);
    await w.db.updateTable('users').set({ is_banned: true, ban_reason: 'Restored at start' }).where('id', '=', user.id).execute();
    await w.deps.redis.del(sessionStateRestoredKey(w.env.prefix)); // as after a restart: Redis keeps nothing on disk
    await buildIdentityService(w.deps);
    await vi.waitFor(async () => expect(await w.deps.redis.get(bannedUserKey(w.env.prefix, user.id))).toBe('Restored at start'), { timeout: 5000, interval: 20 });
  });
});
