import type { ChatAckResult } from '@haat/contracts/chat-reply';
import type { SocketConnection } from '../realtime/socket-status.ts';

/** How often conversation lists and unread counts are re-read while the socket is down (the open thread is polled faster). */
export const CHAT_LIST_POLL_MS = 30_000;

/**
 * Spec §4/§9: without a connected socket chat keeps working over plain requests — sends go by
 * POST and the open conversation is polled for what came since its last message. The same while
 * the socket is still connecting: a send never waits for it.
 */
export const sendsOverSocket = (connection: SocketConnection): boolean => connection === 'connected';
export const pollsConversation = (connection: SocketConnection): boolean => connection !== 'connected';
export const listPollInterval = (connection: SocketConnection): number | false => (connection === 'connected' ? false : CHAT_LIST_POLL_MS);

/**
 * A `sendMessage` acknowledgement that refuses the message (4xx: blocked, too long, too many):
 * sending it again by POST would be refused too. Any other failure (5xx, no answer) goes by POST.
 */
export const isRefusal = (ack: ChatAckResult): ack is Extract<ChatAckResult, { ok: false }> => !ack.ok && ack.status >= 400 && ack.status < 500;
