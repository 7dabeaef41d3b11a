import { EmptyState, relativeTime, Link } from '@haat/web-kit';
import { unreadOf, useLiveConversations } from '@haat/web-kit/chat';
import { CHAT_TEXTS, chatUnreadBadge } from '@haat/contracts/chat-rules';
import { PageFrame } from '@haat/web-kit/page';
import { QueryStates } from '@haat/web-kit/query-states';
import { usePageMeta } from '../common/use-page-meta.ts';
import { MY_CHATS_KEY, useMyConversations } from './use-my-conversations.ts';
import '../common/buyer.css';
import './chat.css';

/** /orders/messages: the buyer's conversations, latest first; each opens its store's page with the chat open. */
export function MessagesPage() {
  usePageMeta({ title: 'Messages', description: 'Your conversations with stores on Haat.' });
  const conversations = useMyConversations();
  useLiveConversations('buyer', MY_CHATS_KEY);

  return (
    <PageFrame title="Messages" tabTitle={null} subtitle="Your conversations with stores." actions={<Link className="btn btn--ghost btn--small" to="/orders">My Orders</Link>} className="page--narrow buyer">
      <QueryStates
        query={conversations}
        loading="Loading your messages..."
        error={CHAT_TEXTS.loadConversationFailed}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState title="No messages yet" action={<Link className="btn btn--primary" to="/stores">Browse Stores</Link>}>
            Open a store and use its chat button to ask about products, prices or delivery.
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
                    <span className="chat-list__preview">{c.lastMessage || 'No messages yet'}</span>
                    {badge ? <span className="chat-list__badge" aria-label={`${badge} unread`}>{badge}</span> : null}
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
