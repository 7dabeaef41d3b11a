import { ErrorState, formatDate, LoadingState } from '@haat/web-kit';
import { useBlockActions } from '../use-block-actions.ts';
import { useBlockedCustomers } from '../use-store-conversations.ts';

/** The customers this store blocked in chat, each with its reason and Unblock. */
export function BlockedCustomers({ storeId }: { storeId: string }) {
  const blocked = useBlockedCustomers(storeId);
  const { unblock } = useBlockActions(storeId);

  let body;
  if (blocked.isPending) body = <LoadingState label="Loading blocked customers..." />;
  else if (blocked.isError) body = <ErrorState message="Failed to load blocked customers." onRetry={() => void blocked.refetch()} />;
  else if (blocked.data.length === 0) body = <p className="muted small">No one is blocked. A customer you block in a conversation appears here.</p>;
  else {
    body = (
      <ul className="blocked-chat-list">
        {blocked.data.map((b) => (
          <li key={b._id} className="blocked-chat-list__item">
            <div className="blocked-chat-list__text">
              <p className="blocked-chat-list__name">{b.userName || 'Customer'}</p>
              <p className="blocked-chat-list__reason">{b.reason}</p>
              <p className="small muted">Blocked on {formatDate(b.blockedAt)}</p>
            </div>
            {b.conversationId ? (
              <button type="button" className="btn btn--secondary btn--small" disabled={unblock.isPending}
                onClick={() => b.conversationId && unblock.mutate(b.conversationId)} aria-label={`Unblock ${b.userName || 'customer'}`}>
                Unblock
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="card blocked-chat" aria-labelledby="blocked-chat-title">
      <h2 id="blocked-chat-title" className="card__title">Blocked customers{blocked.data?.length ? ` (${blocked.data.length})` : ''}</h2>
      {body}
    </section>
  );
}
