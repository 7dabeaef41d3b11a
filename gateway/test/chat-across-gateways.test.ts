import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import {
  CHAT_TEXTS, type ChatAck, type ChatMessage, type Conversation, type NewChatMessageEvent, type TypingEvent, type UnreadUpdateEvent,
} from '@haat/contracts';
import {
  caller, createTestEnvironment, eventually, killServiceProcesses, openStore, request, startServiceProcess,
  type Caller, type ServiceProcess, type TestEnvironment,
} from '@haat/server-kit/testing';
import { buildCatalogService, migrations as catalogMigrations, SCHEMA as CATALOG_SCHEMA } from '@haat/catalog';
import { startTestGateway } from './support/test-gateway.ts';

const CHAT_ENTRY = 'services/chat/src/main.ts';
type Gateway = Awaited<ReturnType<typeof startTestGateway>>;
type SendAck = ChatAck<{ message: ChatMessage; duplicate: boolean }>;

const emitAck = <T>(socket: Socket, event: string, body: unknown, timeoutMs = 6000) =>
  socket.timeout(timeoutMs).emitWithAck(event, body) as Promise<T>;

/**
 * Chat over two gateways and two chat service processes: a buyer's socket on one gateway, the
 * seller's on the other; sends go to whichever chat instance NATS picks, pushes come back through
 * whichever gateway holds the recipient.
 */
describe('chat across gateways', () => {
  let env: TestEnvironment;
  let chats: ServiceProcess[] = [];
  let gatewayA: Gateway;
  let gatewayB: Gateway;
  let seller: Caller;
  let storeId: string;
  const sockets: Socket[] = [];

  const chatEnv = () => ({ ...env.env, CHAT_MESSAGE_RATE_POINTS: '100000' });
  const startChat = (port = 0) => startServiceProcess(CHAT_ENTRY, chatEnv(), { port });

  beforeAll(async () => {
    env = await createTestEnvironment();
    const catalog = await buildCatalogService(await env.connect('catalog', CATALOG_SCHEMA, catalogMigrations));
    seller = await caller('seller');
    storeId = (await openStore(catalog, seller, { name: 'Two Gateway Store' })).id;
    chats = [await startChat(), await startChat()];
    const limits = { RATE_LIMIT_POINTS: '100000', EDGE_CACHE: 'off' };
    gatewayA = await startTestGateway(env, { CHAT_URL: chats[0]!.url, ...limits });
    gatewayB = await startTestGateway(env, { CHAT_URL: chats[1]!.url, ...limits });
  }, 90_000);
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await gatewayA?.gateway.close();
    await gatewayB?.gateway.close();
    await killServiceProcesses();
    await env.cleanup();
  });

  const connect = async (gateway: Gateway, who: Caller) => {
    const socket = io(gateway.base, { path: '/socket.io', auth: { token: who.token }, transports: ['websocket'], reconnection: true });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  };
  const openConversation = async (buyer: Caller, gateway: Gateway = gatewayA): Promise<Conversation> => {
    const res = await fetch(`${gateway.base}/api/chats/stores/${storeId}`, request('POST', { initialMessage: 'Hello from the buyer' }, buyer));
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { conversation: Conversation } }).data.conversation;
  };

  it('a third user cannot join the room; a participant can, and a malformed id is a 404', async () => {
    const buyer = await caller('buyer');
    const conversation = await openConversation(buyer);
    const stranger = await connect(gatewayA, await caller('buyer'));
    expect(await emitAck<ChatAck<object>>(stranger, 'join', conversation.id)).toMatchObject({ ok: false, status: 403, error: CHAT_TEXTS.notParticipant });
    const mine = await connect(gatewayA, buyer);
    expect(await emitAck<ChatAck<object>>(mine, 'join', { conversationId: conversation.id })).toEqual({ ok: true, conversationId: conversation.id });
    expect(await emitAck<ChatAck<object>>(mine, 'join', 'nope')).toMatchObject({ ok: false, status: 404 });
    const refused = await emitAck<SendAck>(stranger, 'sendMessage', { conversationId: conversation.id, content: 'let me in', clientId: 'x1' });
    expect(refused).toMatchObject({ ok: false, status: 403 });
  });

  it('live across gateways: newMessage in the room, newChatMessage with a 30-character preview outside it, typing and unread counts', async () => {
    const buyer = await caller('buyer');
    const conversation = await openConversation(buyer);
    const buyerSocket = await connect(gatewayA, buyer);
    const sellerInRoom = await connect(gatewayB, seller);
    const sellerElsewhere = await connect(gatewayA, seller);
    await emitAck(buyerSocket, 'join', conversation.id);
    await emitAck(sellerInRoom, 'join', conversation.id);

    const inRoom: ChatMessage[] = [];
    const toasts: NewChatMessageEvent[] = [];
    const unread: UnreadUpdateEvent[] = [];
    const typing: TypingEvent[] = [];
    sellerInRoom.on('newMessage', (m: ChatMessage) => inRoom.push(m));
    sellerElsewhere.on('newChatMessage', (e: NewChatMessageEvent) => toasts.push(e));
    const strayInRoomEvents: ChatMessage[] = [];
    sellerElsewhere.on('newMessage', (m: ChatMessage) => strayInRoomEvents.push(m)); // this socket is not in the room
    sellerElsewhere.on('unreadUpdate', (u: UnreadUpdateEvent) => unread.push(u));
    sellerInRoom.on('typing', (t: TypingEvent) => typing.push(t));

    buyerSocket.emit('typing', { conversationId: conversation.id, isTyping: true });
    const text = 'Can you deliver two packets of atta by six this evening?';
    const ack = await emitAck<SendAck>(buyerSocket, 'sendMessage', { conversationId: conversation.id, content: text, clientId: 'live-1' });
    expect(ack).toMatchObject({ ok: true, duplicate: false, message: { content: text, seq: 2 } });

    await eventually(() => inRoom.length === 1 && toasts.length === 1 && unread.length === 1 && typing.length === 1, 5000);
    expect(inRoom[0]!.id).toBe(ack.ok && ack.message.id);
    expect(toasts[0]).toMatchObject({ conversationId: conversation.id, senderName: 'Test buyer', preview: 'Can you deliver two packets of…' });
    expect(unread[0]).toEqual({ conversationId: conversation.id, conversationUnread: 2, unreadCount: expect.any(Number) });
    expect(typing[0]).toEqual({ conversationId: conversation.id, userId: buyer.id, isTyping: true });
    expect(strayInRoomEvents).toEqual([]);
    expect(toasts).toHaveLength(1);
  });

  it('1,000 messages between a buyer on one gateway and a seller on the other, both chat instances killed and restarted midway: each acknowledged message stored once and delivered in order', async () => {
    const buyer = await caller('buyer');
    const conversation = await openConversation(buyer);
    const buyerSocket = await connect(gatewayA, buyer);
    const sellerSocket = await connect(gatewayB, seller);
    await emitAck(buyerSocket, 'join', conversation.id);
    await emitAck(sellerSocket, 'join', conversation.id);
    const received = { buyer: [] as ChatMessage[], seller: [] as ChatMessage[] };
    buyerSocket.on('newMessage', (m: ChatMessage) => received.buyer.push(m));
    sellerSocket.on('newMessage', (m: ChatMessage) => received.seller.push(m));

    const PER_SIDE = 500;
    let attempts = 0;
    /** Sends one side's messages one after another, retrying each (same client id) until acknowledged. */
    const talk = async (socket: Socket, side: string) => {
      const acked: ChatMessage[] = [];
      for (let i = 0; i < PER_SIDE; i++) {
        const body = { conversationId: conversation.id, content: `${side} ${i}`, clientId: `${side}-${i}` };
        for (;;) {
          attempts++;
          const ack = await emitAck<SendAck>(socket, 'sendMessage', body).catch(() => null);
          if (ack?.ok) {
            acked.push(ack.message);
            break;
          }
          await sleep(50);
        }
      }
      return acked;
    };
    const outage = (async () => {
      await eventually(() => received.seller.length >= 300, 60_000, { intervalMs: 5 });
      const ports = chats.map((c) => c.port);
      await Promise.all(chats.map((c) => c.kill('SIGKILL')));
      await sleep(1500);
      chats = [await startChat(ports[0]), await startChat(ports[1])];
    })();
    const [buyerAcked, sellerAcked] = await Promise.all([talk(buyerSocket, 'buyer'), talk(sellerSocket, 'seller')]);
    await outage;

    // Stored exactly once: every acknowledged message is in the database once, and nothing else is.
    const res = await fetch(`${gatewayB.base}/api/chats/${conversation.id}/messages?after=0&limit=200`, request('GET', undefined, seller));
    expect(res.status).toBe(200);
    const stored: ChatMessage[] = [];
    for (let after = 0; ;) {
      const page = (await (await fetch(`${gatewayA.base}/api/chats/${conversation.id}/messages?after=${after}&limit=200`, request('GET', undefined, buyer))).json()) as { data: ChatMessage[]; hasMore: boolean };
      stored.push(...page.data);
      if (!page.hasMore) break;
      after = page.data[page.data.length - 1]!.seq;
    }
    const acked = [...buyerAcked, ...sellerAcked];
    expect(stored).toHaveLength(1 + 2 * PER_SIDE);
    expect(new Set(stored.map((m) => m.clientId)).size).toBe(stored.length); // the first message has none, every other its own
    expect(stored.map((m) => m.seq)).toEqual(stored.map((_, i) => i + 1));
    expect(new Set(acked.map((m) => m.id))).toEqual(new Set(stored.slice(1).map((m) => m.id)));

    // Delivered: each side heard every message of the other, each sender's in the order sent.
    await eventually(() => new Set(received.seller.map((m) => m.id)).size >= 2 * PER_SIDE && new Set(received.buyer.map((m) => m.id)).size >= 2 * PER_SIDE, 15_000);
    for (const [who, messages, from] of [['seller', received.seller, 'buyer'], ['buyer', received.buyer, 'seller']] as const) {
      const fromOther = [...new Map(messages.filter((m) => m.senderRole === from).map((m) => [m.id, m])).values()];
      expect(fromOther.map((m) => m.content), `${who} heard the ${from}'s messages in order`).toEqual(Array.from({ length: PER_SIDE }, (_, i) => `${from} ${i}`));
    }
    expect(attempts).toBeGreaterThan(2 * PER_SIDE); // the outage really made clients retry
  }, 180_000);
});
