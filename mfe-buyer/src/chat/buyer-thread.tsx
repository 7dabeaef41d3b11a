import { ErrorState, LoadingState } from '@haat/web-kit';
import { changeConversations, ChatComposer, ChatMessages, useChatThread, withConversation, withUnread } from '@haat/web-kit/chat';
import { CHAT_TEXTS } from '@haat/contracts/chat-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { startConversationWith } from './chat-api.ts';
import { MY_CHATS_KEY, useMyConversations } from './use-my-conversations.ts';

type StoreRef = { storeId: string; storeName: string };
/** A first message ready in the composer (store-chat-link.ts's draft). */
type Draft = { draft?: string | undefined };

/** One thread with the store; `conversationId` null until the first message starts it. */
function Thread({ conversationId, storeId, storeName, draft }: StoreRef & Draft & { conversationId: string | null }) {
  const client = useQueryClient();
  const start = useMemo(() => startConversationWith(storeId), [storeId]);
  const thread = useChatThread({
    conversationId,
    ownRole: 'buyer',
    active: true,
    start,
    onStarted: (conversation) => changeConversations(client, MY_CHATS_KEY, withConversation(conversation)),
    onRead: (id) => changeConversations(client, MY_CHATS_KEY, withUnread(id, 0, 'buyer')),
  });
  if (thread.load === 'loading' && thread.messages.length === 0) return <LoadingState label="Loading conversation..." />;
  if (thread.load === 'error') return <ErrorState message={CHAT_TEXTS.loadConversationFailed} onRetry={thread.reload} />;
  return (
    <>
      <ChatMessages thread={thread} ownRole="buyer" otherName={storeName} emptyText={`Ask ${storeName} about products, prices or delivery.`} />
      {thread.blocked ? <p className="chat-notice" role="status">{CHAT_TEXTS.blockedSender}</p> : null}
      <ChatComposer onSend={thread.send} onTyping={thread.typing} disabled={thread.blocked} initialText={draft} />
    </>
  );
}

/**
 * The buyer's chat with a store: their conversation with it when they have one (found in GET
 * /chats), else an empty thread whose first message starts it.
 */
export function BuyerThread({ storeId, storeName, draft }: StoreRef & Draft) {
  const conversations = useMyConversations();
  if (conversations.isPending) return <LoadingState label="Loading chat..." />;
  if (conversations.isError) return <ErrorState message={CHAT_TEXTS.loadConversationFailed} onRetry={() => void conversations.refetch()} />;
  const found = conversations.data.find((c) => c.storeId === storeId);
  // Keyed by store, not conversation: the id the first message brings is the same thread.
  return <Thread key={storeId} conversationId={found?.id ?? null} storeId={storeId} storeName={storeName} draft={draft} />;
}
