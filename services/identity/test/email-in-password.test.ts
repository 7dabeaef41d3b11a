import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_HAS_EMAIL_TEXT, passwordContainsEmail } from '@haat/contracts';
import { call, login, registerUser, signInSuperadmin, startWorld, type World } from './support/account-kit.ts';
import { linkToken, waitForOutbox } from './support/verification-kit.ts';

let w: World;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(() => w.env.cleanup());

const refused = { success: false, error: PASSWORD_HAS_EMAIL_TEXT, message: PASSWORD_HAS_EMAIL_TEXT };
const userCount = async () => Number((await w.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
/** An address of this run whose local part is `local` plus a number (unique, and contained in what follows). */
let addresses = 0;
const addressOf = (local: string) => `${local}${++addresses}${Date.now() % 100_000}@example.in`;
const localOf = (email: string) => email.slice(0, email.indexOf('@'));

describe('the e-mail in a password (ASVS 5.0 6.2.11)', () => {
  it('is the whole address or its local part of 3 characters or more, in any letter case', () => {
    expect(passwordContainsEmail('asha.patel@example.in', 'asha.patel@example.in')).toBe(true);
    expect(passwordContainsEmail('ASHA.PATEL@Example.IN', 'asha.patel@example.in')).toBe(true);
    expect(passwordContainsEmail('Asha.Patel2024', 'asha.patel@example.in')).toBe(true);
    expect(passwordContainsEmail('my-asha.patel!', ' Asha.Patel@Example.in ')).toBe(true);
    expect(passwordContainsEmail('ravi1234', 'ravi@example.in')).toBe(true);
    // Not the local part: a part of it, a short local part, no e-mail at all.
    expect(passwordContainsEmail('asha-secret-9', 'asha.patel@example.in')).toBe(false);
    expect(passwordContainsEmail('about-mangoes', 'ab@example.in')).toBe(false);
    expect(passwordContainsEmail('mango-lassi-3', null)).toBe(false);
  });
});

describe('a password holding the e-mail is refused where a password is chosen', () => {
  // First: the set-up form only works while no superadmin exists.
  it('at the superadmin set-up, creating nothing', async () => {
    const email = addressOf('root');
    const reply = await call(w.app, 'POST', '/api/auth/superadmin-setup', { body: { name: 'Root', email, password: email, confirmPassword: email } });
    expect(reply).toMatchObject({ status: 400, body: refused });
    expect(await userCount()).toBe(0);
  });

  it('at sign-up: the address itself, in another case, or its local part; creating nothing', async () => {
    const email = addressOf('asha.patel');
    for (const password of [email, email.toUpperCase(), `${localOf(email)}!`, `My${localOf(email).toUpperCase()}pass`]) {
      expect(await call(w.app, 'POST', '/api/auth/register', { body: { name: 'Asha', email, password } })).toMatchObject({ status: 400, body: refused });
    }
    expect(await w.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    expect((await call(w.app, 'POST', '/api/auth/register', { body: { name: 'Asha', email, password: 'mango-lassi-3' } })).status).toBe(201);
  });

  it('at an admin creating a user', async () => {
    const admin = await signInSuperadmin(w);
    const email = addressOf('staff');
    const reply = await call(w.app, 'POST', '/api/users', { token: admin.token, body: { name: 'Staff', email, password: `${localOf(email)}#1` } });
    expect(reply).toMatchObject({ status: 400, body: refused });
    expect(await w.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('at a password change, keeping the old password', async () => {
    const user = await registerUser(w.app, { email: addressOf('meena') });
    for (const newPassword of [user.email, `${localOf(user.email)}-new`]) {
      const reply = await call(w.app, 'PUT', '/api/users/me/password', { token: user.token, body: { currentPassword: user.password, newPassword } });
      expect(reply).toMatchObject({ status: 400, body: refused });
    }
    expect((await login(w.app, user.email, user.password)).status).toBe(200);
  });

  it('at a password reset, leaving the link usable', async () => {
    const admin = await signInSuperadmin(w);
    const user = await registerUser(w.app, { email: addressOf('imran') });
    expect((await call(w.app, 'POST', '/api/auth/forgot-password', { body: { email: user.email } })).status).toBe(200);
    const messages = await waitForOutbox(w.app, admin.token, user.email, 2);
    const token = linkToken(messages.find((m) => m.subject === 'Reset your Haat password')!.body, '/reset-password');

    const password = `${localOf(user.email).toUpperCase()}-99`;
    expect(await call(w.app, 'POST', '/api/auth/reset-password', { body: { token, password, confirmPassword: password } })).toMatchObject({ status: 400, body: refused });
    expect((await login(w.app, user.email, user.password)).status).toBe(200);
    const fine = await call(w.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'mango-lassi-3', confirmPassword: 'mango-lassi-3' } });
    expect(fine.status).toBe(200);
  });
});
