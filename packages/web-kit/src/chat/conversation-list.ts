import type { ChatMessage, ChatSenderRole, Conversation } from '@haat/contracts/chat-rules';

/** A change to a conversation list; null when the list lacks the conversation (it is new: read the list again). */
export type ConversationListChange = (list: Conversation[]) => Conversation[] | null;

/** This side's unread count: the buyer's is unreadCountUser, the store's unreadCountStore. */
export const unreadOf = (conversation: Conversation, side: ChatSenderRole): number =>
  side === 'buyer' ? conversation.unreadCountUser : conversation.unreadCountStore;

const timeOf = (iso: string | null): number => (iso ? Date.parse(iso) || 0 : 0);

const update = (list: Conversation[], conversationId: string, change: (c: Conversation) => Conversation): Conversation[] | null =>
  list.some((c) => c.id === conversationId) ? list.map((c) => (c.id === conversationId ? change(c) : c)) : null;

/** A new message: its conversation shows it as the last message and moves to the top (an older one, from a catch-up, changes nothing). */
export const withMessage = (message: ChatMessage): ConversationListChange => (list) => {
  const found = list.find((c) => c.id === message.conversationId);
  if (!found) return null;
  if (timeOf(found.lastMessageTime) > timeOf(message.createdAt)) return list;
  return [{ ...found, lastMessage: message.content, lastMessageTime: message.createdAt }, ...list.filter((c) => c !== found)];
};

/** The server's count of one conversation's unread messages for this side (`unreadUpdate`, or 0 after a read mark). */
export const withUnread = (conversationId: string, count: number, side: ChatSenderRole): ConversationListChange => (list) =>
  update(list, conversationId, (c) => (side === 'buyer' ? { ...c, unreadCountUser: count } : { ...c, unreadCountStore: count }));

export const withBlocked = (conversationId: string, isBlocked: boolean): ConversationListChange => (list) =>
  update(list, conversationId, (c) => ({ ...c, isBlocked }));

/** A conversation the list has not seen (just started) on top; a known one replaced in place. */
export const withConversation = (conversation: Conversation): ConversationListChange => (list) =>
  list.some((c) => c.id === conversation.id) ? list.map((c) => (c.id === conversation.id ? conversation : c)) : [conversation, ...list];
