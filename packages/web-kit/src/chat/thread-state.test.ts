import type { ChatMessage, Conversation } from '@haat/contracts/chat-rules';
import { describe, expect, it } from 'vitest';
import { openThread, threadReducer, type ThreadAction, type ThreadState } from './thread-state.ts';

const at = '2026-11-27T10:00:00.000Z';
const conversation: Conversation = {
  _id: 'c1', id: 'c1', storeId: 's1', storeName: 'Sharma Kirana Store', userId: 'buyer-1', userName: 'Asha', sellerId: 'seller-1',
  lastMessage: '', lastMessageTime: null, unreadCountUser: 0, unreadCountStore: 0, isActive: true, isBlocked: false, createdAt: at, updatedAt: at,
};
const message = (seq: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  _id: `m${seq}`, id: `m${seq}`, conversationId: 'c1', sender: 'buyer-1', senderRole: 'buyer', content: 'Is paneer in stock?', isRead: false,
  seq, clientId: null, createdAt: at, updatedAt: at, ...over,
});
const run = (actions: ThreadAction[], from: ThreadState = openThread('c1')) => actions.reduce(threadReducer, from);
const draft = (clientId: string) => ({ conversationId: 'c1', sender: 'buyer-1', senderRole: 'buyer' as const, content: 'Is paneer in stock?', clientId, at });

describe('threadReducer', () => {
  it('keeps a push that came while the conversation loaded', () => {
    const state = run([
      { type: 'received', messages: [message(3, { senderRole: 'seller', sender: 'seller-1' })] },
      { type: 'loaded', conversation, messages: [message(1), message(2)], hasMore: true },
    ]);
    expect(state).toMatchObject({ load: 'ready', hasMore: true, blocked: false });
    expect(state.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it("starts a buyer's conversation with the first message: the pending copy becomes the stored message", () => {
    const state = run([
      { type: 'sending', draft: draft('k1') },
      { type: 'started', conversation, clientId: 'k1', message: message(1, { clientId: 'k1' }) },
    ], openThread(null));
    expect(state).toMatchObject({ conversationId: 'c1', load: 'ready' });
    expect(state.messages.map((m) => [m.id, m.delivery])).toEqual([['m1', 'sent']]);
  });

  it('a failed start leaves the copy failed, and Retry makes it pending again', () => {
    const failed = run([{ type: 'sending', draft: draft('k1') }, { type: 'sendFailed', clientId: 'k1' }], openThread(null));
    expect(failed.messages.map((m) => m.delivery)).toEqual(['failed']);
    expect(failed.conversationId).toBeNull();
    expect(threadReducer(failed, { type: 'retrying', clientId: 'k1' }).messages.map((m) => m.delivery)).toEqual(['pending']);
  });

  it('follows the block from the conversation and from chatBlocked', () => {
    const blocked = run([{ type: 'loaded', conversation: { ...conversation, isBlocked: true }, messages: [], hasMore: false }]);
    expect(blocked.blocked).toBe(true);
    const unblocked = threadReducer(blocked, { type: 'blocked', isBlocked: false });
    expect(unblocked.blocked).toBe(false);
    expect(unblocked.conversation?.isBlocked).toBe(false);
  });

  it('loading earlier messages puts them before, and a failure only stops the spinner', () => {
    const loaded = run([{ type: 'loaded', conversation, messages: [message(51), message(52)], hasMore: true }, { type: 'loadingEarlier' }]);
    expect(loaded.loadingEarlier).toBe(true);
    const earlier = threadReducer(loaded, { type: 'earlierLoaded', messages: [message(49), message(50)], hasMore: false });
    expect(earlier.messages.map((m) => m.seq)).toEqual([49, 50, 51, 52]);
    expect(earlier).toMatchObject({ hasMore: false, loadingEarlier: false });
    expect(threadReducer(loaded, { type: 'earlierFailed' })).toMatchObject({ hasMore: true, loadingEarlier: false });
  });
});
