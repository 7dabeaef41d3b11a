import type { AdminCity } from '@haat/contracts';
import { EmptyState, ErrorState, LoadingState, toast } from '@haat/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AdminPage } from '../common/admin-page.tsx';
import { ReasonDialog } from '../common/reason-dialog.tsx';
import { StatusBadge } from '../common/status-badge.tsx';
import { useConfirmedAction } from '../common/use-confirmed-action.ts';
import { setCityActive } from './cities-api.ts';
import { CITIES_KEY, useAdminCities } from './use-cities.ts';

type Shown = 'all' | 'active' | 'inactive';

/** /admin/cities: every city with its stores; activating one puts it in the location picker, deactivating takes it out. */
export function CitiesPage() {
  const id = useId();
  const cities = useAdminCities();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [shown, setShown] = useState<Shown>('all');

  const toggle = useConfirmedAction<AdminCity>({
    run: (city) => setCityActive(city.id, !city.active),
    fallback: 'Failed to change the city. Please try again.',
    onSuccess: (city) => {
      toast.success(city.active ? `${city.name} is no longer offered` : `${city.name} is offered in the location picker`);
      void queryClient.invalidateQueries({ queryKey: CITIES_KEY });
    },
  });
  const chosen = toggle.target;

  const needle = text.trim().toLowerCase();
  const list = (cities.data ?? []).filter((c) =>
    (shown === 'all' || (shown === 'active') === c.active) && (needle === '' || `${c.name} ${c.state}`.toLowerCase().includes(needle)));
  const activeCount = (cities.data ?? []).filter((c) => c.active).length;

  return (
    <AdminPage title="Cities" subtitle={cities.data ? `${activeCount} of ${cities.data.length} offered to buyers and sellers.` : 'Only active cities appear in the location picker.'}>
      <form className="admin-filters" role="search" aria-label="Find cities" onSubmit={(e) => e.preventDefault()}>
        <div className="field field--wide">
          <label className="field__label" htmlFor={`${id}-q`}>Search</label>
          <input id={`${id}-q`} className="field__input" type="search" value={text} maxLength={100} placeholder="City or state" onChange={(e) => setText(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-shown`}>Show</label>
          <select id={`${id}-shown`} className="field__input" value={shown} onChange={(e) => setShown(e.target.value as Shown)}>
            <option value="all">All cities</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </select>
        </div>
      </form>
      {cities.isPending ? <LoadingState label="Loading cities..." /> : null}
      {cities.isError ? <ErrorState message="Failed to load cities. Please try again." onRetry={() => void cities.refetch()} /> : null}
      {cities.data ? (
        list.length === 0 ? <EmptyState title="No cities match" /> : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Cities</caption>
              <thead>
                <tr><th scope="col">City</th><th scope="col">State</th><th scope="col" className="num">Stores</th><th scope="col">Status</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr>
              </thead>
              <tbody>
                {list.map((city) => (
                  <tr key={city.id} className={city.active ? undefined : 'admin-row--muted'}>
                    <td data-label="City" className="admin-cell-title">{city.name}</td>
                    <td data-label="State">{city.state}</td>
                    <td data-label="Stores" className="num">{city.storeCount.toLocaleString('en-IN')}</td>
                    <td data-label="Status">{city.active ? <StatusBadge tone="success">Active</StatusBadge> : <StatusBadge tone="neutral">Inactive</StatusBadge>}</td>
                    <td data-label="">
                      <div className="admin-table__actions">
                        <button type="button" className={`btn btn--small ${city.active ? 'btn--ghost' : 'btn--secondary'}`} onClick={() => toggle.open(city)}>
                          {city.active ? 'Deactivate' : 'Activate'}
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : null}
      <ReasonDialog
        open={chosen !== null}
        title={chosen ? `${chosen.active ? 'Deactivate' : 'Activate'} ${chosen.name}?` : ''}
        text={chosen?.active
          ? `${chosen.name} leaves the location picker and the city lists.${chosen.storeCount > 0 ? ` Its ${chosen.storeCount === 1 ? 'store is' : `${chosen.storeCount} stores are`} not changed.` : ''}`
          : `${chosen?.name ?? ''} appears in the location picker and the city lists.`}
        askReason={false}
        confirmLabel={chosen?.active ? 'Deactivate' : 'Activate'}
        busyLabel="Saving..."
        busy={toggle.busy}
        error={toggle.error}
        onConfirm={toggle.confirm}
        onCancel={toggle.close}
      />
    </AdminPage>
  );
}
