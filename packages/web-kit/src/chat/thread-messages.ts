import type { ChatMessage, ChatSenderRole } from '@haat/contracts/chat-rules';

/** pending: sent, no answer yet; sent: the server has it; failed: the send gave up (Retry sends it again). */
export type Delivery = 'pending' | 'sent' | 'failed';

/** A message as a thread shows it: the server's, or the sender's own copy (no id, seq 0) until the server has it. */
export type ThreadMessage = ChatMessage & { delivery: Delivery };

type Draft = Pick<ChatMessage, 'conversationId' | 'sender' | 'senderRole' | 'content'> & { clientId: string; at: string };

/** The sender's copy of a message on its way: shown at once, greyed, until the server confirms it. */
export function pendingMessage({ conversationId, sender, senderRole, content, clientId, at }: Draft): ThreadMessage {
  return { _id: '', id: '', conversationId, sender, senderRole, content, isRead: false, seq: 0, clientId, createdAt: at, updatedAt: at, delivery: 'pending' };
}

/** The same message: the same server id, or the same client id (a sender's copy and the server's, or a retried send stored once). */
const isSame = (a: ChatMessage, b: ChatMessage): boolean => (a.id !== '' && a.id === b.id) || (a.clientId !== null && a.clientId === b.clientId);

/** Server messages by `seq`; copies the server has not confirmed after them, in the order they were written (the sort is stable). */
const position = (m: ThreadMessage): number => (m.seq > 0 ? m.seq : Number.POSITIVE_INFINITY);

/**
 * Server messages (a page, a push, a catch-up, a send's answer) merged into a thread: each replaces
 * its copy (by id or client id) instead of showing twice, and the thread stays in `seq` order
 * whatever order they arrived in. Read marks never go back to unread (a late copy may be older).
 */
export function mergeMessages(thread: ThreadMessage[], incoming: ChatMessage[]): ThreadMessage[] {
  if (incoming.length === 0) return thread;
  const next = [...thread];
  for (const message of incoming) {
    const at = next.findIndex((m) => isSame(m, message));
    const known = at === -1 ? undefined : next[at];
    const merged: ThreadMessage = { ...message, isRead: message.isRead || (known?.isRead ?? false), delivery: 'sent' };
    if (at === -1) next.push(merged);
    else next[at] = merged;
  }
  return next.toSorted((a, b) => position(a) - position(b));
}

/** The server stored a send: its copy becomes the server's message (which carries the client id back, or is given it). */
export const markSent = (thread: ThreadMessage[], clientId: string, message: ChatMessage): ThreadMessage[] =>
  mergeMessages(thread, [{ ...message, clientId: message.clientId ?? clientId }]);

/** A send gave up. A copy the server meanwhile confirmed (its push came first) stays sent. */
export const markFailed = (thread: ThreadMessage[], clientId: string): ThreadMessage[] =>
  thread.map((m) => (m.clientId === clientId && m.delivery === 'pending' ? { ...m, delivery: 'failed' } : m));

/** Retry: the failed copy is pending again (sent with the same client id, so the server stores it once). */
export const markRetrying = (thread: ThreadMessage[], clientId: string): ThreadMessage[] =>
  thread.map((m) => (m.clientId === clientId && m.delivery === 'failed' ? { ...m, delivery: 'pending' } : m));

/** The other side read the conversation up to `upToSeq`: the own messages up to there are seen. */
export const markSeenUpTo = (thread: ThreadMessage[], upToSeq: number, ownRole: ChatSenderRole): ThreadMessage[] =>
  thread.map((m) => (m.senderRole === ownRole && m.seq > 0 && m.seq <= upToSeq && !m.isRead ? { ...m, isRead: true } : m));

/** This side read what the other side sent, up to `upToSeq` (what it had when it said so; later ones stay unread). */
export const markOthersRead = (thread: ThreadMessage[], ownRole: ChatSenderRole, upToSeq: number): ThreadMessage[] =>
  thread.map((m) => (m.senderRole !== ownRole && !m.isRead && m.seq <= upToSeq ? { ...m, isRead: true } : m));

/** The newest unread `seq` from the other side, 0 when all is read: a new one asks for another read mark. */
export const newestUnreadSeq = (thread: ThreadMessage[], ownRole: ChatSenderRole): number =>
  thread.reduce((max, m) => (m.senderRole !== ownRole && !m.isRead ? Math.max(max, m.seq) : max), 0);

/** The newest `seq` the thread holds (0 for none): where a catch-up starts. */
export const lastSeq = (thread: ThreadMessage[]): number => thread.reduce((max, m) => Math.max(max, m.seq), 0);

/** The oldest `seq` held: where 'Load earlier messages' continues; null when there is none. */
export function firstSeq(thread: ThreadMessage[]): number | null {
  const first = thread.find((m) => m.seq > 0);
  return first ? first.seq : null;
}

/** The own message that carries 'Seen': the newest own message, when the other side has read it. */
export function seenMessageId(thread: ThreadMessage[], ownRole: ChatSenderRole): string | null {
  for (let i = thread.length - 1; i >= 0; i--) {
    const m = thread[i];
    if (m && m.senderRole === ownRole && m.delivery === 'sent') return m.isRead ? m.id : null;
  }
  return null;
}
