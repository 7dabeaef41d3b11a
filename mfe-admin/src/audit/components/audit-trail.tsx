import type { AuditEntry } from '@haat/contracts';
import { TimeText } from '../../common/time-text.tsx';
import { auditDetailLines, auditWhatText } from '../audit-labels.ts';

/** An item's history, newest first: what, who, when, why. */
export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className="muted small">Nothing has been done to this item yet.</p>;
  return (
    <ol className="admin-trail">
      {entries.map((entry) => (
        <li key={entry.id}>
          <span className="admin-trail__what">{auditWhatText(entry)}</span>
          <span className="admin-trail__meta"> · {entry.admin.name} · <TimeText value={entry.at} /></span>
          {entry.reason ? <p className="admin-text">{entry.reason}</p> : null}
          {auditDetailLines(entry).map((line) => <span key={line} className="admin-cell-sub">{line}</span>)}
        </li>
      ))}
    </ol>
  );
}
