import { reportStatuses, reportTypes, type ReportType } from '@haat/contracts/report-rules';
import { reportSorts } from '@haat/contracts/moderation-rules';
import { useId } from 'react';
import { isFiltered, reasonsFor, REPORT_SORT_LABELS, REPORT_TYPE_LABELS, typeChange, type ReportFilters } from '../report-filters.ts';

/** The queue's filters (type, status, reason of the chosen type, date range in India days) and sort. */
export function ReportFiltersForm({ filters, onChange }: { filters: ReportFilters; onChange: (changes: Record<string, string>) => void }) {
  const id = useId();
  const set = (key: string) => (event: { target: { value: string } }) => onChange({ [key]: event.target.value, page: '1' });
  return (
    <form className="admin-filters" role="search" aria-label="Filter reports" onSubmit={(e) => e.preventDefault()}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-type`}>Type</label>
        <select id={`${id}-type`} className="field__input" value={filters.type ?? ''} onChange={(e) => onChange(typeChange(filters, e.target.value as ReportType | ''))}>
          <option value="">All types</option>
          {reportTypes.map((t) => <option key={t} value={t}>{REPORT_TYPE_LABELS[t]}</option>)}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} className="field__input" value={filters.status ?? ''} onChange={set('status')}>
          <option value="">All statuses</option>
          {reportStatuses.map((s) => <option key={s} value={s}>{s}</option>)}
        </select>
      </div>
      <div className="field field--wide">
        <label className="field__label" htmlFor={`${id}-reason`}>Reason</label>
        <select id={`${id}-reason`} className="field__input" value={filters.reason ?? ''} onChange={set('reason')}>
          <option value="">All reasons</option>
          {reasonsFor(filters.type).map((r) => <option key={r} value={r}>{r}</option>)}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-from`}>From (IST)</label>
        <input id={`${id}-from`} className="field__input" type="date" value={filters.from ?? ''} max={filters.to} onChange={set('from')} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-to`}>To (IST)</label>
        <input id={`${id}-to`} className="field__input" type="date" value={filters.to ?? ''} min={filters.from} onChange={set('to')} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-sort`}>Sort</label>
        <select id={`${id}-sort`} className="field__input" value={filters.sort} onChange={(e) => onChange({ sort: e.target.value === 'newest' ? '' : e.target.value, page: '1' })}>
          {reportSorts.map((s) => <option key={s} value={s}>{REPORT_SORT_LABELS[s]}</option>)}
        </select>
      </div>
      {isFiltered(filters) ? (
        <button type="button" className="btn btn--ghost btn--small" onClick={() => onChange({ type: '', status: '', reason: '', from: '', to: '', page: '1' })}>Clear filters</button>
      ) : null}
    </form>
  );
}
