import { useId } from 'react';
import { SelectField, TextField } from '@haat/web-kit/forms';
import { historyStatusOptions, type HistoryFilters } from '../history-filters.ts';

type FilterChange = Partial<Record<'status' | 'from' | 'to', string>>;

/** Status and assignment dates; each change applies at once (no Apply button to reach on a phone). */
export function HistoryFilterForm({ filters, onChange }: { filters: HistoryFilters; onChange: (change: FilterChange) => void }) {
  const id = useId();
  return (
    <form className="delivery-filters" role="search" aria-label="Filter deliveries" onSubmit={(e) => e.preventDefault()}>
      <SelectField id={`${id}-status`} label="Status" className="delivery-filters__status" value={filters.status} onValueChange={(value) => onChange({ status: value })}>
        {historyStatusOptions.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </SelectField>
      <TextField id={`${id}-from`} label="From" type="date" value={filters.from} max={filters.to || undefined} onValueChange={(value) => onChange({ from: value })} />
      <TextField id={`${id}-to`} label="To" type="date" value={filters.to} min={filters.from || undefined} onValueChange={(value) => onChange({ to: value })} />
    </form>
  );
}
