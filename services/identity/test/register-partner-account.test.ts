import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestRpc } from '@haat/server-kit';
import type { RegisterPartnerAccountReply, RegisterPartnerAccountRequest } from '@haat/contracts';
import { EMAIL_TAKEN_TEXT } from '../src/auth/create-account.ts';
import { PHONE_NEEDED_TEXT, PHONE_TAKEN_TEXT } from '../src/users/sign-in-phone.ts';
import { call, login, uniqueEmail } from './support/account-kit.ts';
import { startVerificationWorld, waitForOutbox, type VerificationWorld } from './support/verification-kit.ts';

/** The order service opens a delivery partner account over NATS (invitation sign-up). */
describe('rpc registerPartnerAccount', () => {
  let world: VerificationWorld;
  beforeAll(async () => {
    world = await startVerificationWorld();
  });
  afterAll(() => world.env.cleanup());

  const ask = (request: Partial<Record<keyof RegisterPartnerAccountRequest, unknown>>) => requestRpc<RegisterPartnerAccountReply>(
    world.deps.nc, world.deps.subjects.rpc.registerPartnerAccount,
    { name: 'Raju Sharma', email: uniqueEmail('rider'), password: 'ride-safe-2026', phone: '+919800000123', ...request },
  );

  it('opens a signed-in delivery partner account that can sign in, and sends the verification e-mail', async () => {
    const email = uniqueEmail('rider');
    const reply = await ask({ email });
    if (!reply.ok) throw new Error(`refused: ${reply.error}`);
    expect(reply.auth.user).toMatchObject({ email, name: 'Raju Sharma', role: 'deliveryPartner', phone: '+919800000123' });
    expect(reply.auth.data.token).toBe(reply.auth.token);
    const me = await world.app.request('/api/auth/me', { headers: { Authorization: `Bearer ${reply.auth.token}` } });
    expect(me.status).toBe(200);
    expect((await login(world.app, email, 'ride-safe-2026')).status).toBe(200);
    expect((await waitForOutbox(world.app, world.admin, email))[0]!.channel).toBe('email');
  });

  it('a taken e-mail, a common password or a bad e-mail comes back as a 400 failure with identity\'s text', async () => {
    const email = uniqueEmail('taken');
    expect((await ask({ email })).ok).toBe(true);
    expect(await ask({ email: email.toUpperCase() })).toEqual({ ok: false, status: 400, error: EMAIL_TAKEN_TEXT, message: EMAIL_TAKEN_TEXT });
    expect(await ask({ password: 'password' })).toMatchObject({ ok: false, status: 400 });
    expect(await ask({ email: 'not-an-email' })).toMatchObject({ ok: false, status: 400, error: 'Please enter a valid email address' });
  });

  it('a rider is reached by phone: without one (or with a bad one) it is a 400 failure and no account is made', async () => {
    const email = uniqueEmail('no-phone');
    expect(await ask({ email, phone: undefined })).toMatchObject({ ok: false, status: 400 });
    expect(await ask({ email, phone: '12345' })).toMatchObject({ ok: false, status: 400, error: 'Please enter a valid Indian mobile number' });
    expect(await world.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('no e-mail is fine: the account signs in with its phone and password (not with a wrong one), and no mail is queued', async () => {
    const phone = `+9197${String(Date.now()).slice(-8)}`;
    const reply = await ask({ email: null, phone });
    if (!reply.ok) throw new Error(`refused: ${reply.error}`);
    expect(reply.auth.user).toMatchObject({ email: '', role: 'deliveryPartner', phone });
    const row = await world.db.selectFrom('users').select(['email', 'phone']).where('id', '=', reply.auth.user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: null, phone });

    const byPhone = await call(world.app, 'POST', '/api/auth/login', { body: { phone: phone.slice(3), password: 'ride-safe-2026', role: 'deliveryPartner' } });
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.user).toMatchObject({ id: reply.auth.user.id, role: 'deliveryPartner' });
    const wrong = await call(world.app, 'POST', '/api/auth/login', { body: { phone, password: 'not-the-password' } });
    expect({ status: wrong.status, error: wrong.body.error }).toEqual({ status: 401, error: 'Invalid credentials' });
    // Neither the e-mail nor the phone, or both at once, is not a sign-in.
    expect((await call(world.app, 'POST', '/api/auth/login', { body: { password: 'ride-safe-2026' } })).status).toBe(400);
    expect((await call(world.app, 'POST', '/api/auth/login', { body: { phone, email: uniqueEmail(), password: 'ride-safe-2026' } })).status).toBe(400);

    // The phone is the only way in: it cannot be dropped, and a second e-mail-less rider cannot take it.
    const dropped = await call(world.app, 'PUT', '/api/users/profile', { token: reply.auth.token, body: { phone: null } });
    expect({ status: dropped.status, error: dropped.body.error }).toEqual({ status: 400, error: PHONE_NEEDED_TEXT });
    expect(await ask({ email: null, phone })).toEqual({ ok: false, status: 400, error: PHONE_TAKEN_TEXT, message: PHONE_TAKEN_TEXT });
    // One with an e-mail may share the number: it signs in with its e-mail.
    expect((await ask({ email: uniqueEmail('shared-phone'), phone })).ok).toBe(true);
  });

  it('a phone sign-in does not reach an account that has an e-mail', async () => {
    const phone = `+9196${String(Date.now()).slice(-8)}`;
    const email = uniqueEmail('with-email');
    expect((await ask({ email, phone })).ok).toBe(true);
    expect((await call(world.app, 'POST', '/api/auth/login', { body: { phone, password: 'ride-safe-2026' } })).status).toBe(401);
    expect((await login(world.app, email, 'ride-safe-2026')).status).toBe(200);
  });
});
