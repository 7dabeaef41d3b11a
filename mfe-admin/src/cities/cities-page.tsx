import type { AdminCity } from '@haat/contracts';
import { EmptyState, ErrorState, LoadingState, toast } from '@haat/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SearchField, SelectField } from '@haat/web-kit/forms';
import { AdminPage } from '../common/admin-page.tsx';
import { ACTIONS_COLUMN, AdminTable, RowActions } from '../common/admin-table.tsx';
import { ReasonDialog } from '../common/reason-dialog.tsx';
import { SearchForm } from '../common/search-form.tsx';
import { StatusBadge } from '../common/status-badge.tsx';
import { useConfirmedAction } from '../common/use-confirmed-action.ts';
import { setCityActive } from './cities-api.ts';
import { CITIES_KEY, useAdminCities } from './use-cities.ts';

type Shown = 'all' | 'active' | 'inactive';

/** /admin/cities: every city with its stores; activating one puts it in the location picker, deactivating takes it out. */
export function CitiesPage() {
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
      <SearchForm label="Find cities">
        <SearchField wide maxLength={100} value={text} onValueChange={setText} placeholder="City or state" />
        <SelectField label="Show" value={shown} onValueChange={(value) => setShown(value as Shown)}>
          <option value="all">All cities</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </SelectField>
      </SearchForm>
      {cities.isPending ? <LoadingState label="Loading cities..." /> : null}
      {cities.isError ? <ErrorState message="Failed to load cities. Please try again." onRetry={() => void cities.refetch()} /> : null}
      {cities.data ? (
        list.length === 0 ? <EmptyState title="No cities match" /> : (
          <AdminTable caption="Cities" columns={['City', 'State', { label: 'Stores', num: true }, 'Status', ACTIONS_COLUMN]}>
            {list.map((city) => (
              <tr key={city.id} className={city.active ? undefined : 'admin-row--muted'}>
                <td data-label="City" className="admin-cell-title">{city.name}</td>
                <td data-label="State">{city.state}</td>
                <td data-label="Stores" className="num">{city.storeCount.toLocaleString('en-IN')}</td>
                <td data-label="Status">{city.active ? <StatusBadge tone="success">Active</StatusBadge> : <StatusBadge tone="neutral">Inactive</StatusBadge>}</td>
                <RowActions>
                  <button type="button" className={`btn btn--small ${city.active ? 'btn--ghost' : 'btn--secondary'}`} onClick={() => toggle.open(city)}>
                    {city.active ? 'Deactivate' : 'Activate'}
                  </button>
                </RowActions>
              </tr>
            ))}
          </AdminTable>
        )
      ) : null}
      <ReasonDialog
        action={toggle}
        title={chosen ? `${chosen.active ? 'Deactivate' : 'Activate'} ${chosen.name}?` : ''}
        text={chosen?.active
          ? `${chosen.name} leaves the location picker and the city lists.${chosen.storeCount > 0 ? ` Its ${chosen.storeCount === 1 ? 'store is' : `${chosen.storeCount} stores are`} not changed.` : ''}`
          : `${chosen?.name ?? ''} appears in the location picker and the city lists.`}
        askReason={false}
        confirmLabel={chosen?.active ? 'Deactivate' : 'Activate'}
        busyLabel="Saving..."
      />
    </AdminPage>
  );
}
