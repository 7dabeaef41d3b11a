import { describe, expect, it } from 'vitest';
import { getReportsByIdReply, getReportsStatsReply, postModerationActionsReply, putReportsByIdStatusReply } from './replies/moderation-replies.ts';
import { readModerationAction, readReport, readReportDetail, readReports, readReportStats } from './moderation-reply.ts';

const admin = { id: 'a1', name: 'Asha Admin' };
const report = {
  _id: 'r1', id: 'r1', reportType: 'review', reportedItem: 'rv1', reason: 'Spam', description: 'Posted twice',
  images: ['/api/reports/r1/images/k1.webp'], status: 'Reviewing', note: 'Looking', reporter: { id: 'u1', name: 'Ravi' },
  reporterCount: 2, itemTitle: 'Review by Meena', storeName: 'Fresh Mart', createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T11:00:00.000Z', reviewedBy: admin,
};
const snapshot = {
  id: 'rv1', text: 'Great', type: 'review', title: 'Review by Meena', images: [], rating: 5, storeId: 's1', visible: true,
  authorId: 'u2', createdAt: '2026-11-30T10:00:00.000Z', moderated: false, storeName: 'Fresh Mart', authorName: 'Meena', storeOwnerId: 'u3',
};

describe('readReport and readReportDetail', () => {
  it('reads a report as PUT /reports/:id/status answers it', () => {
    const reply = { success: true, message: 'Report updated', changedReports: 1, data: report };
    expect(putReportsByIdStatusReply.safeParse(reply).success).toBe(true);
    expect(readReport(reply.data)).toEqual(report);
  });
  it('reads the detail with its item then and now, the other reports and the audit trail', () => {
    const audit = { id: 'e1', at: '2026-12-01T11:00:00.000Z', admin, what: 'report.status', targetType: 'report', targetId: 'r1', reason: '', reportId: 'r1', details: { from: 'Pending', to: 'Reviewing' } };
    const data = { ...report, snapshot, current: null, otherReports: [{ ...report, id: 'r2', _id: 'r2' }], audit: [audit] };
    expect(getReportsByIdReply.safeParse({ success: true, data }).success).toBe(true);
    expect(readReportDetail(data)).toEqual(data);
  });
  it('gives a malformed report known values and empty fields', () => {
    const read = readReport({ _id: 'r9', reportType: 'spam', status: 'Closed', images: [3, ' '], reporter: 'x', reviewedBy: {} });
    expect(read).toMatchObject({ id: 'r9', reportType: 'store', status: 'Pending', images: [], reporter: { id: '', name: '' }, reviewedBy: null, reporterCount: 0 });
    expect(readReports('nope')).toEqual([]);
    expect(readReportDetail(null)).toMatchObject({ current: null, otherReports: [], audit: [], snapshot: { type: 'store', rating: null, visible: false } });
  });
});

describe('readReportStats', () => {
  it('reads the figures GET /reports/stats answers', () => {
    const data = {
      total: 5, open: 3, oldestOpenAt: '2026-11-28T09:00:00.000Z',
      byStatus: { Pending: 2, Reviewing: 1, Resolved: 1, Dismissed: 1 }, byType: { store: 1, broadcast: 0, review: 4 },
      last7Days: [{ date: '2026-12-01', count: 2 }],
    };
    expect(getReportsStatsReply.safeParse({ success: true, data }).success).toBe(true);
    expect(readReportStats(data)).toEqual(data);
  });
  it('counts 0 for what a malformed reply lacks', () => {
    expect(readReportStats({ open: '2', byStatus: { Pending: 'x' }, last7Days: [null] })).toEqual({
      total: 0, open: 2, oldestOpenAt: null,
      byStatus: { Pending: 0, Reviewing: 0, Resolved: 0, Dismissed: 0 }, byType: { store: 0, broadcast: 0, review: 0 },
      last7Days: [{ date: '', count: 0 }],
    });
  });
});

describe('readModerationAction', () => {
  it('reads the action POST /moderation/actions recorded', () => {
    const data = { id: 'm1', action: 'hide_review', targetType: 'review', targetId: 'rv1', reason: 'Abusive', reportId: null, admin, createdAt: '2026-12-01T12:00:00.000Z' };
    expect(postModerationActionsReply.safeParse({ success: true, data }).success).toBe(true);
    expect(readModerationAction(data)).toEqual(data);
  });
  it('reads a malformed one without throwing', () => {
    expect(readModerationAction(undefined)).toEqual({ id: '', action: 'warn_user', targetType: 'user', targetId: '', reason: '', reportId: null, admin: { id: '', name: '' }, createdAt: '' });
  });
});
