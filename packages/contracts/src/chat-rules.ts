/** Chat's constants, texts, reply shapes and socket events: zod-free, for the browser (`@haat/contracts/chat-rules`). */

// ---- constants (spec buyer §9, seller §7; the rest decided in docs/decisions/README.md, "Chat & notifications") ----

/** The longest message a user may send, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** The longest block reason. */
export const CHAT_BLOCK_REASON_MAX_LENGTH = 500;
/** How much of a message the new-message toast shows (spec §9). */
export const CHAT_TOAST_PREVIEW_LENGTH = 30;
/** How long the typing indicator stays without a new typing event (spec §9). */
export const CHAT_TYPING_INDICATOR_MS = 3000;
/** The unread badge shows '9+' above this (spec §9). */
export const CHAT_UNREAD_BADGE_CAP = 9;
/** Socket connect time-out and the failed attempts after which the client falls back to requests (spec §9). */
export const CHAT_SOCKET_TIMEOUT_MS = 5000;
export const CHAT_SOCKET_MAX_RETRIES = 3;
/** Messages per page of a conversation's history (GET /chats/:id and /chats/:id/messages). */
export const CHAT_MESSAGES_PAGE_SIZE = 50;
export const CHAT_MESSAGES_MAX_PAGE_SIZE = 200;
/** How often an open conversation is polled when the socket has failed. */
export const CHAT_POLL_INTERVAL_MS = 3000;
/** At most one new_message notification per conversation and recipient in this window. */
export const CHAT_NOTIFICATION_GAP_MS = 10 * 60 * 1000;

export const CHAT_TEXTS = {
  // The spec's client texts (§8).
  loadConversationFailed: 'Failed to load conversation. Please try again.',
  startConversationFailed: 'Failed to start conversation. Please try again.',
  chatErrorTitle: 'Chat Error',
  connectFailed: "Couldn't connect to chat. Try again later.",
  serviceUnavailable: 'Chat service is temporarily unavailable.',
  startFailed: "Couldn't start conversation. Try again.",
  sendFailed: "Message couldn't be sent. Try again.",
  chatUnavailableBanner: 'Chat Service Unavailable - Real-time chat is disabled.',
  conversationNotFound: 'Conversation not found',
  // The server's refusals.
  storeNotFound: 'Store not found',
  blankMessage: 'Message cannot be empty',
  messageTooLong: `Message cannot be longer than ${CHAT_MESSAGE_MAX_LENGTH} characters`,
  notParticipant: 'You are not part of this conversation',
  onlyBuyersStart: 'Only buyers can start a conversation with a store',
  onlySellersBlock: 'Only the store can block or unblock a customer',
  blockedSender: 'This store is not accepting messages from you.',
  reasonRequired: 'Please provide a reason for blocking this user',
  reasonTooLong: `The reason cannot be longer than ${CHAT_BLOCK_REASON_MAX_LENGTH} characters`,
  alreadyBlocked: 'This customer is already blocked',
  notBlocked: 'This customer is not blocked',
  tooManyMessages: 'You are sending messages too quickly. Please wait a moment.',
} as const;

// ---- reply shapes (spec §3) ----

export type ChatSenderRole = 'buyer' | 'seller';

export type ChatMessage = {
  _id: string;
  id: string;
  conversationId: string;
  /** The sender's user id. */
  sender: string;
  senderRole: ChatSenderRole;
  content: string;
  isRead: boolean;
  /** Position in its conversation, from 1: messages sort by it, and `after` catches up from it. */
  seq: number;
  clientId: string | null;
  createdAt: string;
  updatedAt: string;
};

export type Conversation = {
  _id: string;
  id: string;
  storeId: string;
  storeName: string;
  /** The buyer. */
  userId: string;
  userName: string;
  /** The store's owner. */
  sellerId: string;
  lastMessage: string;
  lastMessageTime: string | null;
  unreadCountUser: number;
  unreadCountStore: number;
  isActive: boolean;
  /** The store blocked this buyer: their sends are refused. */
  isBlocked: boolean;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/chats/blocked-users: one customer a seller's store blocked. */
export type BlockedChatUser = {
  _id: string;
  userId: string;
  userName: string;
  storeId: string;
  storeName: string;
  conversationId: string | null;
  reason: string;
  blockedAt: string;
};

// ---- socket events (gateway ⇄ browser) ----

/** Browser → gateway. `sendMessage` and `join` answer through the socket.io acknowledgement. */
export const CHAT_SOCKET_IN = { join: 'join', leave: 'leave', sendMessage: 'sendMessage', typing: 'typing' } as const;
/** Gateway → browser. */
export const CHAT_SOCKET_OUT = {
  newMessage: 'newMessage',
  newChatMessage: 'newChatMessage',
  typing: 'typing',
  unreadUpdate: 'unreadUpdate',
  messagesRead: 'messagesRead',
  chatBlocked: 'chatBlocked',
} as const;

/**
 * Gateway → browser, on any page socket (not chat's alone): the server ended this socket's session
 * (logout elsewhere, password change, ban...) and closes the socket; `status` 401, or 403 for a ban.
 * The client asks the API, whose refusal signs it out as any call's would.
 */
export const SESSION_ENDED_SOCKET_EVENT = 'sessionEnded';
export type SessionEndedSocketEvent = { status: number; error: string; message: string };

/** The ack of `join` and `sendMessage`: `{ok: true, ...}` or `{ok: false, status, error, message}`. */
export type ChatAck<T> = ({ ok: true } & T) | { ok: false; status: number; error: string; message: string };


/** `newChatMessage`: to the other side's sockets that are not in the conversation's room. */
export type NewChatMessageEvent = {
  conversationId: string;
  storeId: string;
  storeName: string;
  senderName: string;
  senderRole: ChatSenderRole;
  /** The content cut at CHAT_TOAST_PREVIEW_LENGTH characters ('…' added when cut). */
  preview: string;
  message: ChatMessage;
};
/** `typing`: the other participant started or stopped typing. */
export type TypingEvent = { conversationId: string; userId: string; isTyping: boolean };
/** `unreadUpdate`: the receiver's unread count in one conversation and over all of them. */
export type UnreadUpdateEvent = { conversationId: string; conversationUnread: number; unreadCount: number };
/** `messagesRead`: the other side read this conversation up to `seq`. */
export type MessagesReadEvent = { conversationId: string; readBy: string; upToSeq: number };
/** `chatBlocked`: the store blocked or unblocked the buyer of a conversation. */
export type ChatBlockedEvent = { conversationId: string; storeId: string; isBlocked: boolean };

/**
 * The push a chat service sends on `realtime.user.<id>` for a new message. The gateway turns it
 * into `newMessage` for the user's sockets in the conversation's room and into `newChatMessage`
 * for the recipient's other sockets.
 */
export const CHAT_MESSAGE_PUSH = 'chat.message';
export type ChatMessagePush = { recipientId: string; event: NewChatMessageEvent };

export function chatPreview(content: string): string {
  const chars = [...content.replace(/\s+/g, ' ').trim()];
  return chars.length > CHAT_TOAST_PREVIEW_LENGTH ? `${chars.slice(0, CHAT_TOAST_PREVIEW_LENGTH).join('')}…` : chars.join('');
}

/** The unread badge text: '9+' above 9 (spec §9), nothing at 0. */
export function chatUnreadBadge(count: number): string {
  if (count <= 0) return '';
  return count > CHAT_UNREAD_BADGE_CAP ? `${CHAT_UNREAD_BADGE_CAP}+` : String(count);
}

