import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import {
  CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGE_PUSH, CHAT_TEXTS,
  type BlockedChatUser, type ChatJoinReply, type ChatMessage, type ChatMessagePush, type ChatSendReply, type Conversation, type UnreadUpdateEvent,
} from '@haat/contracts';
import { createPresence, requestRpc, revokeToken } from '@haat/server-kit';
import { signTestToken } from '@haat/server-kit/testing';
import type { ChatDatabase } from '../src/database.ts';
import { caller, callerOf, eventually, startChatWorld, watchPushes, type Caller, type ChatWorld } from './helpers.ts';

type Opened = { conversation: Conversation; message: ChatMessage | null };

let world: ChatWorld;
let db: Kysely<ChatDatabase>;
let call: ReturnType<typeof callerOf>;

beforeAll(async () => {
  world = await startChatWorld();
  db = world.chatDeps.db as Kysely<ChatDatabase>;
  call = callerOf(world.chat);
});
afterAll(() => world.env.cleanup());

const open = (buyer: Caller, body?: unknown, storeId = world.store.id) => call<Opened>('POST', `/api/chats/stores/${storeId}`, buyer, body);
const send = (who: Caller, id: string, body: unknown) => call<ChatMessage>('POST', `/api/chats/${id}/messages`, who, body);
const messageRows = (conversationId: string) => db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId).orderBy('seq').execute();
const conversationRow = (id: string) => db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const outboxFor = (conversationId: string) =>
  db.selectFrom('outbox').selectAll().where('type', '=', 'chat.message_sent').execute()
    .then((rows) => rows.filter((r) => (r.payload as { conversationId: string }).conversationId === conversationId));

/** A buyer with a conversation open with the world's store (and its first message). */
async function conversationWith(text = 'Is the atta fresh?') {
  const buyer = await caller('buyer');
  const { body } = await open(buyer, { initialMessage: text, clientId: `c-${randomUUID()}` });
  return { buyer, conversation: body.data.conversation };
}

describe('POST /api/chats/stores/:storeId', () => {
  it('opens one conversation per buyer and store: 201 with the first message, then 200 with the same conversation', async () => {
    const buyer = await caller('buyer');
    const first = await open(buyer, { initialMessage: '  Namaste, is the atta fresh?  ' });
    expect(first.status).toBe(201);
    expect(first.body.data.conversation).toMatchObject({
      storeId: world.store.id, storeName: 'Chat Test Store', userId: buyer.id, userName: 'Test buyer', sellerId: world.seller.id,
      lastMessage: 'Namaste, is the atta fresh?', unreadCountStore: 1, unreadCountUser: 0, isActive: true, isBlocked: false,
    });
    expect(first.body.data.message).toMatchObject({ content: 'Namaste, is the atta fresh?', sender: buyer.id, senderRole: 'buyer', seq: 1, isRead: false });

    const again = await open(buyer, { initialMessage: 'Can you deliver by six?' });
    expect(again.status).toBe(200);
    expect(again.body.data.conversation.id).toBe(first.body.data.conversation.id);
    expect((await messageRows(first.body.data.conversation.id)).map((m) => m.content)).toEqual(['Namaste, is the atta fresh?', 'Can you deliver by six?']);
  });

  it('opens without a message when there is none (empty body, or blank text)', async () => {
    const buyer = await caller('buyer');
    const res = await open(buyer);
    expect(res.status).toBe(201);
    expect(res.body.data.message).toBeNull();
    expect((await open(buyer, { initialMessage: '   ' })).status).toBe(200);
    expect(await messageRows(res.body.data.conversation.id)).toHaveLength(0);
  });

  it('is for buyers: a seller, a delivery partner or a visitor is refused', async () => {
    expect((await open(world.seller)).status).toBe(403);
    expect((await open(await caller('deliveryPartner'))).body.error).toBe(CHAT_TEXTS.onlyBuyersStart);
    expect((await open(null as unknown as Caller)).status).toBe(401);
  });

  it('answers 404 for an unknown or malformed store id and 400 for an oversize message, opening nothing', async () => {
    const buyer = await caller('buyer');
    expect((await open(buyer, {}, randomUUID())).status).toBe(404);
    expect((await open(buyer, {}, 'not-a-store')).body.error).toBe(CHAT_TEXTS.storeNotFound);
    const long = await open(buyer, { initialMessage: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe(CHAT_TEXTS.messageTooLong);
    expect(await db.selectFrom('conversations').select('id').where('user_id', '=', buyer.id).execute()).toHaveLength(0);
  });
});

describe('POST /api/chats/:id/messages', () => {
  it('stores the message, pushes it to both sides, and counts it unread for the recipient', async () => {
    const { buyer, conversation } = await conversationWith();
    const toSeller = watchPushes(world.chatDeps, world.seller.id);
    const toBuyer = watchPushes(world.chatDeps, buyer.id);
    const res = await send(world.seller, conversation.id, { content: 'Yes, fresh stock today.', clientId: 'reply-1' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ conversationId: conversation.id, sender: world.seller.id, senderRole: 'seller', seq: 2, clientId: 'reply-1' });

    await eventually(() => toBuyer.of(CHAT_MESSAGE_PUSH).length === 1 && toBuyer.of('unreadUpdate').length === 1 && toSeller.of(CHAT_MESSAGE_PUSH).length === 1, 5000);
    const pushed = toBuyer.of(CHAT_MESSAGE_PUSH)[0]!.payload as ChatMessagePush;
    expect(pushed).toMatchObject({ recipientId: buyer.id, event: { conversationId: conversation.id, senderName: 'Chat Test Store', senderRole: 'seller', preview: 'Yes, fresh stock today.' } });
    expect(pushed.event.message.id).toBe(res.body.data.id);
    expect(toBuyer.of('unreadUpdate')[0]!.payload as UnreadUpdateEvent).toEqual({ conversationId: conversation.id, conversationUnread: 1, unreadCount: 1 });
    toSeller.stop();
    toBuyer.stop();
    expect(await conversationRow(conversation.id)).toMatchObject({ unread_count_user: 1, unread_count_store: 1, last_message: 'Yes, fresh stock today.', last_seq: '2' });
  });

  it('a retried send with the same client id stores one message and answers 200 with it', async () => {
    const { buyer, conversation } = await conversationWith();
    const first = await send(buyer, conversation.id, { content: 'Two packets please', clientId: 'retry-me' });
    const retry = await send(buyer, conversation.id, { content: 'Two packets please', clientId: 'retry-me' });
    expect([first.status, retry.status]).toEqual([201, 200]);
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect((await messageRows(conversation.id)).filter((m) => m.client_id === 'retry-me')).toHaveLength(1);
    expect((await conversationRow(conversation.id)).unread_count_store).toBe(2);
  });

  it('20 concurrent sends to one conversation take seq 2 to 21, each once', async () => {
    const { buyer, conversation } = await conversationWith();
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => send(buyer, conversation.id, { content: `line ${i}`, clientId: `line-${i}` })));
    expect(replies.every((r) => r.status === 201)).toBe(true);
    expect((await messageRows(conversation.id)).map((m) => Number(m.seq))).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
  });

  it('refuses blank and oversize content (400) and a third user (403), storing nothing', async () => {
    const { buyer, conversation } = await conversationWith();
    const blank = await send(buyer, conversation.id, { content: ' \n\t ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe(CHAT_TEXTS.blankMessage);
    expect((await send(buyer, conversation.id, { content: 'y'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) })).status).toBe(400);
    expect((await send(buyer, conversation.id, {})).status).toBe(400);
    const stranger = await send(await caller('buyer'), conversation.id, { content: 'hello' });
    expect(stranger.status).toBe(403);
    expect(stranger.body.error).toBe(CHAT_TEXTS.notParticipant);
    expect((await send(await caller('seller'), conversation.id, { content: 'hello' })).status).toBe(403);
    expect(await messageRows(conversation.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed conversation id', async () => {
    const buyer = await caller('buyer');
    expect((await send(buyer, randomUUID(), { content: 'hi' })).status).toBe(404);
    const bad = await send(buyer, 'abc', { content: 'hi' });
    expect(bad.status).toBe(404);
    expect(bad.body.error).toBe(CHAT_TEXTS.conversationNotFound);
  });
});

describe('reading conversations', () => {
  it('GET /api/chats lists the buyer\'s conversations, latest message first, a page at a time', async () => {
    const buyer = await caller('buyer');
    const stores = await Promise.all(['Anand Dairy', 'Bharat Bakery', 'Chitale Sweets'].map(async (name) => {
      const seller = await caller('seller');
      const { openStore } = await import('@haat/server-kit/testing');
      return openStore(world.catalog, seller, { name });
    }));
    for (const store of stores) await open(buyer, { initialMessage: `Hello ${store.name}` }, store.id);
    const all = await call<Conversation[]>('GET', '/api/chats', buyer);
    expect(all.status).toBe(200);
    expect(all.body.data.map((c) => c.storeName)).toEqual(['Chitale Sweets', 'Bharat Bakery', 'Anand Dairy']);
    const first = await call<Conversation[]>('GET', '/api/chats?limit=2', buyer);
    expect(first.body.data).toHaveLength(2);
    const rest = await call<Conversation[]>('GET', `/api/chats?limit=2&cursor=${encodeURIComponent(first.body.nextCursor!)}`, buyer);
    expect(rest.body.data.map((c) => c.storeName)).toEqual(['Anand Dairy']);
    expect((await call('GET', '/api/chats?cursor=nonsense', buyer)).status).toBe(400);
  });

  it('GET /api/chats/seller lists the store\'s conversations (filtered by store) and is for sellers only', async () => {
    const { buyer, conversation } = await conversationWith();
    const list = await call<Conversation[]>('GET', `/api/chats/seller?storeId=${world.store.id}`, world.seller);
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({ id: conversation.id, userId: buyer.id });
    expect((await call<Conversation[]>('GET', '/api/chats/seller', await caller('seller'))).body.data).toEqual([]);
    expect((await call('GET', '/api/chats/seller', buyer)).status).toBe(403);
    expect((await call('GET', '/api/chats/seller?storeId=x', world.seller)).status).toBe(400);
  });

  it('GET /api/chats/:id gives the conversation and its latest messages to its two participants only', async () => {
    const { buyer, conversation } = await conversationWith('First question');
    const mine = await call<{ conversation: Conversation; messages: ChatMessage[]; hasMore: boolean }>('GET', `/api/chats/${conversation.id}`, buyer);
    expect(mine.status).toBe(200);
    expect(mine.body.data.conversation.id).toBe(conversation.id);
    expect(mine.body.data.messages.map((m) => m.content)).toEqual(['First question']);
    expect(mine.body.data.hasMore).toBe(false);
    expect((await call('GET', `/api/chats/${conversation.id}`, world.seller)).status).toBe(200);
    expect((await call('GET', `/api/chats/${conversation.id}`, await caller('buyer'))).status).toBe(403);
    expect((await call('GET', `/api/chats/${conversation.id}`, await caller('superadmin'))).status).toBe(403);
    expect((await call('GET', `/api/chats/${randomUUID()}`, buyer)).status).toBe(404);
  });

  it('GET /api/chats/:id/messages pages back with `before` and catches up with `after`', async () => {
    const { buyer, conversation } = await conversationWith('m1');
    for (let i = 2; i <= 7; i++) await send(i % 2 ? buyer : world.seller, conversation.id, { content: `m${i}` });
    const page = (query: string, who: Caller = buyer) => call<ChatMessage[]>('GET', `/api/chats/${conversation.id}/messages${query}`, who);
    const newest = await page('?limit=3');
    expect(newest.body.data.map((m) => m.content)).toEqual(['m5', 'm6', 'm7']);
    expect(newest.body.hasMore).toBe(true);
    const older = await page('?limit=3&before=5');
    expect(older.body.data.map((m) => m.seq)).toEqual([2, 3, 4]);
    const oldest = await page('?limit=3&before=2');
    expect(oldest.body).toMatchObject({ hasMore: false });
    expect(oldest.body.data.map((m) => m.seq)).toEqual([1]);
    expect((await page('?after=5')).body.data.map((m) => m.content)).toEqual(['m6', 'm7']);
    expect((await page('?limit=0')).status).toBe(400);
    expect((await page('', await caller('buyer'))).status).toBe(403);
  });

  it('GET /api/chats/unread sums each side\'s unread messages; PUT /api/chats/:id/read clears one side and tells the other', async () => {
    const buyer = await caller('buyer');
    const seller = await caller('seller');
    const { openStore } = await import('@haat/server-kit/testing');
    const store = await openStore(world.catalog, seller, { name: 'Unread Store' });
    const { body } = await open(buyer, { initialMessage: 'one' }, store.id);
    const id = body.data.conversation.id;
    await send(buyer, id, { content: 'two' });
    await send(seller, id, { content: 'reply' });
    const unread = async (who: Caller) => (await call<{ unreadCount: number }>('GET', '/api/chats/unread', who)).body.data.unreadCount;
    expect([await unread(seller), await unread(buyer)]).toEqual([2, 1]);

    const toBuyer = watchPushes(world.chatDeps, buyer.id);
    const read = await call<{ unreadCount: number; markedRead: number }>('PUT', `/api/chats/${id}/read`, seller);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ unreadCount: 0, markedRead: 2 });
    expect([await unread(seller), await unread(buyer)]).toEqual([0, 1]);
    expect((await messageRows(id)).map((m) => m.is_read)).toEqual([true, true, false]);
    await eventually(() => toBuyer.of('messagesRead').length === 1, 5000);
    expect(toBuyer.of('messagesRead')[0]!.payload).toEqual({ conversationId: id, readBy: seller.id, upToSeq: 3 });
    toBuyer.stop();
    expect((await call('PUT', `/api/chats/${id}/read`, await caller('buyer'))).status).toBe(403);
    expect((await call('PUT', `/api/chats/${randomUUID()}/read`, buyer)).status).toBe(404);
  });

  it('POST /api/chats/:id/typing reaches the other participant only', async () => {
    const { buyer, conversation } = await conversationWith();
    const toSeller = watchPushes(world.chatDeps, world.seller.id);
    expect((await call('POST', `/api/chats/${conversation.id}/typing`, buyer, { isTyping: true })).status).toBe(200);
    await eventually(() => toSeller.of('typing').length === 1, 5000);
    expect(toSeller.of('typing')[0]!.payload).toEqual({ conversationId: conversation.id, userId: buyer.id, isTyping: true });
    toSeller.stop();
    expect((await call('POST', `/api/chats/${conversation.id}/typing`, await caller('buyer'), {})).status).toBe(403);
    expect((await call('POST', `/api/chats/${conversation.id}/typing`, buyer, { isTyping: 'yes' })).status).toBe(400);
  });
});

describe('blocking', () => {
  it('a blocked buyer\'s sends are refused with a clear text and store nothing; unblocking lets them write again', async () => {
    const { buyer, conversation } = await conversationWith();
    const blocked = await call<BlockedChatUser>('POST', `/api/chats/${conversation.id}/block-user`, world.seller, { reason: 'Abusive messages' });
    expect(blocked.status).toBe(201);
    expect(blocked.body.data).toMatchObject({ userId: buyer.id, userName: 'Test buyer', storeId: world.store.id, conversationId: conversation.id, reason: 'Abusive messages' });

    const refused = await send(buyer, conversation.id, { content: 'Why?' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(CHAT_TEXTS.blockedSender);
    expect((await open(buyer, { initialMessage: 'Let me in' })).status).toBe(403);
    expect(await messageRows(conversation.id)).toHaveLength(1);
    expect((await call<{ conversation: Conversation }>('GET', `/api/chats/${conversation.id}`, buyer)).body.data.conversation.isBlocked).toBe(true);

    const list = await call<BlockedChatUser[]>('GET', '/api/chats/blocked-users', world.seller);
    expect(list.body.data.map((b) => b.userId)).toContain(buyer.id);

    expect((await call('POST', `/api/chats/${conversation.id}/unblock-user`, world.seller)).status).toBe(200);
    expect((await send(buyer, conversation.id, { content: 'Sorry' })).status).toBe(201);
    expect((await call<BlockedChatUser[]>('GET', '/api/chats/blocked-users', world.seller)).body.data.map((b) => b.userId)).not.toContain(buyer.id);
  });

  it('blocking twice or unblocking someone not blocked is a 409 that changes nothing', async () => {
    const { conversation } = await conversationWith();
    expect((await call('POST', `/api/chats/${conversation.id}/unblock-user`, world.seller)).body.error).toBe(CHAT_TEXTS.notBlocked);
    await call('POST', `/api/chats/${conversation.id}/block-user`, world.seller, { reason: 'Spam' });
    const twice = await call('POST', `/api/chats/${conversation.id}/block-user`, world.seller, { reason: 'Spam again' });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(CHAT_TEXTS.alreadyBlocked);
    const row = await db.selectFrom('blocks').selectAll().where('store_id', '=', world.store.id).where('user_id', '=', conversation.userId).executeTakeFirstOrThrow();
    expect(row.reason).toBe('Spam');
  });

  it('only the store blocks: the buyer, a third user and a blank reason are refused', async () => {
    const { buyer, conversation } = await conversationWith();
    expect((await call('POST', `/api/chats/${conversation.id}/block-user`, buyer, { reason: 'x' })).body.error).toBe(CHAT_TEXTS.onlySellersBlock);
    expect((await call('POST', `/api/chats/${conversation.id}/block-user`, await caller('seller'), { reason: 'x' })).status).toBe(403);
    expect((await call('POST', `/api/chats/${conversation.id}/block-user`, world.seller, { reason: '  ' })).body.error).toBe(CHAT_TEXTS.reasonRequired);
    expect((await call('POST', `/api/chats/${randomUUID()}/block-user`, world.seller, { reason: 'x' })).status).toBe(404);
    expect((await call('GET', '/api/chats/blocked-users', buyer)).status).toBe(403);
    expect(await db.selectFrom('blocks').select('user_id').where('user_id', '=', buyer.id).execute()).toHaveLength(0);
  });
});

describe('notifications of new messages', () => {
  it('an offline recipient is told once per conversation in 10 minutes; an online one is not told', async () => {
    const { buyer, conversation } = await conversationWith('first');
    await send(buyer, conversation.id, { content: 'second' });
    const events = await outboxFor(conversation.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ recipientId: world.seller.id, recipientRole: 'seller', senderName: 'Test buyer', storeName: 'Chat Test Store', preview: 'first' });

    await createPresence(world.chatDeps.redis, { prefix: world.env.prefix }).markOnline('test-gateway', [buyer.id]);
    await send(world.seller, conversation.id, { content: 'You are online, no notification' });
    expect(await outboxFor(conversation.id)).toHaveLength(1);
  });
});

describe('abuse limits', () => {
  it('past the per-user message limit a send is a 429 with Retry-After, and nothing is stored', async () => {
    const limited = await startChatWorld({ CHAT_MESSAGE_RATE_POINTS: 3, CHAT_MESSAGE_RATE_WINDOW_SECONDS: 60 });
    try {
      const buyer = await caller('buyer');
      const chatCall = callerOf(limited.chat);
      const opened = await chatCall<Opened>('POST', `/api/chats/stores/${limited.store.id}`, buyer, { initialMessage: '1' });
      const id = opened.body.data.conversation.id;
      expect((await chatCall('POST', `/api/chats/${id}/messages`, buyer, { content: '2' })).status).toBe(201);
      expect((await chatCall('POST', `/api/chats/${id}/messages`, buyer, { content: '3' })).status).toBe(201);
      const fourth = await chatCall('POST', `/api/chats/${id}/messages`, buyer, { content: '4' });
      expect(fourth.status).toBe(429);
      expect(fourth.body.error).toBe(CHAT_TEXTS.tooManyMessages);
      expect(Number(fourth.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
      const count = await (limited.chatDeps.db as Kysely<ChatDatabase>).selectFrom('messages').select('id').where('conversation_id', '=', id).execute();
      expect(count).toHaveLength(3);
    } finally {
      await limited.env.cleanup();
    }
  });
});

/** Asks what a gateway asks for a socket, carrying `token` as the socket's (none when null). */
const askChat = <R>(subject: string, payload: unknown, token: string | null) =>
  requestRpc<R>(world.chatDeps.nc, subject, payload, { actingFor: token });

describe('what the gateways ask over NATS', () => {
  it('join: a participant may join the room (both ids named); a third user is refused with 403', async () => {
    const { buyer, conversation } = await conversationWith();
    const { subjects } = world.chatDeps;
    const ok = await askChat<ChatJoinReply>(subjects.rpc.chatJoin, { conversationId: conversation.id }, buyer.token);
    expect(ok).toEqual({ ok: true, conversationId: conversation.id, buyerId: buyer.id, sellerId: world.seller.id });
    const stranger = await caller('buyer');
    expect(await askChat<ChatJoinReply>(subjects.rpc.chatJoin, { conversationId: conversation.id }, stranger.token)).toMatchObject({ ok: false, status: 403 });
    expect(await askChat<ChatJoinReply>(subjects.rpc.chatJoin, { conversationId: 'nope' }, buyer.token)).toMatchObject({ ok: false, status: 404 });
  });

  it('send: stores like the HTTP call, once per client id, and refuses blank text', async () => {
    const { buyer, conversation } = await conversationWith();
    const { subjects } = world.chatDeps;
    const body = { conversationId: conversation.id, content: 'Over the socket', clientId: 'sock-1' };
    const first = await askChat<ChatSendReply>(subjects.rpc.chatSend, body, buyer.token);
    const again = await askChat<ChatSendReply>(subjects.rpc.chatSend, body, buyer.token);
    expect(first).toMatchObject({ ok: true, duplicate: false, message: { content: 'Over the socket', seq: 2, sender: buyer.id, senderRole: 'buyer' } });
    expect(again).toMatchObject({ ok: true, duplicate: true });
    expect(await askChat<ChatSendReply>(subjects.rpc.chatSend, { ...body, content: '', clientId: 'sock-2' }, buyer.token)).toMatchObject({ ok: false, status: 400, error: CHAT_TEXTS.blankMessage });
    expect(await messageRows(conversation.id)).toHaveLength(2);
  });

  it('believes no user a request names: a forged seller without a token, with the buyer\'s token, or with an ended session is refused and nothing is stored', async () => {
    const { buyer, conversation } = await conversationWith();
    const { subjects, redis } = world.chatDeps;
    const sellerPretence = { user: { id: world.seller.id, role: 'seller', name: 'Chat Test Store' }, conversationId: conversation.id };
    const toBuyer = watchPushes(world.chatDeps, buyer.id);
    try {
      const forged = (clientId: string) => ({ ...sellerPretence, content: 'Your order is cancelled, pay again on this link', clientId });
      expect(await askChat<ChatSendReply>(subjects.rpc.chatSend, forged('f-1'), null)).toMatchObject({ ok: false, status: 401 });
      expect(await askChat<ChatJoinReply>(subjects.rpc.chatJoin, sellerPretence, null)).toMatchObject({ ok: false, status: 401 });

      // The buyer's own token with the seller named: stored as the buyer's, never the seller's.
      const asBuyer = await askChat<ChatSendReply>(subjects.rpc.chatSend, forged('f-2'), buyer.token);
      expect(asBuyer).toMatchObject({ ok: true, message: { sender: buyer.id, senderRole: 'buyer' } });

      const revoked = await signTestToken({ id: buyer.id, role: 'buyer', name: 'Test buyer', email: `${buyer.id}@test.haat.in` });
      await revokeToken(redis, world.env.prefix, revoked.jti, revoked.expiresAt); // a logout
      expect(await askChat<ChatSendReply>(subjects.rpc.chatSend, forged('f-3'), revoked.token)).toMatchObject({ ok: false, status: 401 });
      expect(await askChat<ChatSendReply>(subjects.rpc.chatSend, forged('f-4'), `${buyer.token.slice(0, -4)}AAAA`)).toMatchObject({ ok: false, status: 401 });

      const rows = await messageRows(conversation.id);
      expect(rows.map((m) => [m.sender_id, m.sender_role])).toEqual([[buyer.id, 'buyer'], [buyer.id, 'buyer']]);
      // What reached the buyer's sockets is their own message only: nothing arrived as the seller's.
      await eventually(() => toBuyer.of(CHAT_MESSAGE_PUSH).length === 1, 5000);
      expect((toBuyer.of(CHAT_MESSAGE_PUSH)[0]!.payload as ChatMessagePush).event).toMatchObject({ senderRole: 'buyer', message: { sender: buyer.id } });
    } finally {
      toBuyer.stop();
    }
  });
});
