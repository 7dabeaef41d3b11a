/**
 * Reading chat replies and socket payloads (conversations, messages, blocked customers). Apart from
 * chat.ts so the browser can import it without zod (`@haat/contracts/chat-reply`).
 */
import type {
  BlockedChatUser, ChatBlockedEvent, ChatMessage, ChatSenderRole, Conversation, MessagesReadEvent, NewChatMessageEvent, TypingEvent, UnreadUpdateEvent,
} from './chat-rules.ts';
import { asRecord, idOf, readNumber, readText } from './reply-fields.ts';

const roleOf = (value: unknown): ChatSenderRole => (value === 'seller' ? 'seller' : 'buyer');
const countOf = (value: unknown): number => Math.max(0, Math.trunc(readNumber(value, 0)));

/** One message; null without an id, a conversation or a position (`seq`), which ordering and catch-up need. */
export function readChatMessage(raw: unknown): ChatMessage | null {
  const m = asRecord(raw);
  const id = idOf(m);
  const conversationId = readText(m['conversationId']);
  const seq = readNumber(m['seq'], null);
  if (!id || !conversationId || seq === null) return null;
  return {
    _id: id,
    id,
    conversationId,
    sender: readText(m['sender']),
    senderRole: roleOf(m['senderRole']),
    // Not trimmed: line breaks inside a message are the sender's.
    content: typeof m['content'] === 'string' ? m['content'] : '',
    isRead: m['isRead'] === true,
    seq,
    clientId: readText(m['clientId']) || null,
    createdAt: readText(m['createdAt']),
    updatedAt: readText(m['updatedAt']),
  };
}

/** One conversation; null without an id. */
export function readConversation(raw: unknown): Conversation | null {
  const c = asRecord(raw);
  const id = idOf(c);
  if (!id) return null;
  return {
    _id: id,
    id,
    storeId: readText(c['storeId']),
    storeName: readText(c['storeName']),
    userId: readText(c['userId']),
    userName: readText(c['userName']),
    sellerId: readText(c['sellerId']),
    lastMessage: typeof c['lastMessage'] === 'string' ? c['lastMessage'] : '',
    lastMessageTime: readText(c['lastMessageTime']) || null,
    unreadCountUser: countOf(c['unreadCountUser']),
    unreadCountStore: countOf(c['unreadCountStore']),
    isActive: c['isActive'] !== false,
    isBlocked: c['isBlocked'] === true,
    createdAt: readText(c['createdAt']),
    updatedAt: readText(c['updatedAt']),
  };
}

/** One blocked customer of GET /chats/blocked-users; null without the customer's id. */
export function readBlockedChatUser(raw: unknown): BlockedChatUser | null {
  const b = asRecord(raw);
  const userId = readText(b['userId']);
  if (!userId) return null;
  return {
    _id: idOf(b) || userId,
    userId,
    userName: readText(b['userName']),
    storeId: readText(b['storeId']),
    storeName: readText(b['storeName']),
    conversationId: readText(b['conversationId']) || null,
    reason: readText(b['reason']),
    blockedAt: readText(b['blockedAt']),
  };
}

/** The readable entries of a list reply (`data`); [] when it is no list. */
export function readChatList<T>(raw: unknown, read: (entry: unknown) => T | null): T[] {
  return Array.isArray(raw) ? raw.map(read).filter((entry): entry is T => entry !== null) : [];
}

/** GET /chats/:id `data`: the conversation, its latest messages (ascending) and whether older ones exist; null without a conversation. */
export function readConversationDetail(raw: unknown): { conversation: Conversation; messages: ChatMessage[]; hasMore: boolean } | null {
  const d = asRecord(raw);
  const conversation = readConversation(d['conversation']);
  return conversation ? { conversation, messages: readChatList(d['messages'], readChatMessage), hasMore: d['hasMore'] === true } : null;
}

/** POST /chats/stores/:storeId `data`: the conversation and the first message (null when none was sent); null without a conversation. */
export function readStartedConversation(raw: unknown): { conversation: Conversation; message: ChatMessage | null } | null {
  const d = asRecord(raw);
  const conversation = readConversation(d['conversation']);
  return conversation ? { conversation, message: readChatMessage(d['message']) } : null;
}

// ---- socket payloads (gateway → browser) ----

/** `newChatMessage`; null without its conversation or a readable message. */
export function readNewChatMessageEvent(raw: unknown): NewChatMessageEvent | null {
  const e = asRecord(raw);
  const message = readChatMessage(e['message']);
  const conversationId = readText(e['conversationId']) || message?.conversationId || '';
  if (!message || !conversationId) return null;
  return {
    conversationId,
    storeId: readText(e['storeId']),
    storeName: readText(e['storeName']),
    senderName: readText(e['senderName']),
    senderRole: roleOf(e['senderRole'] ?? message.senderRole),
    preview: readText(e['preview']),
    message,
  };
}

/** `typing`; null without its conversation. */
export function readTypingEvent(raw: unknown): TypingEvent | null {
  const e = asRecord(raw);
  const conversationId = readText(e['conversationId']);
  return conversationId ? { conversationId, userId: readText(e['userId']), isTyping: e['isTyping'] !== false } : null;
}

/** `unreadUpdate`; null without its conversation. */
export function readUnreadUpdate(raw: unknown): UnreadUpdateEvent | null {
  const e = asRecord(raw);
  const conversationId = readText(e['conversationId']);
  return conversationId ? { conversationId, conversationUnread: countOf(e['conversationUnread']), unreadCount: countOf(e['unreadCount']) } : null;
}

/** GET /chats/unread's `data`: the caller's unread messages over all their conversations (0 when unreadable). */
export function readUnreadCount(raw: unknown): number {
  return countOf(asRecord(raw)['unreadCount']);
}

/** `messagesRead`; null without its conversation or position. */
export function readMessagesRead(raw: unknown): MessagesReadEvent | null {
  const e = asRecord(raw);
  const conversationId = readText(e['conversationId']);
  const upToSeq = readNumber(e['upToSeq'], null);
  return conversationId && upToSeq !== null ? { conversationId, readBy: readText(e['readBy']), upToSeq } : null;
}

/** `chatBlocked`; null without its conversation. */
export function readChatBlocked(raw: unknown): ChatBlockedEvent | null {
  const e = asRecord(raw);
  const conversationId = readText(e['conversationId']);
  return conversationId ? { conversationId, storeId: readText(e['storeId']), isBlocked: e['isBlocked'] === true } : null;
}

/** A socket acknowledgement (`join`, `sendMessage`): its message when there is one, else the refusal; no ack at all reads as a 502. */
export type ChatAckResult = { ok: true; message: ChatMessage | null } | { ok: false; status: number; error: string; message: string };

export function readChatAck(raw: unknown): ChatAckResult {
  const a = asRecord(raw);
  if (a['ok'] === true) return { ok: true, message: readChatMessage(a['message']) };
  return { ok: false, status: readNumber(a['status'], 502), error: readText(a['error']), message: readText(a['message']) };
}
