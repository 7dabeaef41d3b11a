import { ApiError, emitWithAck, useSocketStatus } from '@haat/web-kit';
import { CHAT_SOCKET_IN, CHAT_SOCKET_TIMEOUT_MS, type ChatMessage } from '@haat/contracts/chat-rules';
import { readChatAck } from '@haat/contracts/chat-reply';
import { postChatMessage } from './chat-api.ts';
import { isRefusal, sendsOverSocket } from './chat-fallback.ts';

/**
 * Sends one message: over the socket when it is connected, else — or when no acknowledgement
 * comes within 5 s — by POST with the same client id, so the server stores it once whichever
 * arrives. A refusal rejects with an ApiError (status and the server's words), as POST's would.
 */
export async function sendChatMessage(conversationId: string, content: string, clientId: string): Promise<ChatMessage> {
  if (sendsOverSocket(useSocketStatus.getState().connection)) {
    const ack = await emitWithAck(CHAT_SOCKET_IN.sendMessage, { conversationId, content, clientId }, CHAT_SOCKET_TIMEOUT_MS)
      .then(readChatAck)
      .catch(() => null);
    if (ack?.ok && ack.message) return ack.message;
    if (ack && isRefusal(ack)) {
      throw new ApiError({ message: ack.message || ack.error, status: ack.status, path: `/chats/${conversationId}/messages`, body: { error: ack.error, message: ack.message } });
    }
    // No answer within 5 s, or the socket side failed: the same client id by POST.
  }
  return postChatMessage(conversationId, content, clientId);
}
