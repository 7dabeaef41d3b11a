import { reportStatuses, reportTypes, type ReportType } from '@haat/contracts/report-rules';
import { reportSorts } from '@haat/contracts/moderation-rules';
import { useId } from 'react';
import { SelectField } from '@haat/web-kit/forms';
import { SearchForm } from '../../common/search-form.tsx';
import { CLEARED_FILTERS, isFiltered, reasonsFor, REPORT_SORT_LABELS, REPORT_TYPE_LABELS, typeChange, type ReportFilters } from '../report-filters.ts';

/** The queue's filters (type, status, reason of the chosen type, date range in India days) and sort. */
export function ReportFiltersForm({ filters, onChange }: { filters: ReportFilters; onChange: (changes: Record<string, string>) => void }) {
  const id = useId();
  const set = (key: string) => (event: { target: { value: string } }) => onChange({ [key]: event.target.value, page: '1' });
  return (
    <SearchForm label="Filter reports">
      <SelectField label="Type" value={filters.type ?? ''} onValueChange={(value) => onChange(typeChange(filters, value as ReportType | ''))}>
        <option value="">All types</option>
        {reportTypes.map((t) => <option key={t} value={t}>{REPORT_TYPE_LABELS[t]}</option>)}
      </SelectField>
      <SelectField label="Status" value={filters.status ?? ''} onValueChange={(value) => onChange({ status: value, page: '1' })}>
        <option value="">All statuses</option>
        {reportStatuses.map((s) => <option key={s} value={s}>{s}</option>)}
      </SelectField>
      <SelectField label="Reason" wide value={filters.reason ?? ''} onValueChange={(value) => onChange({ reason: value, page: '1' })}>
        <option value="">All reasons</option>
        {reasonsFor(filters.type).map((r) => <option key={r} value={r}>{r}</option>)}
      </SelectField>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-from`}>From (IST)</label>
        <input id={`${id}-from`} className="field__input" type="date" value={filters.from ?? ''} max={filters.to} onChange={set('from')} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-to`}>To (IST)</label>
        <input id={`${id}-to`} className="field__input" type="date" value={filters.to ?? ''} min={filters.from} onChange={set('to')} />
      </div>
      <SelectField label="Sort" value={filters.sort} onValueChange={(value) => onChange({ sort: value === 'newest' ? '' : value, page: '1' })}>
        {reportSorts.map((s) => <option key={s} value={s}>{REPORT_SORT_LABELS[s]}</option>)}
      </SelectField>
      {isFiltered(filters) ? (
        <button type="button" className="btn btn--ghost btn--small" onClick={() => onChange(CLEARED_FILTERS)}>Clear filters</button>
      ) : null}
    </SearchForm>
  );
}
