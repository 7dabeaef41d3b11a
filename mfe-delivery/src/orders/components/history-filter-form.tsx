import { useId } from 'react';
import { SelectField, TextField } from '@haat/web-kit/forms';
import { useT } from '../../i18n.ts';
import { filterMessages, historyStatusOptions, type HistoryFilters } from '../history-filters.ts';

type FilterChange = Partial<Record<'status' | 'from' | 'to', string>>;

/** Status and assignment dates; each change applies at once (no Apply button to reach on a phone). */
export function HistoryFilterForm({ filters, onChange }: { filters: HistoryFilters; onChange: (change: FilterChange) => void }) {
  const t = useT(filterMessages);
  const id = useId();
  return (
    <form className="delivery-filters" role="search" aria-label={t('orders.filters')} onSubmit={(e) => e.preventDefault()}>
      <SelectField id={`${id}-status`} label={t('orders.status')} className="delivery-filters__status" value={filters.status} onValueChange={(value) => onChange({ status: value })}>
        {historyStatusOptions.map((option) => <option key={option.value} value={option.value}>{t(option.label)}</option>)}
      </SelectField>
      <TextField id={`${id}-from`} label={t('orders.from')} type="date" value={filters.from} max={filters.to || undefined} onValueChange={(value) => onChange({ from: value })} />
      <TextField id={`${id}-to`} label={t('orders.to')} type="date" value={filters.to} min={filters.from || undefined} onValueChange={(value) => onChange({ to: value })} />
    </form>
  );
}
