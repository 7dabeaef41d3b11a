import { useId } from 'react';
import { historyStatusOptions, type HistoryFilters } from '../history-filters.ts';

type FilterChange = Partial<Record<'status' | 'from' | 'to', string>>;

/** Status and assignment dates; each change applies at once (no Apply button to reach on a phone). */
export function HistoryFilterForm({ filters, onChange }: { filters: HistoryFilters; onChange: (change: FilterChange) => void }) {
  const id = useId();
  return (
    <form className="delivery-filters" role="search" aria-label="Filter deliveries" onSubmit={(e) => e.preventDefault()}>
      <div className="field delivery-filters__status">
        <label className="field__label" htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} className="field__input" value={filters.status} onChange={(e) => onChange({ status: e.target.value })}>
          {historyStatusOptions.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-from`}>From</label>
        <input id={`${id}-from`} className="field__input" type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-to`}>To</label>
        <input id={`${id}-to`} className="field__input" type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => onChange({ to: e.target.value })} />
      </div>
    </form>
  );
}
