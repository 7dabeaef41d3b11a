import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestRpc } from '@haat/server-kit';
import type { RegisterPartnerAccountReply, RegisterPartnerAccountRequest } from '@haat/contracts';
import { EMAIL_TAKEN_TEXT } from '../src/auth/create-account.ts';
import { login, uniqueEmail } from './support/account-kit.ts';
import { startVerificationWorld, waitForOutbox, type VerificationWorld } from './support/verification-kit.ts';

/** The order service opens a delivery partner account over NATS (invitation sign-up). */
describe('rpc registerPartnerAccount', () => {
  let world: VerificationWorld;
  beforeAll(async () => {
    world = await startVerificationWorld();
  });
  afterAll(() => world.env.cleanup());

  const ask = (request: Partial<RegisterPartnerAccountRequest>) => requestRpc<RegisterPartnerAccountReply>(
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

  it('no phone is fine', async () => {
    const reply = await ask({ phone: null });
    expect(reply.ok && reply.auth.user.phone).toBeNull();
  });
});
