import type { AdminStore } from '@haat/contracts';
import { EmptyState, ErrorState, LoadingState, toast, useDebounced } from '@haat/web-kit';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { AdminPage } from '../common/admin-page.tsx';
import { ACTION_EFFECTS, takeModerationAction } from '../common/moderation-actions.ts';
import { Pager } from '../common/pager.tsx';
import { ReasonDialog } from '../common/reason-dialog.tsx';
import { readChoice, readPage, useSearchState } from '../common/search-params.ts';
import { StatusBadge, type Tone } from '../common/status-badge.tsx';
import { TimeText } from '../common/time-text.tsx';
import { useConfirmedAction } from '../common/use-confirmed-action.ts';
import { fetchAdminStores, storeStatusFilters, type StoresQuery } from './stores-api.ts';

const SEARCH_DELAY_MS = 300;
/** After a close or reopen the catalog applies it from an event: the list is read again meanwhile. */
const FOLLOW_MS = 10_000;
const STATUS_LABELS = { all: 'All stores', active: 'Active', closed: 'Closed by admin' } as const;
const VERIFICATION: Record<AdminStore['verificationStatus'], [Tone, string]> = {
  unverified: ['neutral', 'Unverified'], pending: ['warning', 'Pending'], verified: ['success', 'Verified'], rejected: ['danger', 'Rejected'],
};

export const STORES_KEY = ['admin', 'stores'] as const;

/** /admin/stores: every store; search, filter by status, close or reopen one with a reason. */
export function StoresPage() {
  const id = useId();
  const [params, update] = useSearchState();
  const status = readChoice(params.get('status'), storeStatusFilters) ?? 'all';
  const page = readPage(params.get('page'));
  const searchParam = params.get('q') ?? '';
  const [searchText, setSearchText] = useState(searchParam);
  const search = useDebounced(searchText.trim(), SEARCH_DELAY_MS);
  useEffect(() => {
    if (search !== searchParam) update({ q: search, page: '1' });
  }, [search, searchParam, update]);

  const [followUntil, setFollowUntil] = useState(0);
  const query: StoresQuery = { search: searchParam || undefined, status, page };
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
    fallback: 'The action failed. Please try again.',
    onSuccess: (store) => { toast.success(store.isActive ? `${store.name} is being closed` : `${store.name} is being reopened`); refresh(); },
    onConflict: refresh,
  });
  const chosen = act.target;

  return (
    <AdminPage title="Stores" subtitle="Closing a store takes it off the marketplace; the seller is told why.">
      <form className="admin-filters" role="search" aria-label="Find stores" onSubmit={(e) => e.preventDefault()}>
        <div className="field field--wide">
          <label className="field__label" htmlFor={`${id}-q`}>Search</label>
          <input id={`${id}-q`} className="field__input" type="search" value={searchText} maxLength={100} placeholder="Store name" onChange={(e) => setSearchText(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-status`}>Status</label>
          <select id={`${id}-status`} className="field__input" value={status} onChange={(e) => update({ status: e.target.value === 'all' ? '' : e.target.value, page: '1' })}>
            {storeStatusFilters.map((s) => <option key={s} value={s}>{STATUS_LABELS[s]}</option>)}
          </select>
        </div>
      </form>
      {stores.isPending ? <LoadingState label="Loading stores..." /> : null}
      {stores.isError && !stores.data ? <ErrorState message="Failed to load stores. Please try again." onRetry={() => void stores.refetch()} /> : null}
      {stores.data ? (
        stores.data.items.length === 0 ? (
          <EmptyState title="No stores match">Try another name or status.</EmptyState>
        ) : (
          <>
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption className="visually-hidden">Stores</caption>
                <thead>
                  <tr>
                    <th scope="col">Store</th>
                    <th scope="col">Status</th>
                    <th scope="col">Verification</th>
                    <th scope="col" className="num">Rating</th>
                    <th scope="col" className="num">Products</th>
                    <th scope="col">Created (IST)</th>
                    <th scope="col"><span className="visually-hidden">Actions</span></th>
                  </tr>
                </thead>
                <tbody>
                  {stores.data.items.map((store) => {
                    const [tone, label] = VERIFICATION[store.verificationStatus] ?? ['neutral', store.verificationStatus];
                    return (
                      <tr key={store.id} className={store.isActive ? undefined : 'admin-row--alert'}>
                        <td data-label="Store">
                          <Link className="admin-cell-title" to={`/stores/${encodeURIComponent(store.id)}`}>{store.name}</Link>
                          <span className="admin-cell-sub">{store.city}</span>
                        </td>
                        <td data-label="Status">
                          {store.isActive ? <StatusBadge tone="success">Active</StatusBadge> : <StatusBadge tone="danger">Closed</StatusBadge>}
                          {!store.isActive && store.closedReason ? <span className="admin-cell-sub admin-clip" title={store.closedReason}>{store.closedReason}</span> : null}
                        </td>
                        <td data-label="Verification"><StatusBadge tone={tone}>{label}</StatusBadge></td>
                        <td data-label="Rating" className="num">{store.rating === null ? '—' : store.rating.toFixed(1)}</td>
                        <td data-label="Products" className="num">{store.productCount.toLocaleString('en-IN')}</td>
                        <td data-label="Created" className="nowrap"><TimeText value={store.createdAt} /></td>
                        <td data-label="">
                          <div className="admin-table__actions">
                            <button type="button" className={`btn btn--small ${store.isActive ? 'btn--danger' : 'btn--secondary'}`} onClick={() => act.open(store)}>
                              {store.isActive ? 'Close store' : 'Reopen store'}
                            </button>
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <Pager info={stores.data.info} page={page} busy={stores.isFetching} label="Store pages" onPage={(p) => { update({ page: String(p) }); window.scrollTo({ top: 0 }); }} />
          </>
        )
      ) : null}
      <ReasonDialog
        open={chosen !== null}
        title={chosen ? `${chosen.isActive ? 'Close' : 'Reopen'} ${chosen.name}?` : ''}
        text={chosen ? ACTION_EFFECTS[chosen.isActive ? 'close_store' : 'reopen_store'] : ''}
        reasonHint="Told to the seller; kept in the audit log."
        confirmLabel={chosen?.isActive ? 'Close store' : 'Reopen store'}
        busyLabel="Working..."
        danger={chosen?.isActive ?? false}
        busy={act.busy}
        error={act.error}
        onConfirm={act.confirm}
        onCancel={act.close}
      />
    </AdminPage>
  );
}
