import { EmptyState, relativeTime, Link } from '@haat/web-kit';
import { unreadOf, useLiveConversations } from '@haat/web-kit/chat';
import { chatUnreadBadge } from '@haat/contracts/chat-rules';
import { PageFrame } from '@haat/web-kit/page';
import { QueryStates } from '@haat/web-kit/query-states';
import { usePageMeta } from '../common/use-page-meta.ts';
import { MY_CHATS_KEY, useMyConversations } from './use-my-conversations.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import '../common/buyer.css';
import './chat.css';

/** /orders/messages: the buyer's conversations, latest first; each opens its store's page with the chat open. */
export function MessagesPage() {
  const t = useT(messages);
  usePageMeta({ title: t('chat.messages'), description: t('chat.description') });
  const conversations = useMyConversations();
  useLiveConversations('buyer', MY_CHATS_KEY);

  return (
    <PageFrame title={t('chat.messages')} tabTitle={null} subtitle={t('chat.subtitle')} actions={<Link className="btn btn--ghost btn--small" to="/orders">{t('chat.myOrders')}</Link>} className="page--narrow buyer">
      <QueryStates
        query={conversations}
        loading={t('chat.loadingMessages')}
        error={t('chat.loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState title={t('chat.noMessages')} action={<Link className="btn btn--primary" to="/stores">{t('chat.browseStores')}</Link>}>
            {t('chat.emptyText')}
          </EmptyState>
        }
      >
        {(list) => (
          <ul className="chat-list">
            {list.map((c) => {
              const badge = chatUnreadBadge(unreadOf(c, 'buyer'));
              return (
                <li key={c.id}>
                  <Link className={`chat-list__row${badge ? ' chat-list__row--unread' : ''}`} to={`/stores/${encodeURIComponent(c.storeId)}?chat=open`}>
                    <span className="chat-list__name">{c.storeName}</span>
                    <span className="chat-list__time">{c.lastMessageTime ? relativeTime(c.lastMessageTime) : ''}</span>
                    <span className="chat-list__preview">{c.lastMessage || t('chat.noMessages')}</span>
                    {badge ? <span className="chat-list__badge" aria-label={t('chat.unread', { badge })}>{badge}</span> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </QueryStates>
    </PageFrame>
  );
}
