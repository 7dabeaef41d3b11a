import { ErrorState, formatDate, LoadingState } from '@haat/web-kit';
import { useBlockActions } from '../use-block-actions.ts';
import { useBlockedCustomers } from '../use-store-conversations.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** The customers this store blocked in chat, each with its reason and Unblock. */
export function BlockedCustomers({ storeId }: { storeId: string }) {
  const t = useT(messages);
  const blocked = useBlockedCustomers(storeId);
  const { unblock } = useBlockActions(storeId);

  let body;
  if (blocked.isPending) body = <LoadingState label={t('inbox.loadingBlocked')} />;
  else if (blocked.isError) body = <ErrorState message={t('inbox.blockedFailed')} onRetry={() => void blocked.refetch()} />;
  else if (blocked.data.length === 0) body = <p className="muted small">{t('inbox.noneBlocked')}</p>;
  else {
    body = (
      <ul className="blocked-chat-list">
        {blocked.data.map((b) => (
          <li key={b._id} className="blocked-chat-list__item">
            <div className="blocked-chat-list__text">
              <p className="blocked-chat-list__name">{b.userName || t('inbox.customer')}</p>
              <p className="blocked-chat-list__reason">{b.reason}</p>
              <p className="small muted">{t('inbox.blockedOn', { date: formatDate(b.blockedAt) })}</p>
            </div>
            {b.conversationId ? (
              <button type="button" className="btn btn--secondary btn--small" disabled={unblock.isPending}
                onClick={() => b.conversationId && unblock.mutate(b.conversationId)} aria-label={b.userName ? t('inbox.unblockNamed', { name: b.userName }) : t('inbox.unblockCustomer')}>
                {t('inbox.unblock')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="card blocked-chat" aria-labelledby="blocked-chat-title">
      <h2 id="blocked-chat-title" className="card__title">{blocked.data?.length ? t('inbox.blockedTitleCount', { count: blocked.data.length }) : t('inbox.blockedTitle')}</h2>
      {body}
    </section>
  );
}
