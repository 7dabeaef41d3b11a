import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connectSocket } from 'socket.io-client';
import { endSessionsBefore, markBanned, pushToUser, revokeToken, translateText, type ServiceDeps } from '@haat/server-kit';
import { createTestEnvironment, signTestToken as sign, type TestEnvironment } from '@haat/server-kit/testing';
import { buildChatService, migrations as chatMigrations, SCHEMA as CHAT_SCHEMA } from '@haat/chat';
import type { RunningGateway } from '../src/gateway.ts';
import { serveApp, startTestGateway, type ServedApp } from './support/test-gateway.ts';

describe('gateway in front of a real service, Redis and NATS', () => {
  let env: TestEnvironment;
  let chat: ServiceDeps;
  let chatServer: ServedApp;
  let gateway: RunningGateway;
  let base: string;

  beforeAll(async () => {
    env = await createTestEnvironment();
    chat = await env.connect('chat', CHAT_SCHEMA, chatMigrations);
    chatServer = await serveApp(await buildChatService(chat));
    ({ gateway, base } = await startTestGateway(env, {
      CHAT_URL: chatServer.url,
      RATE_LIMIT_SIGN_IN_POINTS: '3', RATE_LIMIT_AUTH_POINTS: '3', RATE_LIMIT_POINTS: '1000', MAX_BODY_BYTES: '1000',
    }));
  });
  afterAll(async () => {
    await gateway.close();
    chatServer.close();
    await env.cleanup();
  });

  it('answers /api/ping itself with security headers and a request id', async () => {
    const res = await fetch(`${base}/api/ping`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, data: { status: 'ok' } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
  });

  it('gives a JSON 404 for an /api path nobody owns', async () => {
    const res = await fetch(`${base}/api/no-such-thing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, error: 'Not found', message: 'Resource not found: /api/no-such-thing' });
  });

  it('proxies to the owner with the request id and returns its reply unchanged', async () => {
    const res = await fetch(`${base}/api/chats`, { headers: { 'x-request-id': 'trace-me-123' } });
    expect(res.headers.get('x-haat-service')).toBe('chat');
    expect(res.headers.get('x-request-id')).toBe('trace-me-123');
    expect(res.status).toBe(401); // chat's own answer to a call without a token
    expect(await res.json()).toMatchObject({ success: false, error: 'Not authorized, no token' });
  });

  it('turns a service that is down into a clear 503 and stays up', async () => {
    const res = await fetch(`${base}/api/stores?city=Pune`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ success: false, error: 'Service unavailable', message: 'The catalog service is not available right now. Please try again shortly.' });
    expect((await fetch(`${base}/api/ping`)).status).toBe(200);
  });

  it('refuses a bad token (401), a revoked one (401) and a banned account (403 with the reason)', async () => {
    expect((await fetch(`${base}/api/ping`, { headers: { authorization: 'Bearer not-a-jwt' } })).status).toBe(401);

    const revoked = await sign({ id: crypto.randomUUID(), role: 'buyer', name: 'R', email: 'r@example.in' });
    await revokeToken(chat.redis, env.prefix, revoked.jti, revoked.expiresAt);
    const afterLogout = await fetch(`${base}/api/ping`, { headers: { authorization: `Bearer ${revoked.token}` } });
    expect(afterLogout.status).toBe(401);

    const bannedId = crypto.randomUUID();
    const banned = await sign({ id: bannedId, role: 'buyer', name: 'B', email: 'b@example.in' });
    expect((await fetch(`${base}/api/ping`, { headers: { authorization: `Bearer ${banned.token}` } })).status).toBe(200);
    await markBanned(chat.redis, env.prefix, bannedId, 'Fake orders');
    const res = await fetch(`${base}/api/ping`, { headers: { authorization: `Bearer ${banned.token}` } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toBe('Your account has been banned. Reason: Fake orders');
  });

  it('refuses every token of a user signed before their sessions were ended (a password change), not the new one', async () => {
    const id = crypto.randomUUID();
    const old = await sign({ id, role: 'buyer', name: 'P', email: 'p@example.in' });
    await endSessionsBefore(chat.redis, env.prefix, id, 1);
    const fresh = await sign({ id, role: 'buyer', name: 'P', email: 'p@example.in', sessionGeneration: 1 });
    expect((await fetch(`${base}/api/ping`, { headers: { authorization: `Bearer ${old.token}` } })).status).toBe(401);
    expect((await fetch(`${base}/api/ping`, { headers: { authorization: `Bearer ${fresh.token}` } })).status).toBe(200);
  });

  it('limits login far more strictly than reads, with a whole-second Retry-After', async () => {
    // This gateway trusts no proxy: the client's address is the test's own.
    const login = (authorization?: string) => fetch(`${base}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) }, body: '{}',
    });
    // Identity counts the sign-ins it answers (server-kit sign-in-limits.ts): this one went on (identity is down) and cost nothing here.
    expect((await login()).status).toBe(503);
    // A forged token is refused here, so here it is counted; with the address's three used, the next is refused before it goes on.
    for (let i = 0; i < 3; i++) expect((await login('Bearer forged.token.here')).status).toBe(401);
    const limited = await login();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(((await limited.json()) as { message: string }).message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    expect((await fetch(`${base}/api/ping`)).status).toBe(200); // reads are unaffected
    // A delivery partner's sign-up is order's: the gateway counts it itself.
    const partnerSignUp = () => fetch(`${base}/api/delivery-partners/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    for (let i = 0; i < 3; i++) expect((await partnerSignUp()).status).toBe(503);
    expect((await partnerSignUp()).status).toBe(429);
  });

  it('refuses an oversize body with 413 before it reaches a service', async () => {
    const res = await fetch(`${base}/api/chats/x/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content: 'x'.repeat(2000) }) });
    expect(res.status).toBe(413);
  });

  it('authenticates sockets with auth.token and delivers NATS pushes to that user only', async () => {
    const userId = crypto.randomUUID();
    const { token } = await sign({ id: userId, role: 'buyer', name: 'S', email: 's@example.in' });

    const anonymous = connectSocket(base, { transports: ['websocket'], reconnection: false });
    await expect(new Promise((_, reject) => anonymous.on('connect_error', reject))).rejects.toThrow(/Authentication required/);
    anonymous.close();

    const socket = connectSocket(base, { auth: { token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    const received = new Promise((resolve) => socket.on('newNotification', resolve));
    // NATS may still be connecting in the gateway; push until the socket hears it.
    const timer = setInterval(() => pushToUser(chat.nc, env.subjects.realtimeUser(userId), 'newNotification', { id: 'n1', title: 'Hello' }), 100);
    await expect(received).resolves.toEqual({ id: 'n1', title: 'Hello' });
    clearInterval(timer);
    socket.close();
  });

  it('pushes a notification in the language each socket reads, a chat preview as written (issue 39)', async () => {
    const userId = crypto.randomUUID();
    const { token } = await sign({ id: userId, role: 'buyer', name: 'S', email: 's@example.in' });
    const open = async (language?: string) => {
      const socket = connectSocket(base, { auth: { token, ...(language ? { language } : {}) }, transports: ['websocket'], reconnection: false });
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      return socket;
    };
    const [english, hindi] = await Promise.all([open(), open('hi')]);
    const heard = (socket: typeof english) => new Promise<{ title: string; message: string }>((resolve) => socket.once('newNotification', resolve));
    const order = { id: 'n2', type: 'order_shipped', title: 'Order Shipped', message: 'Your order #AB12CD34 from Sharma Kirana has been shipped.' };
    const [inEnglish, inHindi] = [heard(english), heard(hindi)];
    const timer = setInterval(() => pushToUser(chat.nc, env.subjects.realtimeUser(userId), 'newNotification', order), 100);
    expect(await inEnglish).toEqual(order);
    expect(await inHindi).toEqual({ ...order, title: translateText('Order Shipped', 'hi'), message: 'Sharma Kirana से आपका ऑर्डर #AB12CD34 भेज दिया गया है।' });
    clearInterval(timer);
    const chatPreview = { id: 'n3', type: 'new_message', title: 'New message from Sharma Kirana', message: 'Order Shipped' };
    const previewHeard = heard(hindi);
    const again = setInterval(() => pushToUser(chat.nc, env.subjects.realtimeUser(userId), 'newNotification', chatPreview), 100);
    expect(await previewHeard).toEqual(chatPreview);
    clearInterval(again);
    english.close();
    hindi.close();
  });
});
