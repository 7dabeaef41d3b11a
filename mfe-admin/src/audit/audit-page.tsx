import type { AuditEntry } from '@haat/contracts';
import { moderationTargetTypes } from '@haat/contracts/moderation-rules';
import { EmptyState, Link } from '@haat/web-kit';
import { useId, useState } from 'react';
import { SelectField } from '@haat/web-kit/forms';
import { AdminPage } from '../common/admin-page.tsx';
import { AdminTable } from '../common/admin-table.tsx';
import { PagedList } from '@haat/web-kit/query-states';
import { CONSOLE_PAGER } from '../common/paged.ts';
import { SearchForm } from '../common/search-form.tsx';
import { pageTurner, readChoice, readPage, useSearchState } from '../common/search-params.ts';
import { TimeText } from '../common/time-text.tsx';
import { useUsers } from '../users/use-users.ts';
import { useT } from '../i18n.ts';
import { auditDetailLines, auditMessages, auditTargetLabel, auditTargetLink, auditWhatText } from './audit-labels.ts';
import { useAudit } from './use-audit.ts';

const AUDIT_PAGE_SIZE = 50;
const targetTypes: readonly AuditEntry['targetType'][] = [...moderationTargetTypes, 'report', 'grievance'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /admin/audit: every action and decision of the admin team, newest first; by admin, by kind of item, by item. */
export function AuditPage() {
  const t = useT(auditMessages);
  const id = useId();
  const [params, update] = useSearchState();
  const adminParam = params.get('admin') ?? '';
  const adminId = UUID.test(adminParam) ? adminParam : undefined;
  const targetType = readChoice(params.get('type'), targetTypes);
  const itemParam = params.get('item') ?? '';
  const targetId = UUID.test(itemParam) ? itemParam.toLowerCase() : undefined;
  const page = readPage(params.get('page'));
  // What is typed in the item box, until the address's item changes (a History button): then that.
  const [draft, setDraft] = useState({ of: itemParam, text: itemParam });
  const itemText = draft.of === itemParam ? draft.text : itemParam;
  const setItemText = (text: string) => setDraft({ of: itemParam, text });
  const itemProblem = itemText.trim() !== '' && !UUID.test(itemText.trim());

  const audit = useAudit({ adminId, targetType, targetId, page, limit: AUDIT_PAGE_SIZE });
  const admins = useUsers({ role: 'superadmin', page: 1, limit: 100 });
  const filtered = adminId !== undefined || targetType !== undefined || targetId !== undefined;

  return (
    <AdminPage title={t('audit.title')} subtitle={t('audit.subtitle')}>
      <SearchForm label={t('audit.filters')} onSubmit={() => { if (!itemProblem) update({ item: itemText.trim(), page: '1' }); }}>
        <SelectField label={t('audit.admin')} value={adminId ?? ''} onValueChange={(value) => update({ admin: value, page: '1' })}>
          <option value="">{t('audit.everyAdmin')}</option>
          {(admins.data?.items ?? []).map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
        </SelectField>
        <SelectField label={t('audit.kind')} value={targetType ?? ''} onValueChange={(value) => update({ type: value, page: '1' })}>
          <option value="">{t('audit.allKinds')}</option>
          {targetTypes.map((type) => <option key={type} value={type}>{auditTargetLabel(type, t)}</option>)}
        </SelectField>
        <div className="field field--wide">
          <label className="field__label" htmlFor={`${id}-item`}>{t('audit.itemId')}</label>
          <input
            id={`${id}-item`}
            className="field__input admin-mono"
            type="search"
            value={itemText}
            placeholder={t('audit.itemPlaceholder')}
            aria-invalid={itemProblem || undefined}
            onChange={(e) => { setItemText(e.target.value); if (e.target.value.trim() === '') update({ item: '', page: '1' }); }}
          />
          {itemProblem ? <span className="field__hint admin-danger-text">{t('audit.itemProblem')}</span> : null}
        </div>
        <button type="submit" className="btn btn--secondary btn--small" disabled={itemProblem}>{t('audit.find')}</button>
        {filtered ? <button type="button" className="btn btn--ghost btn--small" onClick={() => { setItemText(''); update({ admin: '', type: '', item: '', page: '1' }); }}>{t('common.clearFilters')}</button> : null}
      </SearchForm>
      <PagedList
        query={audit}
        loading={t('audit.loading')}
        error={t('audit.error')}
        empty={<EmptyState title={t(filtered ? 'audit.noMatch' : 'audit.nothingYet')} />}
        pager={{ ...CONSOLE_PAGER, page, label: t('audit.pages'), onPage: pageTurner(update) }}
      >
        {(items) => <AuditTable entries={items} onItem={(entry) => update({ type: entry.targetType, item: entry.targetId, page: '1' })} />}
      </PagedList>
    </AdminPage>
  );
}

function AuditTable({ entries, onItem }: { entries: AuditEntry[]; onItem: (entry: AuditEntry) => void }) {
  const t = useT(auditMessages);
  return (
    <AdminTable caption={t('audit.caption')} columns={[t('audit.whenIst'), t('audit.admin'), t('audit.what'), t('audit.item'), t('common.reason')]}>
      {entries.map((entry) => {
        const link = auditTargetLink(entry);
        return (
          <tr key={entry.id}>
            <td data-label={t('audit.when')} className="nowrap"><TimeText value={entry.at} /></td>
            <td data-label={t('audit.admin')}>{entry.admin.name}</td>
            <td data-label={t('audit.what')}>
              <span className="admin-cell-title">{auditWhatText(entry, t)}</span>
              {auditDetailLines(entry).map((line) => <span key={line} className="admin-cell-sub">{line}</span>)}
            </td>
            <td data-label={t('audit.item')}>
              <span>
                {auditTargetLabel(entry.targetType, t)}{' '}
                {link ? <Link className="admin-mono" to={link}>{entry.targetId.slice(0, 8)}</Link> : <span className="admin-mono">{entry.targetId.slice(0, 8)}</span>}
                <button type="button" className="btn btn--ghost btn--small admin-inline-button" onClick={() => onItem(entry)} aria-label={t('audit.onlyAbout', { item: auditTargetLabel(entry.targetType, t).toLowerCase() })}>{t('audit.history')}</button>
              </span>
              {entry.reportId && entry.targetType !== 'report' ? <Link className="admin-cell-sub" to={`/admin/reports/${encodeURIComponent(entry.reportId)}`}>{t('audit.fromReport')}</Link> : null}
            </td>
            <td data-label={t('common.reason')}><span className="admin-text">{entry.reason || '—'}</span></td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
