import { EmptyState, ErrorState, LoadingState, relativeTime } from '@haat/web-kit';
import { unreadOf } from '@haat/web-kit/chat';
import { chatUnreadBadge, type Conversation } from '@haat/contracts/chat-rules';
import type { UseQueryResult } from '@tanstack/react-query';

/** The store's conversations, latest first: buyer, last message, when, unread count. */
export function ConversationList({ conversations, selectedId, onSelect }: {
  conversations: UseQueryResult<Conversation[]>;
  selectedId: string | null;
  onSelect: (conversationId: string) => void;
}) {
  if (conversations.isPending) return <LoadingState label="Loading conversations..." />;
  if (conversations.isError) return <ErrorState message="Failed to load conversations. Please try again." onRetry={() => void conversations.refetch()} />;
  if (conversations.data.length === 0) return <EmptyState title="No messages yet">When buyers write to your store, their conversations appear here.</EmptyState>;
  return (
    <ul className="inbox-list" aria-label="Conversations">
      {conversations.data.map((c) => {
        const badge = chatUnreadBadge(unreadOf(c, 'seller'));
        const selected = c.id === selectedId;
        return (
          <li key={c.id}>
            <button type="button" className={`inbox-list__row${selected ? ' inbox-list__row--selected' : ''}${badge ? ' inbox-list__row--unread' : ''}`}
              aria-current={selected ? 'true' : undefined} onClick={() => onSelect(c.id)}>
              <span className="inbox-list__name">{c.userName || 'Customer'}{c.isBlocked ? <span className="badge badge--danger">Blocked</span> : null}</span>
              <span className="inbox-list__time">{c.lastMessageTime ? relativeTime(c.lastMessageTime) : ''}</span>
              <span className="inbox-list__preview">{c.lastMessage || 'No messages yet'}</span>
              {badge ? <span className="inbox-list__badge" aria-label={`${badge} unread`}>{badge}</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
