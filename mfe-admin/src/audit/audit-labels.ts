import type { AuditEntry } from '@haat/contracts';
import { moderationActions, type ModerationActionName } from '@haat/contracts/moderation-rules';
import type { Translate } from '@haat/web-kit';
import { ACTION_LABEL, reportStatusText } from '../common/labels.ts';
import commonMessages from '../common/messages.json';
import messages from './messages.json';

/** The texts an audit entry is said with: the console's shared words (actions, statuses) and the audit's own. */
export const auditMessages = { ...commonMessages, ...messages };
export type AuditT = Translate<typeof auditMessages>;

const OTHER_LABELS: Record<string, keyof typeof messages> = {
  'report.status': 'audit.reportStatusChanged',
  'report.deleted': 'audit.reportDeleted',
  'verification.approved': 'audit.verificationApproved',
  'verification.rejected': 'audit.verificationRejected',
  'user.banned': 'audit.userBanned',
  'user.unbanned': 'audit.userUnbanned',
};

/** A grievance's move, as the server names it (`grievance.<status>`). */
const GRIEVANCE_LABELS: Record<string, keyof typeof messages> = {
  acknowledged: 'audit.grievanceAcknowledged',
  resolved: 'audit.grievanceResolved',
  rejected: 'audit.grievanceRejected',
};

const isActionName = (what: string): what is ModerationActionName => (moderationActions as readonly string[]).includes(what);

/** An audit entry's `what` in words: "Hide review", "Report status: Pending → Reviewing"; an unknown one as its key reads. */
export function auditWhatText(entry: Pick<AuditEntry, 'what' | 'details'>, t: AuditT): string {
  const { what, details } = entry;
  const from = details['from'];
  const to = details['to'];
  if (what === 'report.status' && from && to) return t('audit.reportStatusMove', { from: reportStatusText(String(from), t), to: reportStatusText(String(to), t) });
  if (isActionName(what)) return t(ACTION_LABEL[what]);
  if (what.startsWith('grievance.')) {
    const move = what.slice('grievance.'.length).toLowerCase();
    const label = GRIEVANCE_LABELS[move];
    return label ? t(label) : t('audit.grievanceOther', { what: move });
  }
  const label = OTHER_LABELS[what];
  return label ? t(label) : what.replace(/[._]/g, ' ');
}

/** The entry's details other than what the label already says, as "key: value" lines (the server's keys and values). */
export function auditDetailLines(entry: Pick<AuditEntry, 'what' | 'details'>): string[] {
  return Object.entries(entry.details ?? {})
    .filter(([key]) => !(entry.what === 'report.status' && (key === 'from' || key === 'to')))
    .map(([key, value]) => `${key}: ${value}`);
}

const TARGET_LABELS: Record<AuditEntry['targetType'], keyof typeof messages> = {
  review: 'audit.targetReview', broadcast: 'audit.targetBroadcast', store: 'audit.targetStore',
  user: 'audit.targetUser', report: 'audit.targetReport', grievance: 'audit.targetGrievance',
};

/** Where the console shows the item an entry is about (null: no page for it). */
export function auditTargetLink(entry: Pick<AuditEntry, 'targetType' | 'targetId'>): string | null {
  const id = encodeURIComponent(entry.targetId);
  if (entry.targetType === 'report') return `/admin/reports/${id}`;
  if (entry.targetType === 'store') return `/stores/${id}`;
  return null;
}

export const auditTargetLabel = (type: AuditEntry['targetType'], t: AuditT): string => (TARGET_LABELS[type] ? t(TARGET_LABELS[type]) : type);
