import { EmptyState, isApiError, useDebounced } from '@haat/web-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SearchField } from '@haat/web-kit/forms';
import { AdminPage } from '../common/admin-page.tsx';
import { AdminTable } from '../common/admin-table.tsx';
import { QueryStates } from '@haat/web-kit/query-states';
import { SearchForm } from '../common/search-form.tsx';
import { StatusBadge } from '../common/status-badge.tsx';
import { TimeText } from '../common/time-text.tsx';
import commonMessages from '../common/messages.json';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import { fetchDevOutbox, OUTBOX_LIMIT } from './outbox-api.ts';

/** The outbox page's words: the console's shared ones and its own. */
const outboxMessages = { ...commonMessages, ...messages };

const SEARCH_DELAY_MS = 400;

/**
 * /admin/outbox: the e-mails and texts the development adapter kept instead of sending (codes,
 * links), newest first. Where real providers are configured there is no outbox, and the page says so.
 */
export function OutboxPage() {
  const t = useT(outboxMessages);
  const [text, setText] = useState('');
  const recipient = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const outbox = useQuery({
    queryKey: ['admin', 'outbox', recipient],
    queryFn: ({ signal }) => fetchDevOutbox(recipient, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.status === 'error' ? false : 10_000),
  });
  const absent = outbox.isError && isApiError(outbox.error) && outbox.error.status === 404;

  return (
    <AdminPage title={t('outbox.title')} subtitle={t('outbox.subtitle', { limit: OUTBOX_LIMIT })}>
      {absent ? (
        <EmptyState title={t('outbox.absent')}>{t('outbox.absentText')}</EmptyState>
      ) : (
        <>
          <SearchForm label={t('outbox.filters')}>
            <SearchField wide label={t('outbox.recipient')} value={text} onValueChange={setText} maxLength={320} placeholder={t('outbox.recipientPlaceholder')} />
          </SearchForm>
          <QueryStates query={outbox} loading={t('outbox.loading')} error={t('outbox.error')}>
            {(sent) => (sent.length === 0 ? <EmptyState title={t('outbox.none')}>{t(recipient ? 'outbox.noneForRecipient' : 'outbox.noneYet')}</EmptyState> : (
              <AdminTable caption={t('outbox.caption')} columns={[t('outbox.sentIst'), t('outbox.channel'), t('outbox.to'), t('outbox.message')]}>
                {sent.map((m) => (
                  <tr key={m.id}>
                    <td data-label={t('outbox.sent')} className="nowrap"><TimeText value={m.createdAt} /></td>
                    <td data-label={t('outbox.channel')}><StatusBadge tone={m.channel === 'email' ? 'info' : 'neutral'}>{t(m.channel === 'email' ? 'common.email' : 'outbox.sms')}</StatusBadge></td>
                    <td data-label={t('outbox.to')} className="admin-mono">{m.recipient}</td>
                    <td data-label={t('outbox.message')}>
                      {m.subject ? <span className="admin-cell-title">{m.subject}</span> : null}
                      <p className="admin-text small">{m.body}</p>
                    </td>
                  </tr>
                ))}
              </AdminTable>
            ))}
          </QueryStates>
        </>
      )}
    </AdminPage>
  );
}
