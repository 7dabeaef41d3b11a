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
import commonMessages from '../common/messages.json';
import { translate, useT } from '../i18n.ts';
import messages from './messages.json';
import { CITIES_KEY, useAdminCities } from './use-cities.ts';

/** The cities page's words: the console's shared ones and its own. */
const cityMessages = { ...commonMessages, ...messages };

type Shown = 'all' | 'active' | 'inactive';

/** /admin/cities: every city with its stores; activating one puts it in the location picker, deactivating takes it out. */
export function CitiesPage() {
  const t = useT(cityMessages);
  const cities = useAdminCities();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [shown, setShown] = useState<Shown>('all');

  const toggle = useConfirmedAction<AdminCity>({
    run: (city) => setCityActive(city.id, !city.active),
    fallback: t('cities.changeError'),
    onSuccess: (city) => {
      toast.success(translate(messages, city.active ? 'cities.noLongerOffered' : 'cities.nowOffered', { name: city.name }));
      void queryClient.invalidateQueries({ queryKey: CITIES_KEY });
    },
  });
  const chosen = toggle.target;

  const needle = text.trim().toLowerCase();
  const list = (cities.data ?? []).filter((c) =>
    (shown === 'all' || (shown === 'active') === c.active) && (needle === '' || `${c.name} ${c.state}`.toLowerCase().includes(needle)));
  const activeCount = (cities.data ?? []).filter((c) => c.active).length;

  return (
    <AdminPage title={t('cities.title')} subtitle={cities.data ? t('cities.subtitleCounts', { active: activeCount, total: cities.data.length }) : t('cities.subtitle')}>
      <SearchForm label={t('cities.find')}>
        <SearchField wide maxLength={100} value={text} onValueChange={setText} placeholder={t('cities.searchPlaceholder')} />
        <SelectField label={t('cities.show')} value={shown} onValueChange={(value) => setShown(value as Shown)}>
          <option value="all">{t('cities.all')}</option>
          <option value="active">{t('common.active')}</option>
          <option value="inactive">{t('common.inactive')}</option>
        </SelectField>
      </SearchForm>
      {cities.isPending ? <LoadingState label={t('cities.loading')} /> : null}
      {cities.isError ? <ErrorState message={t('cities.error')} onRetry={() => void cities.refetch()} /> : null}
      {cities.data ? (
        list.length === 0 ? <EmptyState title={t('cities.noMatch')} /> : (
          <AdminTable caption={t('cities.title')} columns={[t('cities.city'), t('cities.state'), { label: t('cities.stores'), num: true }, t('common.status'), ACTIONS_COLUMN]}>
            {list.map((city) => (
              <tr key={city.id} className={city.active ? undefined : 'admin-row--muted'}>
                <td data-label={t('cities.city')} className="admin-cell-title">{city.name}</td>
                <td data-label={t('cities.state')}>{city.state}</td>
                <td data-label={t('cities.stores')} className="num">{city.storeCount.toLocaleString('en-IN')}</td>
                <td data-label={t('common.status')}>{city.active ? <StatusBadge tone="success">{t('common.active')}</StatusBadge> : <StatusBadge tone="neutral">{t('common.inactive')}</StatusBadge>}</td>
                <RowActions>
                  <button type="button" className={`btn btn--small ${city.active ? 'btn--ghost' : 'btn--secondary'}`} onClick={() => toggle.open(city)}>
                    {t(city.active ? 'cities.deactivate' : 'cities.activate')}
                  </button>
                </RowActions>
              </tr>
            ))}
          </AdminTable>
        )
      ) : null}
      <ReasonDialog
        action={toggle}
        title={chosen ? t(chosen.active ? 'cities.deactivateTitle' : 'cities.activateTitle', { name: chosen.name }) : ''}
        text={chosen?.active
          ? `${t('cities.leaves', { name: chosen.name })}${chosen.storeCount > 0 ? ` ${t('cities.storesUnchanged', { count: chosen.storeCount })}` : ''}`
          : t('cities.appears', { name: chosen?.name ?? '' })}
        askReason={false}
        confirmLabel={t(chosen?.active ? 'cities.deactivate' : 'cities.activate')}
        busyLabel={t('common.saving')}
      />
    </AdminPage>
  );
}
