import { useLiveConversations } from '@haat/web-kit/chat';
import { useSearchParams } from 'react-router';
import { storeChatsKey, useStoreConversations } from '../use-store-conversations.ts';
import { ConversationList } from './conversation-list.tsx';
import { SellerThread } from './seller-thread.tsx';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/**
 * The store's conversations beside the open one (two panes; on a phone the list, then the thread
 * full-width with Back). The open conversation is ?conversation=, so a toast can link to it.
 */
export function Inbox({ storeId }: { storeId: string }) {
  const t = useT(messages);
  const conversations = useStoreConversations(storeId);
  useLiveConversations('seller', storeChatsKey(storeId));
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('conversation');
  const selected = conversations.data?.find((c) => c.id === selectedId);

  const select = (conversationId: string | null) => {
    const next = new URLSearchParams(params);
    if (conversationId) next.set('conversation', conversationId);
    else next.delete('conversation');
    setParams(next, { preventScrollReset: true });
  };

  return (
    <div className={`inbox${selectedId ? ' inbox--open' : ''}`}>
      <div className="inbox__list">
        <ConversationList conversations={conversations} selectedId={selectedId} onSelect={select} />
      </div>
      <div className="inbox__thread">
        {selectedId ? (
          <SellerThread key={selectedId} storeId={storeId} conversationId={selectedId} fallbackName={selected?.userName ?? ''} onBack={() => select(null)} />
        ) : (
          <p className="inbox__placeholder">{t('inbox.choose')}</p>
        )}
      </div>
    </div>
  );
}
