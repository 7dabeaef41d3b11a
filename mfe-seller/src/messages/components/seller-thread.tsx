import { ErrorState, LoadingState } from '@haat/web-kit';
import { changeConversations, ChatComposer, ChatMessages, useChatThread, withUnread } from '@haat/web-kit/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useBlockActions } from '../use-block-actions.ts';
import { storeChatsKey } from '../use-store-conversations.ts';
import { BlockDialog } from './block-dialog.tsx';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** One conversation with a buyer: header (Back on phones, Block or Unblock), the messages and the send box. Key it by conversation. */
export function SellerThread({ storeId, conversationId, fallbackName, onBack }: {
  storeId: string;
  conversationId: string;
  /** The buyer's name from the list, until the conversation itself has loaded. */
  fallbackName: string;
  onBack: () => void;
}) {
  const t = useT(messages);
  const client = useQueryClient();
  const thread = useChatThread({
    conversationId,
    ownRole: 'seller',
    active: true,
    onRead: (id) => changeConversations(client, storeChatsKey(storeId), withUnread(id, 0, 'seller')),
  });
  const { block, unblock } = useBlockActions(storeId, (id, isBlocked) => { if (id === conversationId) thread.setBlocked(isBlocked); });
  const [asking, setAsking] = useState(false);
  const name = thread.conversation?.userName || fallbackName || t('inbox.customer');

  let body;
  if (thread.load === 'loading' && thread.messages.length === 0) body = <LoadingState label={t('inbox.loadingConversation')} />;
  else if (thread.load === 'error') body = <ErrorState message={t('inbox.conversationFailed')} onRetry={thread.reload} />;
  else {
    body = (
      <>
        <ChatMessages thread={thread} ownRole="seller" otherName={name} emptyText={t('inbox.threadEmpty')} />
        {thread.blocked ? <p className="chat-notice" role="status">{t('inbox.youBlocked')}</p> : null}
        <ChatComposer onSend={thread.send} onTyping={thread.typing} placeholder={t('inbox.replyTo', { name })} />
      </>
    );
  }

  return (
    <section className="inbox-thread" aria-labelledby="inbox-thread-title">
      <header className="inbox-thread__header">
        <button type="button" className="btn btn--ghost btn--small inbox-thread__back" onClick={onBack}><span className="inbox-thread__back-arrow" aria-hidden="true">←</span> {t('inbox.back')}</button>
        <h2 id="inbox-thread-title" className="inbox-thread__title">{name}</h2>
        {thread.load === 'ready' ? (
          thread.blocked ? (
            <button type="button" className="btn btn--secondary btn--small" disabled={unblock.isPending} onClick={() => unblock.mutate(conversationId)}>
              {unblock.isPending ? t('inbox.unblocking') : t('inbox.unblock')}
            </button>
          ) : (
            <button type="button" className="btn btn--ghost btn--small inbox-thread__block" onClick={() => setAsking(true)}>{t('inbox.block')}</button>
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
