import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notAllowedCharactersText } from '@haat/contracts';
import { call, registerUser, signInSuperadmin, startWorld, uniqueEmail, type Reply, type World } from './support/account-kit.ts';

/**
 * Text with NUL (which Postgres refuses, once a 500) or another control character is refused with
 * 400 before anything is written: sign-up names, profile fields, saved addresses, the admin's
 * search and ban reason. E-mail addresses are capped at RFC 5321's 254 characters.
 */
let w: World;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(() => w.env.cleanup());

const refused = (reply: Reply, label: string) => {
  expect(reply.status).toBe(400);
  expect(reply.body).toMatchObject({ success: false, error: notAllowedCharactersText(label) });
};
const userCount = async () => Number((await w.db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
const userRow = (id: string) => w.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const addressRows = (userId: string) => w.db.selectFrom('addresses').selectAll().where('user_id', '=', userId).execute();
const homeAddress = { label: 'Home', name: 'Priya Nair', address: '12 MG Road, Ernakulam', city: 'Kochi', postalCode: '682011', phone: '9876543210', email: 'priya@example.in' };

describe.each(['\u0000', '\u0001'])('identity: text with %j', (ch) => {
  it('refuses a sign-up whose name or city holds it, and creates no account', async () => {
    const before = await userCount();
    refused(await call(w.app, 'POST', '/api/auth/register', { body: { name: `Priya${ch}Nair`, email: uniqueEmail(), password: 'secret123' } }), 'Name');
    refused(await call(w.app, 'POST', '/api/auth/register', { body: { name: 'Priya Nair', email: uniqueEmail(), password: 'secret123', currentCity: `Ko${ch}chi` } }), 'City');
    const badEmail = await call(w.app, 'POST', '/api/auth/register', { body: { name: 'Priya Nair', email: `priya${ch}@example.in`, password: 'secret123' } });
    expect(badEmail.status).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it('refuses a profile edit whose name or city holds it, and leaves the profile as it was', async () => {
    const user = await registerUser(w.app, { currentCity: 'Kochi' });
    refused(await call(w.app, 'PUT', '/api/users/profile', { token: user.token, body: { name: `Priya${ch}` } }), 'Name');
    refused(await call(w.app, 'PUT', '/api/auth/me', { token: user.token, body: { currentCity: `Pune${ch}` } }), 'City');
    expect(await userRow(user.id)).toMatchObject({ name: 'Priya Nair', current_city: 'Kochi' });
  });

  it('refuses an address whose name, lines, city or label hold it, new or edited, and saves nothing', async () => {
    const user = await registerUser(w.app);
    for (const [field, label] of [['name', 'Name'], ['address', 'Address'], ['city', 'City'], ['label', 'Label']] as const) {
      refused(await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: { ...homeAddress, [field]: `Kochi${ch}682011` } }), label);
    }
    expect(await addressRows(user.id)).toEqual([]);
    const saved = await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: homeAddress });
    expect(saved.status).toBe(201);
    refused(await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: { id: saved.body.address.id, address: `12 MG Road${ch}` } }), 'Address');
    expect((await addressRows(user.id)).map((row) => row.address)).toEqual([homeAddress.address]);
  });

  it('refuses it in the superadmin\'s user search and ban reason, and bans nobody', async () => {
    const admin = await signInSuperadmin(w);
    const user = await registerUser(w.app);
    refused(await call(w.app, 'GET', `/api/users?search=Priya${encodeURIComponent(ch)}`, { token: admin.token }), 'Search text');
    refused(await call(w.app, 'PUT', `/api/users/${user.id}`, { token: admin.token, body: { isBanned: true, banReason: `Spam${ch}` } }), 'Ban reason');
    expect(await userRow(user.id)).toMatchObject({ is_banned: false });
  });
});

describe('identity: ids in the path', () => {
  it('answers address and user ids that are not ids (NUL, words) as not found, never a 500', async () => {
    const admin = await signInSuperadmin(w);
    for (const bad of ['%00', 'not-an-id']) {
      expect((await call(w.app, 'DELETE', `/api/users/addresses/${bad}`, { token: admin.token })).status).toBe(404);
      expect((await call(w.app, 'GET', `/api/users/${bad}`, { token: admin.token })).status).toBe(404);
      expect((await call(w.app, 'PUT', `/api/users/${bad}`, { token: admin.token, body: { name: 'Priya' } })).status).toBe(404);
    }
  });
});

describe('identity: multi-line and length rules', () => {
  it('keeps line breaks in an address\'s lines but not in its name', async () => {
    const user = await registerUser(w.app);
    refused(await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: { ...homeAddress, name: 'Priya\nNair' } }), 'Name');
    const saved = await call(w.app, 'PUT', '/api/users/addresses', { token: user.token, body: { ...homeAddress, address: 'Flat 4B\r\n12 MG Road' } });
    expect(saved.status).toBe(201);
    expect(saved.body.address.address).toBe('Flat 4B\n12 MG Road');
  });

  it('refuses an e-mail address longer than 254 characters at sign-up', async () => {
    const before = await userCount();
    const email = `${'a'.repeat(64)}@${'b'.repeat(187)}.in`; // 255 characters, valid in form
    const reply = await call(w.app, 'POST', '/api/auth/register', { body: { name: 'Priya Nair', email, password: 'secret123' } });
    expect(reply).toMatchObject({ status: 400, body: { error: 'Email must be at most 254 characters' } });
    expect(await userCount()).toBe(before);
  });
});
