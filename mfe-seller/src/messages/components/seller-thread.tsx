import { ErrorState, LoadingState } from '@haat/web-kit';
import { changeConversations, ChatComposer, ChatMessages, useChatThread, withUnread } from '@haat/web-kit/chat';
import { CHAT_TEXTS } from '@haat/contracts/chat-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useBlockActions } from '../use-block-actions.ts';
import { storeChatsKey } from '../use-store-conversations.ts';
import { BlockDialog } from './block-dialog.tsx';

/** One conversation with a buyer: header (Back on phones, Block or Unblock), the messages and the send box. Key it by conversation. */
export function SellerThread({ storeId, conversationId, fallbackName, onBack }: {
  storeId: string;
  conversationId: string;
  /** The buyer's name from the list, until the conversation itself has loaded. */
  fallbackName: string;
  onBack: () => void;
}) {
  const client = useQueryClient();
  const thread = useChatThread({
    conversationId,
    ownRole: 'seller',
    active: true,
    onRead: (id) => changeConversations(client, storeChatsKey(storeId), withUnread(id, 0, 'seller')),
  });
  const { block, unblock } = useBlockActions(storeId, (id, isBlocked) => { if (id === conversationId) thread.setBlocked(isBlocked); });
  const [asking, setAsking] = useState(false);
  const name = thread.conversation?.userName || fallbackName || 'Customer';

  let body;
  if (thread.load === 'loading' && thread.messages.length === 0) body = <LoadingState label="Loading conversation..." />;
  else if (thread.load === 'error') body = <ErrorState message={CHAT_TEXTS.loadConversationFailed} onRetry={thread.reload} />;
  else {
    body = (
      <>
        <ChatMessages thread={thread} ownRole="seller" otherName={name} emptyText="No messages yet." />
        {thread.blocked ? <p className="chat-notice" role="status">You blocked this customer: they cannot send messages to your store.</p> : null}
        <ChatComposer onSend={thread.send} onTyping={thread.typing} placeholder={`Reply to ${name}…`} />
      </>
    );
  }

  return (
    <section className="inbox-thread" aria-labelledby="inbox-thread-title">
      <header className="inbox-thread__header">
        <button type="button" className="btn btn--ghost btn--small inbox-thread__back" onClick={onBack}>← Back</button>
        <h2 id="inbox-thread-title" className="inbox-thread__title">{name}</h2>
        {thread.load === 'ready' ? (
          thread.blocked ? (
            <button type="button" className="btn btn--secondary btn--small" disabled={unblock.isPending} onClick={() => unblock.mutate(conversationId)}>
              {unblock.isPending ? 'Unblocking...' : 'Unblock'}
            </button>
          ) : (
            <button type="button" className="btn btn--ghost btn--small inbox-thread__block" onClick={() => setAsking(true)}>Block</button>
          )
        ) : null}
      </header>
      {body}
      <BlockDialog
        customerName={name} open={asking} pending={block.isPending} onClose={() => setAsking(false)}
        onBlock={(reason) => block.mutateAsync({ conversationId, reason }).then(() => setAsking(false))}
      />
    </section>
  );
}
