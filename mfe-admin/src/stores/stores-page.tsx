import type { AdminStore } from '@haat/contracts';
import { EmptyState, toast, Link } from '@haat/web-kit';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SearchField, SelectField } from '@haat/web-kit/forms';
import { AdminPage } from '../common/admin-page.tsx';
import { ACTIONS_COLUMN, AdminTable, RowActions } from '../common/admin-table.tsx';
import { ACTION_EFFECTS, takeModerationAction } from '../common/moderation-actions.ts';
import { PagedList } from '@haat/web-kit/query-states';
import { CONSOLE_PAGER } from '../common/paged.ts';
import { ReasonDialog } from '../common/reason-dialog.tsx';
import { SearchForm } from '../common/search-form.tsx';
import { pageTurner, readChoice, readPage, useSearchState } from '../common/search-params.ts';
import { StatusBadge, type Tone } from '../common/status-badge.tsx';
import { TimeText } from '../common/time-text.tsx';
import { useAddressSearch } from '../common/use-address-search.ts';
import { useConfirmedAction } from '../common/use-confirmed-action.ts';
import { fetchAdminStores, storeStatusFilters, type StoresQuery } from './stores-api.ts';

/** After a close or reopen the catalog applies it from an event: the list is read again meanwhile. */
const FOLLOW_MS = 10_000;
const STATUS_LABELS = { all: 'All stores', active: 'Active', closed: 'Closed by admin' } as const;
const VERIFICATION: Record<AdminStore['verificationStatus'], [Tone, string]> = {
  unverified: ['neutral', 'Unverified'], pending: ['warning', 'Pending'], verified: ['success', 'Verified'], rejected: ['danger', 'Rejected'],
};

export const STORES_KEY = ['admin', 'stores'] as const;

/** /admin/stores: every store; search, filter by status, close or reopen one with a reason. */
export function StoresPage() {
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
    fallback: 'The action failed. Please try again.',
    onSuccess: (store) => { toast.success(store.isActive ? `${store.name} is being closed` : `${store.name} is being reopened`); refresh(); },
    onConflict: refresh,
  });
  const chosen = act.target;

  return (
    <AdminPage title="Stores" subtitle="Closing a store takes it off the marketplace; the seller is told why.">
      <SearchForm label="Find stores">
        <SearchField wide maxLength={100} value={text} onValueChange={setText} placeholder="Store name" />
        <SelectField label="Status" value={status} onValueChange={(value) => update({ status: value === 'all' ? '' : value, page: '1' })}>
          {storeStatusFilters.map((s) => <option key={s} value={s}>{STATUS_LABELS[s]}</option>)}
        </SelectField>
      </SearchForm>
      <PagedList
        query={stores}
        loading="Loading stores..."
        error="Failed to load stores. Please try again."
        empty={<EmptyState title="No stores match">Try another name or status.</EmptyState>}
        pager={{ ...CONSOLE_PAGER, page, label: 'Store pages', onPage: pageTurner(update) }}
      >
        {(items) => (
          <AdminTable caption="Stores" columns={['Store', 'Status', 'Verification', { label: 'Rating', num: true }, { label: 'Products', num: true }, 'Created (IST)', ACTIONS_COLUMN]}>
            {items.map((store) => {
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
                  <RowActions>
                    <button type="button" className={`btn btn--small ${store.isActive ? 'btn--danger' : 'btn--secondary'}`} onClick={() => act.open(store)}>
                      {store.isActive ? 'Close store' : 'Reopen store'}
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
        title={chosen ? `${chosen.isActive ? 'Close' : 'Reopen'} ${chosen.name}?` : ''}
        text={chosen ? ACTION_EFFECTS[chosen.isActive ? 'close_store' : 'reopen_store'] : ''}
        reasonHint="Told to the seller; kept in the audit log."
        confirmLabel={chosen?.isActive ? 'Close store' : 'Reopen store'}
        busyLabel="Working..."
        danger={chosen?.isActive ?? false}
      />
    </AdminPage>
  );
}
