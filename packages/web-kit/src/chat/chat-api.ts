// Through the package root, not a relative path: this file ships inside each remote (the
// `@haat/web-kit/chat` entry), and only the root is the page's one api client with the session's token.
import { api } from '@haat/web-kit';
import type { ChatMessage, Conversation } from '@haat/contracts/chat-rules';
import { readChatList, readChatMessage, readConversationDetail } from '@haat/contracts/chat-reply';
import { asRecord, replyData } from '@haat/contracts/reply-fields';

const chatPath = (conversationId: string) => `/chats/${encodeURIComponent(conversationId)}`;

export type ConversationPage = { conversation: Conversation; messages: ChatMessage[]; hasMore: boolean };

/** GET /chats/:id: the conversation and its latest messages. */
export async function fetchConversation(conversationId: string, signal?: AbortSignal): Promise<ConversationPage> {
  const page = readConversationDetail(replyData(await api.get<unknown>(chatPath(conversationId), { signal })));
  if (!page) throw new Error('The conversation reply has no conversation');
  return page;
}

/** GET /chats/:id/messages?before= (older history) or ?after= (what came since: catch-up, polling), ascending by seq. */
export async function fetchMessages(
  conversationId: string, from: { before: number } | { after: number }, signal?: AbortSignal,
): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
  const reply = await api.get<unknown>(`${chatPath(conversationId)}/messages`, { query: from, signal });
  return { messages: readChatList(replyData(reply), readChatMessage), hasMore: asRecord(reply)['hasMore'] === true };
}

/** POST /chats/:id/messages {content, clientId}: the same client id again (a retry) answers the message stored the first time. */
export async function postChatMessage(conversationId: string, content: string, clientId: string): Promise<ChatMessage> {
  const message = readChatMessage(replyData(await api.post<unknown>(`${chatPath(conversationId)}/messages`, { content, clientId })));
  if (!message) throw new Error('The send reply has no message');
  return message;
}

/** PUT /chats/:id/read: the other side's messages are read. */
export async function markConversationRead(conversationId: string): Promise<void> {
  await api.put(`${chatPath(conversationId)}/read`, undefined, { retry: false });
}

/** POST /chats/:id/typing {isTyping}: the typing signal when the socket is down. */
export async function postTyping(conversationId: string, isTyping: boolean): Promise<void> {
  await api.post(`${chatPath(conversationId)}/typing`, { isTyping }, { retry: false });
}
