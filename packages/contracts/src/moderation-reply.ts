/**
 * Reading the moderation service's replies (reports, their figures, actions taken) in the admin
 * console. Apart from moderation.ts so the browser can import it without zod (`@haat/contracts/moderation-reply`).
 */
import type { AuditEntry, AuditTargetType, ModerationAction, Report, ReportDetail, ReportStats, ReportTarget } from './moderation.ts';
import { moderationActions, moderationTargetTypes } from './moderation-rules.ts';
import { reportStatuses, reportTypes, type ReportStatus, type ReportType } from './report-rules.ts';
import { readActor, readActorOrNull } from './actor-reply.ts';
import { asRecord, idOf, readNumber, readText, readTextList } from './reply-fields.ts';
import { readOneOf, readTextOrNull } from './reply-values.ts';

/** A report in the queue (its `data`, or one entry of a page). */
export function readReport(value: unknown): Report {
  const r = asRecord(value);
  return {
    _id: idOf(r),
    id: idOf(r),
    reportType: readOneOf(reportTypes, r['reportType'], 'store'),
    reportedItem: readText(r['reportedItem']),
    reason: readText(r['reason']),
    description: readText(r['description']),
    images: readTextList(r['images']),
    status: readOneOf(reportStatuses, r['status'], 'Pending'),
    note: readText(r['note']),
    reporter: readActor(r['reporter']),
    reporterCount: readNumber(r['reporterCount'], 0),
    itemTitle: readText(r['itemTitle']),
    storeName: readText(r['storeName']),
    createdAt: readText(r['createdAt']),
    updatedAt: readText(r['updatedAt']),
    reviewedBy: readActorOrNull(r['reviewedBy']),
  };
}

/** The reports of a page's `data`; [] when it is no list. */
export const readReports = (value: unknown): Report[] => (Array.isArray(value) ? value.map(readReport) : []);

/** The reported item as it was (or is): `moderated` only when the reply says. */
function readReportTarget(value: unknown): ReportTarget {
  const t = asRecord(value);
  return {
    type: readOneOf(reportTypes, t['type'], 'store'),
    id: idOf(t),
    title: readText(t['title']),
    text: readText(t['text']),
    images: readTextList(t['images']),
    rating: readNumber(t['rating'], null),
    storeId: readText(t['storeId']),
    storeName: readText(t['storeName']),
    storeOwnerId: readText(t['storeOwnerId']),
    authorId: readTextOrNull(t['authorId']),
    authorName: readTextOrNull(t['authorName']),
    visible: t['visible'] === true,
    ...(typeof t['moderated'] === 'boolean' ? { moderated: t['moderated'] } : {}),
    createdAt: readText(t['createdAt']),
  };
}

const auditTargetTypes: readonly AuditTargetType[] = [...moderationTargetTypes, 'report', 'grievance'];

/** One line of an item's audit trail; `details` keeps its text fields only. */
function readAuditEntry(value: unknown): AuditEntry {
  const a = asRecord(value);
  const details = Object.entries(asRecord(a['details'])).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return {
    id: idOf(a),
    at: readText(a['at']),
    admin: readActor(a['admin']),
    what: readText(a['what']),
    targetType: readOneOf(auditTargetTypes, a['targetType'], 'report'),
    targetId: readText(a['targetId']),
    reason: readText(a['reason']),
    reportId: readTextOrNull(a['reportId']),
    details: Object.fromEntries(details),
  };
}

/** GET /reports/:id's `data`: the report, its item then (snapshot) and now (null when gone), the other reports on it and its audit trail. */
export function readReportDetail(value: unknown): ReportDetail {
  const d = asRecord(value);
  return {
    ...readReport(d),
    snapshot: readReportTarget(d['snapshot']),
    current: d['current'] && typeof d['current'] === 'object' ? readReportTarget(d['current']) : null,
    otherReports: readReports(d['otherReports']),
    audit: Array.isArray(d['audit']) ? d['audit'].map(readAuditEntry) : [],
  };
}

/** A count per known key (statuses, types); 0 for one the reply lacks. */
function readCounts<K extends string>(keys: readonly K[], value: unknown): Record<K, number> {
  const counts = asRecord(value);
  return Object.fromEntries(keys.map((key) => [key, readNumber(counts[key], 0)])) as Record<K, number>;
}

/** GET /reports/stats's `data`: every figure 0 and no date when the reply lacks it. */
export function readReportStats(value: unknown): ReportStats {
  const s = asRecord(value);
  const days = Array.isArray(s['last7Days']) ? s['last7Days'].map(asRecord) : [];
  return {
    total: readNumber(s['total'], 0),
    open: readNumber(s['open'], 0),
    oldestOpenAt: readTextOrNull(s['oldestOpenAt']),
    byStatus: readCounts<ReportStatus>(reportStatuses, s['byStatus']),
    byType: readCounts<ReportType>(reportTypes, s['byType']),
    last7Days: days.map((day) => ({ date: readText(day['date']), count: readNumber(day['count'], 0) })),
  };
}

/** POST /moderation/actions's `data`: the action as recorded. */
export function readModerationAction(value: unknown): ModerationAction {
  const a = asRecord(value);
  return {
    id: idOf(a),
    action: readOneOf(moderationActions, a['action'], 'warn_user'),
    targetType: readOneOf(moderationTargetTypes, a['targetType'], 'user'),
    targetId: readText(a['targetId']),
    reason: readText(a['reason']),
    reportId: readTextOrNull(a['reportId']),
    admin: readActor(a['admin']),
    createdAt: readText(a['createdAt']),
  };
}
