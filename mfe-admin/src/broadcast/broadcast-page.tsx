import type { AdminBroadcast } from '@haat/contracts';
import { EmptyState, toast } from '@haat/web-kit';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { AdminPage } from '../common/admin-page.tsx';
import { AdminTable } from '../common/admin-table.tsx';
import { PagedList } from '@haat/web-kit/query-states';
import { CONSOLE_PAGER } from '../common/paged.ts';
import { ReasonDialog } from '../common/reason-dialog.tsx';
import { StatusBadge } from '../common/status-badge.tsx';
import { TimeText } from '../common/time-text.tsx';
import { useConfirmedAction } from '../common/use-confirmed-action.ts';
import { useAdminCities } from '../cities/use-cities.ts';
import { fetchAdminBroadcasts, sendAdminBroadcast } from './broadcast-api.ts';
import { BROADCAST_MESSAGE_MAX, BROADCAST_TITLE_MAX, broadcastProblems, type BroadcastDraft } from './broadcast-form.ts';

const BROADCASTS_KEY = ['admin', 'broadcasts'] as const;
const EMPTY: BroadcastDraft = { city: '', title: '', message: '' };

/** /admin/broadcast: a notification to every buyer of one city, confirmed with the city named; the broadcasts sent so far. */
export function BroadcastPage() {
  const id = useId();
  const cities = useAdminCities();
  const [draft, setDraft] = useState<BroadcastDraft>(EMPTY);
  const [problems, setProblems] = useState<ReturnType<typeof broadcastProblems>>({});
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const history = useQuery({
    queryKey: [...BROADCASTS_KEY, page],
    queryFn: ({ signal }) => fetchAdminBroadcasts(page, signal),
    placeholderData: keepPreviousData,
    // While one is still being sent, its count of buyers told grows.
    refetchInterval: (query) => (query.state.data?.items.some((b) => b.status === 'sending') ? 3000 : false),
  });

  const send = useConfirmedAction<BroadcastDraft>({
    run: (d) => sendAdminBroadcast({ city: d.city.trim(), title: d.title.trim(), message: d.message.trim() }),
    fallback: 'Failed to send the broadcast. Please try again.',
    onSuccess: (d) => {
      toast.success(`Sending to the buyers of ${d.city}`);
      setDraft(EMPTY);
      setPage(1);
      void queryClient.invalidateQueries({ queryKey: BROADCASTS_KEY });
    },
  });

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found = broadcastProblems(draft);
    setProblems(found);
    if (Object.keys(found).length === 0) send.open(draft);
  };
  const field = (key: keyof BroadcastDraft) => ({
    value: draft[key],
    'aria-invalid': problems[key] ? true : undefined,
    'aria-describedby': problems[key] ? `${id}-${key}-error` : undefined,
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });
  const activeCities = (cities.data ?? []).filter((c) => c.active);

  return (
    <AdminPage title="Broadcast to a city" subtitle="A notification to every buyer whose city it is. Use it sparingly: outages, safety, festival hours.">
      <div className="admin-columns admin-columns--side-first">
        <div className="admin-columns__main">
          <section aria-labelledby="sent-title">
            <h2 id="sent-title" className="admin-section__title">Sent</h2>
            <PagedList
              query={history}
              loading="Loading broadcasts..."
              error="Failed to load the broadcasts."
              empty={<EmptyState title="Nothing sent yet" />}
              pager={{ ...CONSOLE_PAGER, page, label: 'Broadcast pages', onPage: setPage }}
            >
              {(items) => <BroadcastTable broadcasts={items} />}
            </PagedList>
          </section>
        </div>
        <div className="admin-columns__side">
          <form className="admin-card form" onSubmit={review} noValidate aria-labelledby="new-broadcast-title">
            <h2 id="new-broadcast-title" className="admin-card__title">New broadcast</h2>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-city`}>City</label>
              <select id={`${id}-city`} className="field__input" {...field('city')} disabled={!cities.data}>
                <option value="">{cities.isPending ? 'Loading cities...' : 'Choose a city'}</option>
                {activeCities.map((c) => <option key={c.id} value={c.name}>{c.name}, {c.state}</option>)}
              </select>
              {cities.isError ? <span className="field__hint admin-danger-text">Cities could not be loaded.</span> : null}
              {problems.city ? <span id={`${id}-city-error`} className="form-error small">{problems.city}</span> : null}
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-title`}>Title</label>
              <input id={`${id}-title`} className="field__input" maxLength={BROADCAST_TITLE_MAX} {...field('title')} />
              {problems.title ? <span id={`${id}-title-error`} className="form-error small">{problems.title}</span> : null}
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-message`}>Message</label>
              <textarea id={`${id}-message`} className="field__input" rows={5} maxLength={BROADCAST_MESSAGE_MAX} {...field('message')} />
              <span className="field__hint">{draft.message.length}/{BROADCAST_MESSAGE_MAX}</span>
              {problems.message ? <span id={`${id}-message-error`} className="form-error small">{problems.message}</span> : null}
            </div>
            <button type="submit" className="btn btn--primary">Review and send</button>
          </form>
        </div>
      </div>
      <ReasonDialog
        action={send}
        title={send.target ? `Send to every buyer in ${send.target.city}?` : ''}
        text={send.target ? (
          <>
            <p>Every buyer whose city is <strong>{send.target.city}</strong> gets this notification. It cannot be taken back.</p>
            <p className="admin-cell-title">{send.target.title.trim()}</p>
            <p className="admin-text">{send.target.message.trim()}</p>
          </>
        ) : ''}
        askReason={false}
        confirmLabel={send.target ? `Send to ${send.target.city}` : 'Send'}
        busyLabel="Sending..."
      />
    </AdminPage>
  );
}

function BroadcastTable({ broadcasts }: { broadcasts: AdminBroadcast[] }) {
  return (
    <AdminTable caption="Broadcasts sent, newest first" columns={['Sent (IST)', 'City', 'Broadcast', 'By', { label: 'Buyers told', num: true }, 'Status']}>
      {broadcasts.map((b) => (
        <tr key={b.id}>
          <td data-label="Sent" className="nowrap"><TimeText value={b.createdAt} /></td>
          <td data-label="City">{b.city}</td>
          <td data-label="Broadcast"><span className="admin-cell-title">{b.title}</span><span className="admin-cell-sub admin-clip" title={b.message}>{b.message}</span></td>
          <td data-label="By">{b.sentBy.name}</td>
          <td data-label="Buyers told" className="num">{b.recipients.toLocaleString('en-IN')}</td>
          <td data-label="Status">{b.status === 'sent' ? <StatusBadge tone="success">Sent</StatusBadge> : <StatusBadge tone="info">Sending</StatusBadge>}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
