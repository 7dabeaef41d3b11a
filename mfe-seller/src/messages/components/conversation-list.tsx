import { EmptyState, ErrorState, LoadingState, relativeTime } from '@haat/web-kit';
import { unreadOf } from '@haat/web-kit/chat';
import { chatUnreadBadge, type Conversation } from '@haat/contracts/chat-rules';
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** The store's conversations, latest first: buyer, last message, when, unread count. */
export function ConversationList({ conversations, selectedId, onSelect }: {
  conversations: UseQueryResult<Conversation[]>;
  selectedId: string | null;
  onSelect: (conversationId: string) => void;
}) {
  const t = useT(messages);
  if (conversations.isPending) return <LoadingState label={t('inbox.loadingConversations')} />;
  if (conversations.isError) return <ErrorState message={t('inbox.conversationsFailed')} onRetry={() => void conversations.refetch()} />;
  if (conversations.data.length === 0) return <EmptyState title={t('inbox.emptyTitle')}>{t('inbox.emptyText')}</EmptyState>;
  return (
    <ul className="inbox-list" aria-label={t('inbox.conversations')}>
      {conversations.data.map((c) => {
        const badge = chatUnreadBadge(unreadOf(c, 'seller'));
        const selected = c.id === selectedId;
        return (
          <li key={c.id}>
            <button type="button" className={`inbox-list__row${selected ? ' inbox-list__row--selected' : ''}${badge ? ' inbox-list__row--unread' : ''}`}
              aria-current={selected ? 'true' : undefined} onClick={() => onSelect(c.id)}>
              <span className="inbox-list__name">{c.userName || t('inbox.customer')}{c.isBlocked ? <span className="badge badge--danger">{t('inbox.blockedBadge')}</span> : null}</span>
              <span className="inbox-list__time">{c.lastMessageTime ? relativeTime(c.lastMessageTime) : ''}</span>
              <span className="inbox-list__preview">{c.lastMessage || t('inbox.noMessagesPreview')}</span>
              {badge ? <span className="inbox-list__badge" aria-label={t('inbox.unread', { count: badge })}>{badge}</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
