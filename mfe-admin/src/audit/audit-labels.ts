import type { AuditEntry } from '@haat/contracts';
import { MODERATION_ACTION_LABELS, moderationActions, type ModerationActionName } from '@haat/contracts/moderation-rules';

const OTHER_LABELS: Record<string, string> = {
  'report.status': 'Report status changed',
  'report.deleted': 'Report deleted',
  'verification.approved': 'Verification approved',
  'verification.rejected': 'Verification rejected',
  'user.banned': 'User banned',
  'user.unbanned': 'User unbanned',
};

const isActionName = (what: string): what is ModerationActionName => (moderationActions as readonly string[]).includes(what);

/** An audit entry's `what` in words: "Hide review", "Report status: Pending → Reviewing". */
export function auditWhatText(entry: Pick<AuditEntry, 'what' | 'details'>): string {
  const { what, details } = entry;
  if (what === 'report.status' && details['from'] && details['to']) return `Report status: ${details['from']} → ${details['to']}`;
  if (isActionName(what)) return MODERATION_ACTION_LABELS[what];
  if (what.startsWith('grievance.')) return `Grievance ${what.slice('grievance.'.length).toLowerCase()}`;
  return OTHER_LABELS[what] ?? what.replace(/[._]/g, ' ');
}

/** The entry's details other than what the label already says, as "key: value" lines. */
export function auditDetailLines(entry: Pick<AuditEntry, 'what' | 'details'>): string[] {
  return Object.entries(entry.details ?? {})
    .filter(([key]) => !(entry.what === 'report.status' && (key === 'from' || key === 'to')))
    .map(([key, value]) => `${key}: ${value}`);
}

const TARGET_LABELS: Record<AuditEntry['targetType'], string> = { review: 'Review', broadcast: 'Offer', store: 'Store', user: 'User', report: 'Report', grievance: 'Grievance' };

/** Where the console shows the item an entry is about (null: no page for it). */
export function auditTargetLink(entry: Pick<AuditEntry, 'targetType' | 'targetId'>): string | null {
  const id = encodeURIComponent(entry.targetId);
  if (entry.targetType === 'report') return `/admin/reports/${id}`;
  if (entry.targetType === 'store') return `/stores/${id}`;
  return null;
}

export const auditTargetLabel = (type: AuditEntry['targetType']): string => TARGET_LABELS[type] ?? type;
