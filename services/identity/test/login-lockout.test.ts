import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '@haat/server-kit';
import { accountConfigOf } from '../src/accounts/account-config.ts';
import { loginFailureKeys } from '../src/accounts/lockout/login-lockout.ts';
import { call, registerUser, uniqueEmail, startWorld, type World } from './support/account-kit.ts';

// Small numbers keep the file fast: 3 wrong passwords per account and address, 6 per account, 8 per address.
let w: World;
beforeAll(async () => {
  w = await startWorld({ LOGIN_LOCKOUT_ATTEMPTS: '3', LOGIN_LOCKOUT_ACCOUNT_ATTEMPTS: '6', LOGIN_LOCKOUT_ADDRESS_ATTEMPTS: '8' });
});
afterAll(() => w.env.cleanup());

let lastAddress = 0;
/** A client address no other test uses (as the gateway passes it on in X-Forwarded-For). */
const newAddress = () => `203.0.113.${++lastAddress}`;

async function loginFrom(address: string, email: string, password: string, app: App = w.app) {
  const res = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const INVALID = { success: false, error: 'Invalid credentials', message: 'Invalid credentials' };

describe('login lock-out per account and address', () => {
  it('stops a guesser at one address after LOGIN_LOCKOUT_ATTEMPTS wrong passwords, answering like a wrong password, for LOGIN_LOCKOUT_MINUTES', async () => {
    const owner = await registerUser(w.app);
    const guesser = newAddress();
    for (let i = 0; i < 3; i++) expect((await loginFrom(guesser, owner.email, `wrong-${i}`)).status).toBe(401);
    const info = vi.spyOn(w.deps.logger, 'info');
    try {
      const locked = await loginFrom(guesser, owner.email, owner.password);
      expect(locked).toEqual({ status: 401, body: INVALID });
      expect(await loginFrom(guesser, uniqueEmail(), owner.password)).toEqual(locked);
      expect(info).toHaveBeenCalledWith({ userId: owner.id, address: guesser, lockedBy: 'account-and-address' }, expect.stringContaining('locked'));
    } finally {
      info.mockRestore();
    }
    const [pair] = loginFailureKeys(w.env.prefix, { address: guesser, account: { id: owner.id, sessionGeneration: 0 } });
    const ttl = await w.deps.redis.ttl(pair!.key);
    expect(ttl).toBeGreaterThan(14 * 60);
    expect(ttl).toBeLessThanOrEqual(15 * 60);
    // A locked attempt checks no password and counts nothing, so it does not stretch the lock either.
    await loginFrom(guesser, owner.email, 'wrong-again');
    expect(await w.deps.redis.get(pair!.key)).toBe('3');
    // When the lock runs out (its key expires) the right password works from there again.
    await w.deps.redis.del(pair!.key);
    expect((await loginFrom(guesser, owner.email, owner.password)).status).toBe(200);
  });

  it("a stranger's wrong passwords from one address do not lock the owner out at another", async () => {
    const owner = await registerUser(w.app);
    const stranger = newAddress();
    for (let i = 0; i < 5; i++) await loginFrom(stranger, owner.email, `wrong-${i}`);
    expect((await loginFrom(stranger, owner.email, owner.password)).status).toBe(401);
    expect((await loginFrom(newAddress(), owner.email, owner.password)).status).toBe(200);
  });

  it('a right password clears the count of its address', async () => {
    const owner = await registerUser(w.app);
    const home = newAddress();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) expect((await loginFrom(home, owner.email, `typo-${i}`)).status).toBe(401);
      expect((await loginFrom(home, owner.email, owner.password)).status).toBe(200);
    }
  });

  it('parallel guesses cannot slip past the count', async () => {
    const owner = await registerUser(w.app);
    const guesser = newAddress();
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => loginFrom(guesser, owner.email, `guess-${i}`)));
    expect(replies.every((r) => r.status === 401)).toBe(true);
    expect((await loginFrom(guesser, owner.email, owner.password)).status).toBe(401);
    const [pair] = loginFailureKeys(w.env.prefix, { address: guesser, account: { id: owner.id, sessionGeneration: 0 } });
    expect(await w.deps.redis.get(pair!.key)).toBe('3');
  });

  it('a new password starts the counts afresh (the session generation moves on)', async () => {
    const owner = await registerUser(w.app);
    const guesser = newAddress();
    for (let i = 0; i < 3; i++) await loginFrom(guesser, owner.email, `wrong-${i}`);
    const changed = await call(w.app, 'PUT', '/api/users/me/password', { token: owner.token, body: { currentPassword: owner.password, newPassword: 'fresh-start-7' } });
    expect(changed.status).toBe(200);
    expect((await loginFrom(guesser, owner.email, 'fresh-start-7')).status).toBe(200);
  });

  it('a banned account is told it is banned only with the right password', async () => {
    const user = await registerUser(w.app);
    await w.db.updateTable('users').set({ is_banned: true, ban_reason: 'Fake orders' }).where('id', '=', user.id).execute();
    const address = newAddress();
    expect((await loginFrom(address, user.email, 'wrong')).body).toEqual(INVALID);
    const reply = await loginFrom(address, user.email, user.password);
    expect(reply.status).toBe(403);
    expect(reply.body['error']).toContain('banned');
  });
});

describe('login lock-out per account (the backstop) and per address', () => {
  it('guessing one account from many addresses is stopped at LOGIN_LOCKOUT_ACCOUNT_ATTEMPTS, for every address', async () => {
    const owner = await registerUser(w.app);
    // Two wrong passwords from each of three addresses: no address reaches its own count of 3.
    for (let a = 0; a < 3; a++) {
      const address = newAddress();
      for (let i = 0; i < 2; i++) expect((await loginFrom(address, owner.email, `wrong-${a}-${i}`)).status).toBe(401);
    }
    const info = vi.spyOn(w.deps.logger, 'info');
    try {
      expect(await loginFrom(newAddress(), owner.email, owner.password)).toEqual({ status: 401, body: INVALID });
      expect(info).toHaveBeenCalledWith(expect.objectContaining({ userId: owner.id, lockedBy: 'account' }), expect.any(String));
    } finally {
      info.mockRestore();
    }
  });

  it('credential stuffing from one address is stopped across accounts (unknown e-mails count too); other addresses are not', async () => {
    const stuffer = newAddress();
    const victims = await Promise.all(Array.from({ length: 4 }, () => registerUser(w.app)));
    for (const victim of victims) expect((await loginFrom(stuffer, victim.email, 'password-from-a-leak')).status).toBe(401);
    for (let i = 0; i < 4; i++) expect((await loginFrom(stuffer, uniqueEmail('leaked'), 'password-from-a-leak')).status).toBe(401);

    const neighbour = await registerUser(w.app);
    expect(await loginFrom(stuffer, neighbour.email, neighbour.password)).toEqual({ status: 401, body: INVALID });
    expect((await loginFrom(newAddress(), neighbour.email, neighbour.password)).status).toBe(200);
    expect((await loginFrom(newAddress(), victims[0]!.email, victims[0]!.password)).status).toBe(200);
  });

  it('right passwords do not count toward the address: many people behind one address all sign in', async () => {
    const shared = newAddress();
    const people = await Promise.all(Array.from({ length: 12 }, () => registerUser(w.app)));
    // One typo among them, and then more sign-ins than the address's count of 8.
    expect((await loginFrom(shared, people[0]!.email, 'typo')).status).toBe(401);
    for (const person of people) expect((await loginFrom(shared, person.email, person.password)).status).toBe(200);
    const address = loginFailureKeys(w.env.prefix, { address: shared }).at(-1)!;
    expect(await w.deps.redis.get(address.key)).toBe('1');
  });
});

describe('wrong current passwords (password change, account deletion)', () => {
  it('count per account and address: a locked address is told plainly (429), another address is not locked', async () => {
    const owner = await registerUser(w.app);
    const change = (address: string, currentPassword: string) =>
      w.app.request('/api/users/me/password', {
        method: 'PUT',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ currentPassword, newPassword: 'changed-pass-9' }),
      });
    const thief = newAddress();
    for (let i = 0; i < 3; i++) expect((await change(thief, `guess-${i}`)).status).toBe(401);
    const locked = await change(thief, owner.password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect((await loginFrom(newAddress(), owner.email, owner.password)).status).toBe(200);
  });
});

describe('lock-out settings', () => {
  it('default to 10 per account and address and 100 per address within 15 minutes, 100 per account within an hour', () => {
    expect(accountConfigOf({})).toEqual({
      LOGIN_LOCKOUT_ATTEMPTS: 10,
      LOGIN_LOCKOUT_MINUTES: 15,
      LOGIN_LOCKOUT_ACCOUNT_ATTEMPTS: 100,
      LOGIN_LOCKOUT_ACCOUNT_MINUTES: 60,
      LOGIN_LOCKOUT_ADDRESS_ATTEMPTS: 100,
    });
    expect(accountConfigOf({ LOGIN_LOCKOUT_ATTEMPTS: '3', LOGIN_LOCKOUT_ACCOUNT_MINUTES: '2' })).toMatchObject({ LOGIN_LOCKOUT_ATTEMPTS: 3, LOGIN_LOCKOUT_ACCOUNT_MINUTES: 2 });
    expect(() => accountConfigOf({ LOGIN_LOCKOUT_ADDRESS_ATTEMPTS: 'many' })).toThrow();
  });
});
