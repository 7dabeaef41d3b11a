import { ErrorState, LoadingState } from '@haat/web-kit';
import { changeConversations, ChatComposer, ChatMessages, useChatThread, withConversation, withUnread } from '@haat/web-kit/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { startConversationWith } from './chat-api.ts';
import { MY_CHATS_KEY, useMyConversations } from './use-my-conversations.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

type StoreRef = { storeId: string; storeName: string };
/** A first message ready in the composer (store-chat-link.ts's draft). */
type Draft = { draft?: string | undefined };

/** One thread with the store; `conversationId` null until the first message starts it. */
function Thread({ conversationId, storeId, storeName, draft }: StoreRef & Draft & { conversationId: string | null }) {
  const t = useT(messages);
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
  if (thread.load === 'loading' && thread.messages.length === 0) return <LoadingState label={t('chat.loadingConversation')} />;
  if (thread.load === 'error') return <ErrorState message={t('chat.loadFailed')} onRetry={thread.reload} />;
  return (
    <>
      <ChatMessages thread={thread} ownRole="buyer" otherName={storeName} emptyText={t('chat.askStore', { store: storeName })} />
      {thread.blocked ? <p className="chat-notice" role="status">{t('chat.blocked')}</p> : null}
      <ChatComposer onSend={thread.send} onTyping={thread.typing} disabled={thread.blocked} initialText={draft} />
    </>
  );
}

/**
 * The buyer's chat with a store: their conversation with it when they have one (found in GET
 * /chats), else an empty thread whose first message starts it.
 */
export function BuyerThread({ storeId, storeName, draft }: StoreRef & Draft) {
  const t = useT(messages);
  const conversations = useMyConversations();
  if (conversations.isPending) return <LoadingState label={t('chat.loadingChat')} />;
  if (conversations.isError) return <ErrorState message={t('chat.loadFailed')} onRetry={() => void conversations.refetch()} />;
  const found = conversations.data.find((c) => c.storeId === storeId);
  // Keyed by store, not conversation: the id the first message brings is the same thread.
  return <Thread key={storeId} conversationId={found?.id ?? null} storeId={storeId} storeName={storeName} draft={draft} />;
}
