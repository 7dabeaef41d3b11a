import type { ChatMessage } from '@haat/contracts/chat-rules';
import { describe, expect, it } from 'vitest';
import {
  firstSeq, lastSeq, newestUnreadSeq, markFailed, markOthersRead, markRetrying, markSeenUpTo, markSent, mergeMessages, pendingMessage,
  seenMessageId, type ThreadMessage,
} from './thread-messages.ts';

const at = '2026-11-27T10:00:00.000Z';
const server = (seq: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  _id: `m${seq}`, id: `m${seq}`, conversationId: 'c1', sender: 'seller-1', senderRole: 'seller', content: `message ${seq}`, isRead: false,
  seq, clientId: null, createdAt: at, updatedAt: at, ...over,
});
const mine = (clientId: string, content = 'hello'): ThreadMessage =>
  pendingMessage({ conversationId: 'c1', sender: 'buyer-1', senderRole: 'buyer', content, clientId, at });
const view = (thread: ThreadMessage[]) => thread.map((m) => `${m.id || m.clientId}:${m.delivery}`);

describe('mergeMessages', () => {
  it('keeps seq order whatever order pages and pushes arrive in, and shows a message once', () => {
    let thread = mergeMessages([], [server(3), server(4)]);
    thread = mergeMessages(thread, [server(6)]); // a push before the catch-up
    thread = mergeMessages(thread, [server(4), server(5)]); // the catch-up repeats 4
    thread = mergeMessages(thread, [server(1), server(2)]); // an earlier page
    expect(thread.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("replaces the sender's copy by its client id (the push of an own message from another tab or the ack)", () => {
    const thread = mergeMessages([...mergeMessages([], [server(1)]), mine('k1')], [server(2, { sender: 'buyer-1', senderRole: 'buyer', content: 'hello', clientId: 'k1' })]);
    expect(view(thread)).toEqual(['m1:sent', 'm2:sent']);
  });

  it('keeps copies the server has not confirmed after its messages, in the order they were written', () => {
    const thread = mergeMessages([mine('k1', 'first'), mine('k2', 'second')], [server(7), server(8)]);
    expect(view(thread)).toEqual(['m7:sent', 'm8:sent', 'k1:pending', 'k2:pending']);
  });

  it('never turns a read message back to unread when an older copy arrives', () => {
    const thread = mergeMessages(mergeMessages([], [server(1, { isRead: true })]), [server(1, { isRead: false })]);
    expect(thread[0]?.isRead).toBe(true);
  });
});

describe('the send states', () => {
  const stored = server(5, { sender: 'buyer-1', senderRole: 'buyer', content: 'hello', clientId: 'k1' });

  it('pending → sent when the server answers; the answer gets the client id when it lacks one', () => {
    expect(view(markSent([mine('k1')], 'k1', stored))).toEqual(['m5:sent']);
    expect(markSent([mine('k1')], 'k1', { ...stored, clientId: null })).toEqual([{ ...stored, delivery: 'sent' }]);
  });

  it('pending → failed → pending on Retry (same client id) → sent once', () => {
    let thread = markFailed([mine('k1')], 'k1');
    expect(view(thread)).toEqual(['k1:failed']);
    thread = markRetrying(thread, 'k1');
    expect(view(thread)).toEqual(['k1:pending']);
    thread = markSent(thread, 'k1', stored);
    thread = markSent(thread, 'k1', stored); // the duplicate answer of a retry the server had already stored
    expect(view(thread)).toEqual(['m5:sent']);
  });

  it('a failure after the server confirmed it (its push came first) leaves it sent; Retry touches failed ones only', () => {
    const sent = mergeMessages([mine('k1')], [stored]);
    expect(view(markFailed(sent, 'k1'))).toEqual(['m5:sent']);
    expect(view(markRetrying(sent, 'k1'))).toEqual(['m5:sent']);
  });
});

const own = (seq: number) => server(seq, { sender: 'buyer-1', senderRole: 'buyer' });

describe('read marks and positions', () => {

  it("marks own messages seen up to the other side's read position, and shows 'Seen' on the newest own one only", () => {
    let thread = mergeMessages([], [own(1), server(2), own(3), own(4)]);
    expect(seenMessageId(thread, 'buyer')).toBeNull();
    thread = markSeenUpTo(thread, 3, 'buyer');
    expect(thread.map((m) => m.isRead)).toEqual([true, false, true, false]);
    expect(seenMessageId(thread, 'buyer')).toBeNull(); // m4, the newest own message, is not read yet
    thread = markSeenUpTo(thread, 4, 'buyer');
    expect(seenMessageId(thread, 'buyer')).toBe('m4');
    expect(seenMessageId([...thread, mine('k9')], 'buyer')).toBe('m4'); // a copy on its way does not hide it
  });

  it("knows the newest unread message of the other side, and marks them read up to what was read", () => {
    const thread = mergeMessages([], [own(1), server(2), server(3)]);
    expect(newestUnreadSeq(thread, 'buyer')).toBe(3);
    const partly = markOthersRead(thread, 'buyer', 2); // m3 arrived while the read mark was on its way
    expect(partly.map((m) => m.isRead)).toEqual([false, true, false]);
    expect(newestUnreadSeq(partly, 'buyer')).toBe(3);
    expect(newestUnreadSeq(markOthersRead(partly, 'buyer', 3), 'buyer')).toBe(0);
  });

  it('first and last seq ignore unconfirmed copies', () => {
    const thread = mergeMessages([mine('k1')], [server(11), server(12)]);
    expect(firstSeq(thread)).toBe(11);
    expect(lastSeq(thread)).toBe(12);
    expect(firstSeq([mine('k1')])).toBeNull();
    expect(lastSeq([])).toBe(0);
  });
});
