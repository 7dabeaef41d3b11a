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
import { fetchDevOutbox, OUTBOX_LIMIT } from './outbox-api.ts';

const SEARCH_DELAY_MS = 400;

/**
 * /admin/outbox: the e-mails and texts the development adapter kept instead of sending (codes,
 * links), newest first. Where real providers are configured there is no outbox, and the page says so.
 */
export function OutboxPage() {
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
    <AdminPage title="Development outbox" subtitle={`E-mails and text messages kept instead of sent, newest first (at most ${OUTBOX_LIMIT}). Development only.`}>
      {absent ? (
        <EmptyState title="No development outbox">Messages go to real e-mail and SMS providers here, so there is nothing to show.</EmptyState>
      ) : (
        <>
          <SearchForm label="Filter messages">
            <SearchField wide label="Recipient" value={text} onValueChange={setText} maxLength={320} placeholder="E-mail or phone, exactly" />
          </SearchForm>
          <QueryStates query={outbox} loading="Loading messages..." error="Failed to load the outbox. Please try again.">
            {(messages) => (messages.length === 0 ? <EmptyState title="No messages">{recipient ? 'Nothing was sent to this recipient.' : 'Nothing has been sent yet.'}</EmptyState> : (
              <AdminTable caption="Messages, newest first" columns={['Sent (IST)', 'Channel', 'To', 'Message']}>
                {messages.map((m) => (
                  <tr key={m.id}>
                    <td data-label="Sent" className="nowrap"><TimeText value={m.createdAt} /></td>
                    <td data-label="Channel"><StatusBadge tone={m.channel === 'email' ? 'info' : 'neutral'}>{m.channel === 'email' ? 'E-mail' : 'SMS'}</StatusBadge></td>
                    <td data-label="To" className="admin-mono">{m.recipient}</td>
                    <td data-label="Message">
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
