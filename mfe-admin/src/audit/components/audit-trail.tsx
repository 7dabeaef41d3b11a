import type { AuditEntry } from '@haat/contracts';
import { TimeText } from '../../common/time-text.tsx';
import { useT } from '../../i18n.ts';
import { auditDetailLines, auditMessages, auditWhatText } from '../audit-labels.ts';

/** An item's history, newest first: what, who, when, why. */
export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  const t = useT(auditMessages);
  if (entries.length === 0) return <p className="muted small">{t('audit.nothingDone')}</p>;
  return (
    <ol className="admin-trail">
      {entries.map((entry) => (
        <li key={entry.id}>
          <span className="admin-trail__what">{auditWhatText(entry, t)}</span>
          <span className="admin-trail__meta"> · {entry.admin.name} · <TimeText value={entry.at} /></span>
          {entry.reason ? <p className="admin-text">{entry.reason}</p> : null}
          {auditDetailLines(entry).map((line) => <span key={line} className="admin-cell-sub">{line}</span>)}
        </li>
      ))}
    </ol>
  );
}
