import type { AdminStore } from '@haat/contracts';
import { EmptyState, toast, Link } from '@haat/web-kit';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SearchField, SelectField } from '@haat/web-kit/forms';
import { AdminPage } from '../common/admin-page.tsx';
import { ACTIONS_COLUMN, AdminTable, RowActions } from '../common/admin-table.tsx';
import { ACTION_EFFECT, ACTION_LABEL } from '../common/labels.ts';
import commonMessages from '../common/messages.json';
import { takeModerationAction } from '../common/moderation-actions.ts';
import { PagedList } from '@haat/web-kit/query-states';
import { CONSOLE_PAGER } from '../common/paged.ts';
import { ReasonDialog } from '../common/reason-dialog.tsx';
import { SearchForm } from '../common/search-form.tsx';
import { pageTurner, readChoice, readPage, useSearchState } from '../common/search-params.ts';
import { StatusBadge, type Tone } from '../common/status-badge.tsx';
import { TimeText } from '../common/time-text.tsx';
import { useAddressSearch } from '../common/use-address-search.ts';
import { useConfirmedAction } from '../common/use-confirmed-action.ts';
import { translate, useT } from '../i18n.ts';
import messages from './messages.json';
import { fetchAdminStores, storeStatusFilters, type StoreStatusFilter, type StoresQuery } from './stores-api.ts';

/** After a close or reopen the catalog applies it from an event: the list is read again meanwhile. */
const FOLLOW_MS = 10_000;
/** The stores page's words: the console's shared ones and its own. */
const storeMessages = { ...commonMessages, ...messages };
type StoreMessageId = keyof typeof storeMessages;

const STATUS_LABELS: Record<StoreStatusFilter, StoreMessageId> = { all: 'stores.all', active: 'common.active', closed: 'stores.closedByAdmin' };

const VERIFICATION: Record<AdminStore['verificationStatus'], [Tone, StoreMessageId]> = {
  unverified: ['neutral', 'stores.unverified'], pending: ['warning', 'stores.pending'], verified: ['success', 'common.verified'], rejected: ['danger', 'common.rejected'],
};

export const STORES_KEY = ['admin', 'stores'] as const;

/** /admin/stores: every store; search, filter by status, close or reopen one with a reason. */
export function StoresPage() {
  const t = useT(storeMessages);
  const [params, update] = useSearchState();
  const status = readChoice(params.get('status'), storeStatusFilters) ?? 'all';
  const page = readPage(params.get('page'));
  const { search, text, setText } = useAddressSearch(params, update);

  const [followUntil, setFollowUntil] = useState(0);
  const query: StoresQuery = { search: search || undefined, status, page };
  const stores = useQuery({
    queryKey: [...STORES_KEY, query],
    queryFn: ({ signal }) => fetchAdminStores(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: () => (Date.now() < followUntil ? 1500 : false),
  });
  const queryClient = useQueryClient();
  const refresh = () => {
    setFollowUntil(Date.now() + FOLLOW_MS);
    void queryClient.invalidateQueries({ queryKey: STORES_KEY });
  };

  const act = useConfirmedAction<AdminStore>({
    run: (store, reason) => takeModerationAction({ action: store.isActive ? 'close_store' : 'reopen_store', targetId: store.id, reason }),
    fallback: t('stores.actionError'),
    onSuccess: (store) => { toast.success(translate(messages, store.isActive ? 'stores.closing' : 'stores.reopening', { name: store.name })); refresh(); },
    onConflict: refresh,
  });
  const chosen = act.target;

  return (
    <AdminPage title={t('stores.title')} subtitle={t('stores.subtitle')}>
      <SearchForm label={t('stores.find')}>
        <SearchField wide maxLength={100} value={text} onValueChange={setText} placeholder={t('stores.searchPlaceholder')} />
        <SelectField label={t('common.status')} value={status} onValueChange={(value) => update({ status: value === 'all' ? '' : value, page: '1' })}>
          {storeStatusFilters.map((s) => <option key={s} value={s}>{t(STATUS_LABELS[s])}</option>)}
        </SelectField>
      </SearchForm>
      <PagedList
        query={stores}
        loading={t('stores.loading')}
        error={t('stores.error')}
        empty={<EmptyState title={t('stores.noMatch')}>{t('stores.noMatchText')}</EmptyState>}
        pager={{ ...CONSOLE_PAGER, page, label: t('stores.pages'), onPage: pageTurner(update) }}
      >
        {(items) => (
          <AdminTable
            caption={t('stores.title')}
            columns={[t('common.store'), t('common.status'), t('stores.verification'), { label: t('stores.rating'), num: true }, { label: t('stores.products'), num: true }, t('stores.createdIst'), ACTIONS_COLUMN]}
          >
            {items.map((store) => {
              const [tone, label] = VERIFICATION[store.verificationStatus] ?? ['neutral', null];
              return (
                <tr key={store.id} className={store.isActive ? undefined : 'admin-row--alert'}>
                  <td data-label={t('common.store')}>
                    <Link className="admin-cell-title" to={`/stores/${encodeURIComponent(store.id)}`}>{store.name}</Link>
                    <span className="admin-cell-sub">{store.city}</span>
                  </td>
                  <td data-label={t('common.status')}>
                    {store.isActive ? <StatusBadge tone="success">{t('common.active')}</StatusBadge> : <StatusBadge tone="danger">{t('stores.closed')}</StatusBadge>}
                    {!store.isActive && store.closedReason ? <span className="admin-cell-sub admin-clip" title={store.closedReason}>{store.closedReason}</span> : null}
                  </td>
                  <td data-label={t('stores.verification')}><StatusBadge tone={tone}>{label ? t(label) : store.verificationStatus}</StatusBadge></td>
                  <td data-label={t('stores.rating')} className="num">{store.rating === null ? '—' : store.rating.toFixed(1)}</td>
                  <td data-label={t('stores.products')} className="num">{store.productCount.toLocaleString('en-IN')}</td>
                  <td data-label={t('stores.created')} className="nowrap"><TimeText value={store.createdAt} /></td>
                  <RowActions>
                    <button type="button" className={`btn btn--small ${store.isActive ? 'btn--danger' : 'btn--secondary'}`} onClick={() => act.open(store)}>
                      {t(ACTION_LABEL[store.isActive ? 'close_store' : 'reopen_store'])}
                    </button>
                  </RowActions>
                </tr>
              );
            })}
          </AdminTable>
        )}
      </PagedList>
      <ReasonDialog
        action={act}
        title={chosen ? t(chosen.isActive ? 'stores.closeTitle' : 'stores.reopenTitle', { name: chosen.name }) : ''}
        text={chosen ? t(ACTION_EFFECT[chosen.isActive ? 'close_store' : 'reopen_store']) : ''}
        reasonHint={t('stores.hint')}
        confirmLabel={t(ACTION_LABEL[chosen?.isActive ? 'close_store' : 'reopen_store'])}
        busyLabel={t('common.working')}
        danger={chosen?.isActive ?? false}
      />
    </AdminPage>
  );
}
