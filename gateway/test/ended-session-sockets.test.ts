import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { SESSION_ENDED_SOCKET_EVENT, type ChatAck, type ChatMessage, type Conversation, type SessionEndedSocketEvent, type TypingEvent } from '@haat/contracts';
import { createTokenSigner, endSessionsBefore, loadPrivateKey, markBanned, revokeToken, type ServiceDeps } from '@haat/server-kit';
import {
  caller, createTestEnvironment, eventually, openStore, request, signTestToken, signUp, testSecrets, uniqueEmail, type Caller, type TestEnvironment,
} from '@haat/server-kit/testing';
import { buildIdentityService, migrations as identityMigrations, SCHEMA as IDENTITY_SCHEMA } from '@haat/identity';
import { buildCatalogService, migrations as catalogMigrations, SCHEMA as CATALOG_SCHEMA } from '@haat/catalog';
import { buildChatService, migrations as chatMigrations, SCHEMA as CHAT_SCHEMA } from '@haat/chat';
import { serveApp, startTestGateway, type ServedApp } from './support/test-gateway.ts';

type Gateway = Awaited<ReturnType<typeof startTestGateway>>;
type SendAck = ChatAck<{ message: ChatMessage; duplicate: boolean }>;

const SESSION_ENDED = { status: 401, error: 'Not authorized, token revoked', message: 'Your session has ended. Please log in again.' };
const banned = (reason: string) => ({ status: 403, error: `Your account has been banned. Reason: ${reason}`, message: `Your account has been banned. Reason: ${reason}` });
/** How soon every gateway must have closed the sockets of an ended session (issue 36). */
const CLOSED_WITHIN_MS = 2000;

const emitAck = <T>(socket: Socket, event: string, body: unknown, timeoutMs = 4000) =>
  socket.timeout(timeoutMs).emitWithAck(event, body) as Promise<T>;

/** What a socket heard of its session's end: the `sessionEnded` notice and why it was closed. */
function watchEnd(socket: Socket) {
  const seen = { notices: [] as SessionEndedSocketEvent[], closed: null as string | null, closedAt: 0, messages: [] as ChatMessage[] };
  socket.on(SESSION_ENDED_SOCKET_EVENT, (notice: SessionEndedSocketEvent) => seen.notices.push(notice));
  socket.on('newMessage', (message: ChatMessage) => seen.messages.push(message));
  socket.on('disconnect', (reason) => {
    seen.closed = reason;
    seen.closedAt = Date.now();
  });
  return seen;
}

/**
 * Issue 36: a session that ends (logout, password change, ban) closes its live sockets on every
 * gateway within 2 s, and an old socket's events are refused even when a gateway missed the
 * notice. Two gateways over one identity, catalog and chat; the buyer's sockets on both.
 */
describe('ended sessions close live sockets on every gateway', () => {
  let env: TestEnvironment;
  let identity: ServiceDeps<any>;
  const servers: ServedApp[] = [];
  let gatewayA: Gateway;
  let gatewayB: Gateway;
  let seller: Caller;
  let storeId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    env = await createTestEnvironment();
    identity = await env.connect('identity', IDENTITY_SCHEMA, identityMigrations);
    const identityServer = await serveApp(await buildIdentityService(identity));
    const catalog = await buildCatalogService(await env.connect('catalog', CATALOG_SCHEMA, catalogMigrations));
    const chatServer = await serveApp(await buildChatService(await env.connect('chat', CHAT_SCHEMA, chatMigrations)));
    servers.push(identityServer, chatServer);
    seller = await caller('seller');
    storeId = (await openStore(catalog, seller, { name: 'Ended Sessions Store' })).id;
    const settings = {
      IDENTITY_URL: identityServer.url, CHAT_URL: chatServer.url, EDGE_CACHE: 'off',
      RATE_LIMIT_POINTS: '100000', RATE_LIMIT_AUTH_POINTS: '100000', RATE_LIMIT_SIGN_IN_POINTS: '100000',
    };
    gatewayA = await startTestGateway(env, settings);
    gatewayB = await startTestGateway(env, settings);
  }, 90_000);
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await gatewayA?.gateway.close();
    await gatewayB?.gateway.close();
    for (const server of servers) server.close();
    await env?.cleanup();
  });

  const connect = async (gateway: Gateway, token: string) => {
    const socket = io(gateway.base, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  };
  /** A socket in the conversation's room (the join also proves the gateway's NATS is up). */
  const joined = async (gateway: Gateway, token: string, conversationId: string) => {
    const socket = await connect(gateway, token);
    expect(await emitAck<ChatAck<object>>(socket, 'join', conversationId)).toEqual({ ok: true, conversationId });
    return socket;
  };
  const openConversation = async (buyerToken: string): Promise<Conversation> => {
    const res = await fetch(`${gatewayA.base}/api/chats/stores/${storeId}`, request('POST', { initialMessage: 'Is the paneer fresh today?' }, { id: '', role: 'buyer', token: buyerToken }));
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { conversation: Conversation } }).data.conversation;
  };
  const storedMessages = async (conversationId: string) => {
    const res = await fetch(`${gatewayB.base}/api/chats/${conversationId}/messages?after=0&limit=200`, request('GET', undefined, seller));
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: ChatMessage[] }).data.map((m) => m.content);
  };

  let adminToken: string | undefined;
  /** The installation's superadmin, through the one-time set-up form, signed in. */
  async function superadmin(): Promise<string> {
    if (adminToken) return adminToken;
    const body = { name: 'Root Admin', email: `root${Date.now()}@example.in`, password: 'Kx9-root-admin', confirmPassword: 'Kx9-root-admin' };
    expect((await fetch(`${gatewayA.base}/api/auth/superadmin-setup`, request('POST', body))).status).toBe(201);
    const res = await fetch(`${gatewayA.base}/api/auth/login`, request('POST', { email: body.email, password: body.password }));
    expect(res.status).toBe(200);
    adminToken = ((await res.json()) as { token: string }).token;
    return adminToken;
  }

  const endings = [
    {
      how: 'logout',
      expected: SESSION_ENDED,
      end: (buyer: { token: string }) => fetch(`${gatewayA.base}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${buyer.token}` } }),
    },
    {
      how: 'a password change',
      expected: SESSION_ENDED,
      end: (buyer: { token: string; password: string }) =>
        fetch(`${gatewayA.base}/api/users/me/password`, request('PUT', { currentPassword: buyer.password, newPassword: 'Kirana-ghar-2026' }, { id: '', role: 'buyer', token: buyer.token })),
    },
    {
      how: "a superadmin's ban from the users page",
      expected: banned('Abusive messages'),
      end: async (buyer: { id: string }) =>
        fetch(`${gatewayA.base}/api/users/${buyer.id}`, request('PUT', { isBanned: true, banReason: 'Abusive messages' }, { id: '', role: 'superadmin', token: await superadmin() })),
    },
  ];

  it.each(endings)('$how closes the buyer\'s sockets on both gateways within 2 s; the old socket\'s send is refused and nothing is stored', async ({ end, expected }) => {
    const buyer = await signUp(gatewayA.base, { name: 'Asha Rao', email: uniqueEmail('sockets') });
    const conversation = await openConversation(buyer.token);
    const onA = await joined(gatewayA, buyer.token, conversation.id);
    const onB = await joined(gatewayB, buyer.token, conversation.id);
    const sellerSocket = await joined(gatewayB, seller.token, conversation.id);
    const seen = { onA: watchEnd(onA), onB: watchEnd(onB) };
    const before = await storedMessages(conversation.id);

    const ended = await end(buyer);
    expect(ended.status).toBe(200);
    const endedAt = Date.now();
    // At once on the old socket: refused by the per-event check, or never handled because the socket is already closed.
    const send = await emitAck<SendAck>(onA, 'sendMessage', { conversationId: conversation.id, content: 'still here?', clientId: 'after-end' }, 2500).catch(() => 'no answer' as const);
    if (send !== 'no answer') expect(send).toEqual({ ok: false, ...expected });

    await eventually(() => seen.onA.closed !== null && seen.onB.closed !== null, CLOSED_WITHIN_MS, { what: 'both sockets closed' });
    for (const socket of [seen.onA, seen.onB]) {
      expect(socket.closed).toBe('io server disconnect');
      expect(socket.closedAt - endedAt).toBeLessThanOrEqual(CLOSED_WITHIN_MS);
      expect(socket.notices).toEqual([expected]);
    }
    // The seller's socket stays; what the seller sends now reaches nobody on the buyer's old sockets.
    expect(sellerSocket.connected).toBe(true);
    expect(await emitAck<SendAck>(sellerSocket, 'sendMessage', { conversationId: conversation.id, content: 'Fresh this morning', clientId: 'seller-after' })).toMatchObject({ ok: true });
    expect(seen.onA.messages.concat(seen.onB.messages)).toEqual([]);
    expect(await storedMessages(conversation.id)).toEqual([...before, 'Fresh this morning']);
    // A new socket with the old token is refused at the handshake.
    await expect(connect(gatewayB, buyer.token)).rejects.toThrow(expected.error);
  });

  it("a logout closes only that device's socket, and a notice that Redis does not bear out closes nothing", async () => {
    const buyer = await signUp(gatewayA.base, { name: 'Ravi Kumar', email: uniqueEmail('sockets') });
    const login = await fetch(`${gatewayB.base}/api/auth/login`, request('POST', { email: buyer.email, password: buyer.password }));
    expect(login.status).toBe(200);
    const phoneToken = ((await login.json()) as { token: string }).token; // the same account signed in on a second device
    const conversation = await openConversation(buyer.token);
    const laptop = await joined(gatewayA, buyer.token, conversation.id);
    const phone = await joined(gatewayB, phoneToken, conversation.id);
    const seen = { laptop: watchEnd(laptop), phone: watchEnd(phone) };

    // A notice naming a live session (forged, or stale) closes nothing: the session check decides.
    identity.nc.publish(env.subjects.sessionEnded, JSON.stringify({ userId: buyer.id }));
    await identity.nc.flush();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([laptop.connected, phone.connected]).toEqual([true, true]);

    expect((await fetch(`${gatewayA.base}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${buyer.token}` } })).status).toBe(200);
    await eventually(() => seen.laptop.closed !== null, CLOSED_WITHIN_MS, { what: "the laptop's socket closed" });
    expect(seen.laptop.notices).toEqual([SESSION_ENDED]);
    expect(phone.connected).toBe(true);
    expect(await emitAck<SendAck>(phone, 'sendMessage', { conversationId: conversation.id, content: 'From my phone', clientId: 'phone-1' })).toMatchObject({ ok: true });
    expect(seen.phone.notices).toEqual([]);
  });

  /**
   * The gateway missed the notice (NATS away, say): the session ends in Redis alone, as identity
   * writes it, and the socket's next join, send or typing is refused before it reaches chat.
   */
  const missedNotices = [
    { how: 'its token revoked (a logout)', expected: SESSION_ENDED, end: (user: Signed) => revokeToken(identity.redis, env.prefix, user.jti, user.expiresAt) },
    { how: 'its sessions ended (a password change)', expected: SESSION_ENDED, end: (user: Signed) => endSessionsBefore(identity.redis, env.prefix, user.id, 1) },
    { how: 'its account banned', expected: banned('Fake orders'), end: (user: Signed) => markBanned(identity.redis, env.prefix, user.id, 'Fake orders') },
  ];
  type Signed = { id: string; token: string; jti: string; expiresAt: number };

  it.each(missedNotices)('a socket whose session ended in Redis without a notice, $how, is refused at its next join, send and typing, and closed', async ({ end, expected }) => {
    const id = crypto.randomUUID();
    const buyer: Signed = { id, ...(await signTestToken({ id, role: 'buyer', name: 'Meena Iyer', email: `${id}@example.in` })) };
    const conversation = await openConversation(buyer.token);
    const sellerSocket = await joined(gatewayB, seller.token, conversation.id);
    const typing: TypingEvent[] = [];
    sellerSocket.on('typing', (event: TypingEvent) => typing.push(event));
    const sender = await joined(gatewayA, buyer.token, conversation.id);
    const typist = await joined(gatewayA, buyer.token, conversation.id);
    const joiner = await connect(gatewayA, buyer.token);
    const seen = [sender, typist, joiner].map(watchEnd);
    const before = await storedMessages(conversation.id);

    await end(buyer);
    expect(await emitAck<SendAck>(sender, 'sendMessage', { conversationId: conversation.id, content: 'one more', clientId: 'missed-1' })).toEqual({ ok: false, ...expected });
    expect(await emitAck<ChatAck<object>>(joiner, 'join', conversation.id)).toEqual({ ok: false, ...expected });
    typist.emit('typing', { conversationId: conversation.id, isTyping: true });

    await eventually(() => seen.every((s) => s.closed !== null), CLOSED_WITHIN_MS, { what: 'every refused socket closed' });
    for (const socket of seen) {
      expect(socket.closed).toBe('io server disconnect');
      expect(socket.notices).toEqual([expected]);
    }
    expect(typing).toEqual([]);
    expect(await storedMessages(conversation.id)).toEqual(before);
    expect(sellerSocket.connected).toBe(true);
  });

  it('a socket whose token expired since the handshake is refused at its next send, and closed', async () => {
    const id = crypto.randomUUID();
    const shortLived = createTokenSigner(loadPrivateKey(testSecrets.JWT_PRIVATE_KEY), { lifetimeSeconds: 2 });
    const { token } = await shortLived({ id, role: 'buyer', name: 'Kavya Menon', email: `${id}@example.in` });
    const conversation = await openConversation(token);
    const socket = await joined(gatewayA, token, conversation.id);
    const seen = watchEnd(socket);
    const before = await storedMessages(conversation.id);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = { status: 401, error: 'Not authorized, token failed', message: 'Your session is invalid or has expired. Please log in again.' };
    expect(await emitAck<SendAck>(socket, 'sendMessage', { conversationId: conversation.id, content: 'a week later', clientId: 'expired-1' })).toEqual({ ok: false, ...expired });
    await eventually(() => seen.closed !== null, CLOSED_WITHIN_MS);
    expect(seen.notices).toEqual([expired]);
    expect(await storedMessages(conversation.id)).toEqual(before);
  });
});
