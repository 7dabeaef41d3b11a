import { describe, expect, it } from 'vitest';
import {
  readBlockedChatUser, readChatAck, readChatBlocked, readChatList, readChatMessage, readConversation, readMessagesRead, readNewChatMessageEvent, readTypingEvent,
  readUnreadCount, readUnreadUpdate, readConversationDetail, readStartedConversation,
} from './chat-reply.ts';

describe('readChatMessage', () => {
  it('reads a message, keeping its line breaks and a numeric-string seq', () => {
    expect(readChatMessage({
      _id: 'm1', conversationId: 'c1', sender: 'u1', senderRole: 'seller', content: ' Hello\nthere ', isRead: true, seq: '7',
      clientId: 'k1', createdAt: '2026-11-27T10:00:00Z', updatedAt: '2026-11-27T10:00:00Z',
    })).toEqual({
      _id: 'm1', id: 'm1', conversationId: 'c1', sender: 'u1', senderRole: 'seller', content: ' Hello\nthere ', isRead: true, seq: 7,
      clientId: 'k1', createdAt: '2026-11-27T10:00:00Z', updatedAt: '2026-11-27T10:00:00Z',
    });
  });
  it('is null without an id, a conversation or a seq; an unknown role reads as buyer and a blank clientId as null', () => {
    expect(readChatMessage({ conversationId: 'c1', seq: 1 })).toBeNull();
    expect(readChatMessage({ id: 'm1', seq: 1 })).toBeNull();
    expect(readChatMessage({ id: 'm1', conversationId: 'c1' })).toBeNull();
    expect(readChatMessage({ id: 'm1', conversationId: 'c1', seq: 1, senderRole: 'admin', clientId: ' ' })).toMatchObject({ senderRole: 'buyer', clientId: null, isRead: false });
  });
});

describe('readConversation and readBlockedChatUser', () => {
  it('reads counts as non-negative integers and a missing time as null', () => {
    expect(readConversation({ id: 'c1', storeName: 'Sharma Kirana', unreadCountUser: '3', unreadCountStore: -2, isBlocked: true, lastMessageTime: '' }))
      .toMatchObject({ _id: 'c1', id: 'c1', storeName: 'Sharma Kirana', unreadCountUser: 3, unreadCountStore: 0, isBlocked: true, isActive: true, lastMessageTime: null, lastMessage: '' });
    expect(readConversation({ storeName: 'No id' })).toBeNull();
  });
  it('a blocked customer needs their user id', () => {
    expect(readBlockedChatUser({ userId: 'u1', userName: 'Priya', reason: 'Spam', conversationId: null })).toMatchObject({ _id: 'u1', userId: 'u1', conversationId: null, reason: 'Spam' });
    expect(readBlockedChatUser({ userName: 'Nobody' })).toBeNull();
  });
  it('readChatList drops unreadable entries and reads a non-list as empty', () => {
    expect(readChatList([{ id: 'c1' }, { name: 'x' }, null], readConversation).map((c) => c.id)).toEqual(['c1']);
    expect(readChatList({ id: 'c1' }, readConversation)).toEqual([]);
  });
});

describe('socket payloads', () => {
  const message = { id: 'm1', conversationId: 'c1', seq: 3, senderRole: 'seller', content: 'Hi' };
  it('newChatMessage needs a readable message; its conversation defaults to the message\'s', () => {
    expect(readNewChatMessageEvent({ senderName: 'Sharma Kirana', preview: 'Hi', message })).toMatchObject({ conversationId: 'c1', senderName: 'Sharma Kirana', senderRole: 'seller', message: { seq: 3 } });
    expect(readNewChatMessageEvent({ conversationId: 'c1', message: { id: 'm1' } })).toBeNull();
  });
  it('typing defaults to typing, messagesRead needs its seq, unread counts are never negative', () => {
    expect(readTypingEvent({ conversationId: 'c1', userId: 'u1' })).toEqual({ conversationId: 'c1', userId: 'u1', isTyping: true });
    expect(readTypingEvent({ userId: 'u1' })).toBeNull();
    expect(readMessagesRead({ conversationId: 'c1', readBy: 'u2' })).toBeNull();
    expect(readMessagesRead({ conversationId: 'c1', readBy: 'u2', upToSeq: 9 })).toEqual({ conversationId: 'c1', readBy: 'u2', upToSeq: 9 });
    expect(readUnreadUpdate({ conversationId: 'c1', conversationUnread: -1, unreadCount: 4 })).toEqual({ conversationId: 'c1', conversationUnread: 0, unreadCount: 4 });
    expect(readChatBlocked({ conversationId: 'c1', storeId: 's1', isBlocked: true })).toEqual({ conversationId: 'c1', storeId: 's1', isBlocked: true });
  });
  it('an ack is ok with its message, a refusal with its status, and nothing at all reads as a 502', () => {
    expect(readChatAck({ ok: true, message, duplicate: false })).toMatchObject({ ok: true, message: { id: 'm1' } });
    expect(readChatAck({ ok: false, status: 403, error: 'Forbidden', message: 'No' })).toEqual({ ok: false, status: 403, error: 'Forbidden', message: 'No' });
    expect(readChatAck(undefined)).toEqual({ ok: false, status: 502, error: '', message: '' });
  });
});

describe('conversation replies', () => {
  it('reads GET /chats/:id and POST /chats/stores/:id data, and is null without a conversation', () => {
    expect(readConversationDetail({ conversation: { id: 'c1' }, messages: [{ id: 'm1', conversationId: 'c1', seq: 1 }, { id: 'bad' }], hasMore: true }))
      .toMatchObject({ conversation: { id: 'c1' }, messages: [{ id: 'm1' }], hasMore: true });
    expect(readConversationDetail({ messages: [] })).toBeNull();
    expect(readStartedConversation({ conversation: { id: 'c1' }, message: null })).toMatchObject({ conversation: { id: 'c1' }, message: null });
    expect(readStartedConversation(null)).toBeNull();
  });
});

describe('readUnreadCount', () => {
  it('reads GET /chats/unread\'s count as a non-negative integer, and anything unreadable as 0', () => {
    expect(readUnreadCount({ unreadCount: 3 })).toBe(3);
    expect(readUnreadCount({ unreadCount: '12' })).toBe(12);
    expect(readUnreadCount({ unreadCount: -4 })).toBe(0);
    expect(readUnreadCount(null)).toBe(0);
  });
});
