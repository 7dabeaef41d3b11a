import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope, SessionEndedNotice } from '@haat/contracts';
import { eventually } from '@haat/server-kit/testing';
import { bearer, linkToken, post, registerUser, startVerificationWorld, waitForOutbox, type VerificationWorld } from './support/verification-kit.ts';

let { env, deps, app, admin } = {} as VerificationWorld; // filled in by beforeAll
const notices: SessionEndedNotice[] = [];
beforeAll(async () => {
  ({ env, deps, app, admin } = await startVerificationWorld());
  deps.nc.subscribe(deps.subjects.sessionEnded, { callback: (_err, msg) => void notices.push(msg.json<SessionEndedNotice>()) });
  await deps.nc.flush();
});
afterAll(() => env.cleanup());

const send = (method: string, path: string, token: string, body?: unknown) =>
  app.request(path, body === undefined ? { method, headers: bearer(token) } : { ...post(body, bearer(token)), method });
/** The token's id (jti), read from its payload: a logout revokes that one token. */
const jtiOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;
const noticesOf = (userId: string) => notices.filter((notice) => notice.userId === userId);
/** The notices a user's ended sessions sent the gateways, once they stop arriving. */
async function toldGateways(userId: string, count: number): Promise<SessionEndedNotice[]> {
  await eventually(() => noticesOf(userId).length >= count, 5000, { what: `${count} notices for ${userId}` });
  await new Promise((resolve) => setTimeout(resolve, 100)); // none more on the way
  return noticesOf(userId);
}

/**
 * Issue 36: every way a session ends tells the gateways (`session.ended` over NATS) after the Redis
 * write, so they close its open sockets: one token for a logout, every session of the user otherwise.
 */
describe('identity tells the gateways of every ended session', () => {
  it('a logout names its token', async () => {
    const user = await registerUser(app);
    expect((await send('POST', '/api/auth/logout', user.token)).status).toBe(200);
    expect(await toldGateways(user.id, 1)).toEqual([{ userId: user.id, jti: jtiOf(user.token) }]);
  });

  it('a password change ends every session of the user', async () => {
    const user = await registerUser(app);
    expect((await send('PUT', '/api/users/me/password', user.token, { currentPassword: user.password, newPassword: 'Kirana-ghar-2026' })).status).toBe(200);
    expect(await toldGateways(user.id, 1)).toEqual([{ userId: user.id }]);
  });

  it('a password reset by e-mail link ends every session of the user', async () => {
    const user = await registerUser(app);
    expect((await app.request('/api/auth/forgot-password', post({ email: user.email }))).status).toBe(200);
    const mail = (await waitForOutbox(app, admin, user.email, 2)).find((m) => m.subject === 'Reset your Haat password');
    const reset = await app.request('/api/auth/reset-password', post({ token: linkToken(mail!.body, '/reset-password'), password: 'Kirana-ghar-2026', confirmPassword: 'Kirana-ghar-2026' }));
    expect(reset.status).toBe(200);
    expect(await toldGateways(user.id, 1)).toEqual([{ userId: user.id }]);
  });

  it("deleting one's own account revokes the token and ends every session", async () => {
    const user = await registerUser(app);
    expect((await send('DELETE', '/api/users/profile', user.token, { password: user.password })).status).toBe(200);
    expect(await toldGateways(user.id, 2)).toEqual([{ userId: user.id, jti: jtiOf(user.token) }, { userId: user.id }]);
  });

  it("a superadmin's role change, ban (not the unban) and deletion from the users page each end every session", async () => {
    const user = await registerUser(app);
    expect((await send('PUT', `/api/users/${user.id}`, admin, { role: 'seller' })).status).toBe(200);
    expect(await toldGateways(user.id, 1)).toEqual([{ userId: user.id }]);
    expect((await send('PUT', `/api/users/${user.id}`, admin, { isBanned: true, banReason: 'Abusive messages' })).status).toBe(200);
    expect(await toldGateways(user.id, 2)).toHaveLength(2);
    expect((await send('PUT', `/api/users/${user.id}`, admin, { isBanned: false })).status).toBe(200);
    expect((await send('PUT', `/api/users/${user.id}`, admin, { name: 'Renamed Only' })).status).toBe(200);
    expect(await toldGateways(user.id, 2)).toHaveLength(2);
    expect((await send('DELETE', `/api/users/${user.id}`, admin)).status).toBe(200);
    expect(await toldGateways(user.id, 3)).toEqual([{ userId: user.id }, { userId: user.id }, { userId: user.id }]);
  });

  it("moderation's ban_user action ends every session of the user", async () => {
    const user = await registerUser(app);
    const event: EventEnvelope<'moderation.action_taken'> = {
      id: randomUUID(), type: 'moderation.action_taken', occurredAt: new Date().toISOString(),
      payload: {
        actionId: randomUUID(), action: 'ban_user', targetType: 'user', targetId: user.id, reason: 'Fake orders', reportId: null,
        adminId: randomUUID(), adminName: 'Moderator', affectedUserId: null, itemTitle: user.user.name, storeId: null, takenAt: new Date().toISOString(),
      },
    };
    await deps.js.publish(deps.subjects.event(event.type), JSON.stringify(event), { msgID: event.id });
    expect(await toldGateways(user.id, 1)).toEqual([{ userId: user.id }]);
  });
});
