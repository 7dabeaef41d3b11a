import type { AdminBroadcast } from '@haat/contracts';
import { EmptyState, toast, withTags } from '@haat/web-kit';
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
import { translate, useT } from '../i18n.ts';
import commonMessages from '../common/messages.json';
import messages from './messages.json';

/** The table's words: the console's shared ones (Status) and the page's. */
const broadcastTableMessages = { ...commonMessages, ...messages };

const BROADCASTS_KEY = ['admin', 'broadcasts'] as const;
const EMPTY: BroadcastDraft = { city: '', title: '', message: '' };

const strong = { strong: (text: string) => <strong>{text}</strong> };

/** /admin/broadcast: a notification to every buyer of one city, confirmed with the city named; the broadcasts sent so far. */
export function BroadcastPage() {
  const t = useT(messages);
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
    fallback: t('broadcast.sendError'),
    onSuccess: (d) => {
      toast.success(translate(messages, 'broadcast.sendingTo', { city: d.city }));
      setDraft(EMPTY);
      setPage(1);
      void queryClient.invalidateQueries({ queryKey: BROADCASTS_KEY });
    },
  });

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found = broadcastProblems(draft, t);
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
    <AdminPage title={t('broadcast.title')} subtitle={t('broadcast.subtitle')}>
      <div className="admin-columns admin-columns--side-first">
        <div className="admin-columns__main">
          <section aria-labelledby="sent-title">
            <h2 id="sent-title" className="admin-section__title">{t('broadcast.sentTitle')}</h2>
            <PagedList
              query={history}
              loading={t('broadcast.loading')}
              error={t('broadcast.error')}
              empty={<EmptyState title={t('broadcast.nothingSent')} />}
              pager={{ ...CONSOLE_PAGER, page, label: t('broadcast.pages'), onPage: setPage }}
            >
              {(items) => <BroadcastTable broadcasts={items} />}
            </PagedList>
          </section>
        </div>
        <div className="admin-columns__side">
          <form className="admin-card form" onSubmit={review} noValidate aria-labelledby="new-broadcast-title">
            <h2 id="new-broadcast-title" className="admin-card__title">{t('broadcast.new')}</h2>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-city`}>{t('broadcast.city')}</label>
              <select id={`${id}-city`} className="field__input" {...field('city')} disabled={!cities.data}>
                <option value="">{t(cities.isPending ? 'broadcast.loadingCities' : 'broadcast.chooseCity')}</option>
                {activeCities.map((c) => <option key={c.id} value={c.name}>{c.name}, {c.state}</option>)}
              </select>
              {cities.isError ? <span className="field__hint admin-danger-text">{t('broadcast.citiesError')}</span> : null}
              {problems.city ? <span id={`${id}-city-error`} className="form-error small">{problems.city}</span> : null}
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-title`}>{t('broadcast.titleLabel')}</label>
              <input id={`${id}-title`} className="field__input" maxLength={BROADCAST_TITLE_MAX} {...field('title')} />
              {problems.title ? <span id={`${id}-title-error`} className="form-error small">{problems.title}</span> : null}
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-message`}>{t('broadcast.message')}</label>
              <textarea id={`${id}-message`} className="field__input" rows={5} maxLength={BROADCAST_MESSAGE_MAX} {...field('message')} />
              <span className="field__hint">{draft.message.length}/{BROADCAST_MESSAGE_MAX}</span>
              {problems.message ? <span id={`${id}-message-error`} className="form-error small">{problems.message}</span> : null}
            </div>
            <button type="submit" className="btn btn--primary">{t('broadcast.review')}</button>
          </form>
        </div>
      </div>
      <ReasonDialog
        action={send}
        title={send.target ? t('broadcast.confirmTitle', { city: send.target.city }) : ''}
        text={send.target ? (
          <>
            <p>{withTags(t('broadcast.confirmText', { city: send.target.city }), strong)}</p>
            <p className="admin-cell-title">{send.target.title.trim()}</p>
            <p className="admin-text">{send.target.message.trim()}</p>
          </>
        ) : ''}
        askReason={false}
        confirmLabel={send.target ? t('broadcast.sendTo', { city: send.target.city }) : t('broadcast.send')}
        busyLabel={t('broadcast.sending')}
      />
    </AdminPage>
  );
}

function BroadcastTable({ broadcasts }: { broadcasts: AdminBroadcast[] }) {
  const t = useT(broadcastTableMessages);
  return (
    <AdminTable
      caption={t('broadcast.caption')}
      columns={[t('broadcast.sentIst'), t('broadcast.city'), t('broadcast.broadcast'), t('broadcast.by'), { label: t('broadcast.buyersTold'), num: true }, t('common.status')]}
    >
      {broadcasts.map((b) => (
        <tr key={b.id}>
          <td data-label={t('broadcast.sent')} className="nowrap"><TimeText value={b.createdAt} /></td>
          <td data-label={t('broadcast.city')}>{b.city}</td>
          <td data-label={t('broadcast.broadcast')}><span className="admin-cell-title">{b.title}</span><span className="admin-cell-sub admin-clip" title={b.message}>{b.message}</span></td>
          <td data-label={t('broadcast.by')}>{b.sentBy.name}</td>
          <td data-label={t('broadcast.buyersTold')} className="num">{b.recipients.toLocaleString('en-IN')}</td>
          <td data-label={t('common.status')}>{b.status === 'sent' ? <StatusBadge tone="success">{t('broadcast.statusSent')}</StatusBadge> : <StatusBadge tone="info">{t('broadcast.statusSending')}</StatusBadge>}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
