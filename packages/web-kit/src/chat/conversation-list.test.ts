import { chatUnreadBadge, type ChatMessage, type Conversation } from '@haat/contracts/chat-rules';
import { describe, expect, it } from 'vitest';
import { unreadOf, withBlocked, withConversation, withMessage, withUnread } from './conversation-list.ts';

const conversation = (id: string, lastMessageTime: string | null, over: Partial<Conversation> = {}): Conversation => ({
  _id: id, id, storeId: 's1', storeName: 'Sharma Kirana Store', userId: 'b1', userName: 'Asha', sellerId: 'u9', lastMessage: 'old',
  lastMessageTime, unreadCountUser: 0, unreadCountStore: 0, isActive: true, isBlocked: false, createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z', ...over,
});
const message = (conversationId: string, createdAt: string): ChatMessage => ({
  _id: 'm', id: 'm', conversationId, sender: 'b1', senderRole: 'buyer', content: 'Do you deliver today?', isRead: false, seq: 4, clientId: null, createdAt, updatedAt: createdAt,
});
const list = [conversation('a', '2026-11-27T10:00:00Z'), conversation('b', '2026-11-27T09:00:00Z'), conversation('c', null)];

describe('conversation list changes', () => {
  it('a new message moves its conversation to the top with it as the last message', () => {
    const next = withMessage(message('c', '2026-11-27T11:00:00Z'))(list);
    expect(next?.map((c) => c.id)).toEqual(['c', 'a', 'b']);
    expect(next?.[0]).toMatchObject({ lastMessage: 'Do you deliver today?', lastMessageTime: '2026-11-27T11:00:00Z' });
  });

  it('an older message (a catch-up) changes nothing, and an unknown conversation asks for the list again', () => {
    expect(withMessage(message('a', '2026-11-27T08:00:00Z'))(list)).toBe(list);
    expect(withMessage(message('zz', '2026-11-27T11:00:00Z'))(list)).toBeNull();
  });

  it("sets this side's unread count only, and the badge caps at 9+", () => {
    const seller = withUnread('b', 12, 'seller')(list);
    expect(seller?.find((c) => c.id === 'b')).toMatchObject({ unreadCountStore: 12, unreadCountUser: 0 });
    const buyer = withUnread('b', 3, 'buyer')(list);
    const b = buyer?.find((c) => c.id === 'b');
    expect(b && [unreadOf(b, 'buyer'), unreadOf(b, 'seller')]).toEqual([3, 0]);
    expect([chatUnreadBadge(0), chatUnreadBadge(3), chatUnreadBadge(9), chatUnreadBadge(12)]).toEqual(['', '3', '9', '9+']);
    expect(withUnread('zz', 1, 'buyer')(list)).toBeNull();
  });

  it('marks a block, and puts a just-started conversation on top once', () => {
    expect(withBlocked('a', true)(list)?.[0]?.isBlocked).toBe(true);
    const started = conversation('d', '2026-11-27T12:00:00Z');
    const once = withConversation(started)(list);
    expect(once?.map((c) => c.id)).toEqual(['d', 'a', 'b', 'c']);
    expect(once && withConversation(started)(once)?.map((c) => c.id)).toEqual(['d', 'a', 'b', 'c']);
  });
});
