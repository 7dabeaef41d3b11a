import { reportStatuses, reportTypes, type ReportType } from '@haat/contracts/report-rules';
import { reportSorts } from '@haat/contracts/moderation-rules';
import { useId } from 'react';
import { SelectField } from '@haat/web-kit/forms';
import { SearchForm } from '../../common/search-form.tsx';
import { REPORT_STATUS_LABEL } from '../../common/labels.ts';
import { useT } from '../../i18n.ts';
import { CLEARED_FILTERS, isFiltered, reasonsFor, typeChange, type ReportFilters } from '../report-filters.ts';
import { reasonText, REPORT_SORT_LABEL, REPORT_TYPE_LABEL, reportMessages } from '../report-labels.ts';

/** The queue's filters (type, status, reason of the chosen type, date range in India days) and sort. */
export function ReportFiltersForm({ filters, onChange }: { filters: ReportFilters; onChange: (changes: Record<string, string>) => void }) {
  const t = useT(reportMessages);
  const id = useId();
  const set = (key: string) => (event: { target: { value: string } }) => onChange({ [key]: event.target.value, page: '1' });
  return (
    <SearchForm label={t('reports.filters')}>
      <SelectField label={t('reports.type')} value={filters.type ?? ''} onValueChange={(value) => onChange(typeChange(filters, value as ReportType | ''))}>
        <option value="">{t('reports.allTypes')}</option>
        {reportTypes.map((type) => <option key={type} value={type}>{t(REPORT_TYPE_LABEL[type])}</option>)}
      </SelectField>
      <SelectField label={t('common.status')} value={filters.status ?? ''} onValueChange={(value) => onChange({ status: value, page: '1' })}>
        <option value="">{t('common.allStatuses')}</option>
        {reportStatuses.map((s) => <option key={s} value={s}>{t(REPORT_STATUS_LABEL[s])}</option>)}
      </SelectField>
      <SelectField label={t('common.reason')} wide value={filters.reason ?? ''} onValueChange={(value) => onChange({ reason: value, page: '1' })}>
        <option value="">{t('reports.allReasons')}</option>
        {reasonsFor(filters.type).map((r) => <option key={r} value={r}>{reasonText(r, t)}</option>)}
      </SelectField>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-from`}>{t('reports.fromIst')}</label>
        <input id={`${id}-from`} className="field__input" type="date" value={filters.from ?? ''} max={filters.to} onChange={set('from')} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-to`}>{t('reports.toIst')}</label>
        <input id={`${id}-to`} className="field__input" type="date" value={filters.to ?? ''} min={filters.from} onChange={set('to')} />
      </div>
      <SelectField label={t('reports.sort')} value={filters.sort} onValueChange={(value) => onChange({ sort: value === 'newest' ? '' : value, page: '1' })}>
        {reportSorts.map((s) => <option key={s} value={s}>{t(REPORT_SORT_LABEL[s])}</option>)}
      </SelectField>
      {isFiltered(filters) ? (
        <button type="button" className="btn btn--ghost btn--small" onClick={() => onChange(CLEARED_FILTERS)}>{t('common.clearFilters')}</button>
      ) : null}
    </SearchForm>
  );
}
